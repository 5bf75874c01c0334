import { OFFER_STAGES } from '@rm/domain';
import { reproduce, type Options } from '../lib/cli';
import { closedLoop, type LoadResult } from '../lib/load';
import type { SectionResult } from '../lib/report';
import type { Settings } from '../lib/settings';
import { count, ms, perSecond } from '../lib/stats';
import type { Row } from '../lib/table';
import { createHttpClient, type Session } from '../server/http-client';
import type { QueryKeys } from '../server/fixtures';
import type { ServerProcess } from '../server/server-process';

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;
const TARGET_P99_MS = 10;

/** GETs of the board and the approvals list, one after the other from one client, per kind of query. */
export async function benchQueries(
  server: ServerProcess,
  session: Session,
  keys: QueryKeys,
  board: { offers: number; added: number },
  settings: Settings,
  options: Options,
): Promise<SectionResult> {
  const stage = (): string => pick(OFFER_STAGES);
  const kinds: Array<{ name: string; path: () => string }> = [
    { name: 'board column, no filter: GET /api/offers/{stage}', path: () => `/api/offers/${stage()}` },
    { name: 'board column, page 2–10', path: () => `/api/offers/${stage()}?page=${2 + Math.floor(Math.random() * 9)}` },
    { name: 'board column of a company: ?company_id=', path: () => `/api/offers/${stage()}?company_id=${pick(keys.companies)}` },
    { name: 'board column of a campaign: ?campaign_id=', path: () => `/api/offers/${stage()}?campaign_id=${pick(keys.campaigns)}` },
    {
      name: "board column of an account manager's companies: ?user_id=",
      path: () => `/api/offers/${stage()}?user_id=${pick(keys.accountManagers)}`,
    },
    { name: 'pending approvals: GET /campaign-approvals/pending', path: () => '/campaign-approvals/pending' },
    {
      name: "an account manager's pending approvals: ?account_manager_id=",
      path: () => `/campaign-approvals/pending?account_manager_id=${pick(keys.accountManagers)}`,
    },
  ];
  const client = createHttpClient(server.baseUrl);
  const results: Array<{ name: string; result: LoadResult }> = [];
  try {
    for (const kind of kinds) {
      const run = async (): Promise<void> => {
        const answer = await client.request('GET', kind.path(), session);
        if (answer.status !== 200) throw new Error(`GET answered ${answer.status}: ${answer.body.slice(0, 200)}`);
      };
      await closedLoop(1, Math.min(1, settings.querySeconds / 4), run);
      const result = await closedLoop(1, settings.querySeconds, run);
      if (result.errors > 0) throw new Error(`${kind.name}: ${result.errors} failed, first: ${result.firstError ?? ''}`);
      results.push({ name: kind.name, result });
      console.log(`  query ${kind.name}: p50 ${ms(result.latency.p50)}, p99 ${ms(result.latency.p99)}`);
    }
  } finally {
    client.close();
  }
  const rows: Row[] = results.map(({ name, result }) => ({
    query: name,
    requests: count(result.operations),
    'per second': perSecond(result.perSecond),
    p50: ms(result.latency.p50),
    p99: ms(result.latency.p99),
  }));
  const worst = results.reduce((max, r) => Math.max(max, r.result.latency.p99), 0);
  return {
    name: 'queries',
    title: 'Queries',
    about: `Read-model queries over HTTP, signed in as an admin (who sees every company), one request after the other from one client for ${settings.querySeconds} s per kind after a warm-up; random stage, page, company, campaign and account manager per request. The offer board holds ${count(board.offers)} offers: the history's, topped up with ${count(board.added)} rows shaped like them (its companies, campaigns and contacts, a spread of stages over two years) written straight into the read model, and the stage counts recounted.`,
    command: reproduce(options, 'queries'),
    tables: [{ rows }],
    targets: [
      {
        text: `p99 ≤ ${TARGET_P99_MS} ms for every query`,
        actual: `worst p99 ${ms(worst)}`,
        met: results.length > 0 ? worst <= TARGET_P99_MS : null,
      },
    ],
    notes: [],
  };
}
