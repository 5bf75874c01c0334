import autocannon from 'autocannon';
import { reproduce, type Options } from '../lib/cli';
import { BENCH_MOVES, BENCH_REASON } from '../lib/moves';
import { openLoop, type OpenLoopResult } from '../lib/load';
import type { SectionResult } from '../lib/report';
import type { Settings } from '../lib/settings';
import { count, ms, perSecond } from '../lib/stats';
import type { Row } from '../lib/table';
import { createHttpClient, type Session } from '../server/http-client';
import { waitForProjections, type LoopDelay, type ServerProcess } from '../server/server-process';
import { cpuBetween, sampleCpu, type CpuShare } from '../lib/cpu';

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;

/** Where the time of a measured point went: CPU per command by process, and the server's event-loop delay. */
export interface PointCost {
  cpu: CpuShare;
  loop: LoopDelay | null;
}

export interface CommandsMeasurement {
  saturation: autocannon.Result;
  rates: OpenLoopResult[];
  costs: { rates: PointCost[]; saturation: PointCost };
}

/** Runs `load` and reads what it cost: CPU of the server, PostgreSQL and this process, and loop delay. */
async function measured<T>(server: ServerProcess, operations: (result: T) => number, load: () => Promise<T>): Promise<[T, PointCost]> {
  await server.loopDelay();
  const before = sampleCpu(server.pid);
  const result = await load();
  const after = sampleCpu(server.pid);
  const loop = await server.loopDelay();
  return [result, { cpu: cpuBetween(before, after, operations(result)), loop }];
}

/** PUT /api/offers/{id} to random offers of the history: fixed rates first, then saturation. */
export async function measureCommands(
  server: ServerProcess,
  databaseUrl: string,
  session: Session,
  offerIds: readonly string[],
  settings: Settings,
): Promise<CommandsMeasurement> {
  const client = createHttpClient(server.baseUrl);
  const command = async (): Promise<number> => {
    const answer = await client.request('PUT', `/api/offers/${pick(offerIds)}`, session, {
      stage: pick(BENCH_MOVES),
      reason: BENCH_REASON,
    });
    if (answer.status !== 200) throw new Error(`PUT /api/offers answered ${answer.status}: ${answer.body.slice(0, 200)}`);
    return answer.ms;
  };
  const rates: OpenLoopResult[] = [];
  const rateCosts: PointCost[] = [];
  try {
    await openLoop(100, 1, command);
    for (const rate of settings.rates) {
      await waitForProjections(databaseUrl, 120_000);
      const [result, cost] = await measured(
        server,
        (r: OpenLoopResult) => r.operations,
        () => openLoop(rate, settings.rateSeconds, command),
      );
      rates.push(result);
      rateCosts.push(cost);
      console.log(
        `  commands at ${rate}/s: p50 ${ms(result.latency.p50)}, p99 ${ms(result.latency.p99)}, ${result.errors} errors; ${describeCost(cost)}`,
      );
    }
  } finally {
    client.close();
  }
  await waitForProjections(databaseUrl, 120_000);
  const [saturation, saturationCost] = await measured(
    server,
    (r: autocannon.Result) => r['2xx'],
    () =>
      autocannon({
        url: server.baseUrl,
        connections: settings.saturationConnections,
        duration: settings.saturationSeconds,
        headers: { cookie: session.cookie, 'x-xsrf-token': session.xsrf, 'content-type': 'application/json', accept: 'application/json' },
        requests: [
          {
            method: 'PUT',
            setupRequest: (request) => ({
              ...request,
              path: `/api/offers/${pick(offerIds)}`,
              body: JSON.stringify({ stage: pick(BENCH_MOVES), reason: BENCH_REASON }),
            }),
          },
        ],
      }),
  );
  console.log(
    `  commands at saturation: ${perSecond(saturation['2xx'] / saturation.duration)}, ${saturation.non2xx} non-2xx; ${describeCost(saturationCost)}`,
  );
  return { saturation, rates, costs: { rates: rateCosts, saturation: saturationCost } };
}

const cpuMs = (value: number): string => (Number.isFinite(value) ? `${value.toFixed(2)} ms` : 'n/a');
const cores = (value: number): string => (Number.isFinite(value) ? value.toFixed(2) : 'n/a');

function describeCost(cost: PointCost): string {
  const { perOperation, cores: busy } = cost.cpu;
  const loop = cost.loop ? `, loop delay p99 ${ms(cost.loop.p99)} max ${ms(cost.loop.max)}` : '';
  return `CPU per command server ${cpuMs(perOperation.server)}, PostgreSQL ${cpuMs(perOperation.postgres)}, load ${cpuMs(perOperation.load)}; cores busy ${cores(busy.total)}${loop}`;
}

function costRow(load: string, cost: PointCost): Row {
  const { perOperation, cores: busy } = cost.cpu;
  return {
    load,
    'server CPU/cmd': cpuMs(perOperation.server),
    'PostgreSQL CPU/cmd': cpuMs(perOperation.postgres),
    'load generator CPU/cmd': cpuMs(perOperation.load),
    'all/cmd': cpuMs(perOperation.total),
    'cores busy (server, PostgreSQL, all)': `${cores(busy.server)}, ${cores(busy.postgres)}, ${cores(busy.total)}`,
    'server loop delay p50 / p99 / max': cost.loop ? `${ms(cost.loop.p50)} / ${ms(cost.loop.p99)} / ${ms(cost.loop.max)}` : 'n/a',
  };
}

const SATURATION_TARGET = 1500;
const P99_TARGET_MS = 25;

export function commandsSection(
  measurement: CommandsMeasurement,
  settings: Settings,
  options: Options,
  context: { bus: string; offers: number },
): SectionResult {
  const { saturation, rates, costs } = measurement;
  const throughput = saturation['2xx'] / saturation.duration;
  const rows: Row[] = rates.map((r) => ({
    load: `fixed ${r.targetPerSecond}/s`,
    'commands/s': perSecond(r.perSecond),
    p50: ms(r.latency.p50),
    p99: ms(r.latency.p99),
    failed: count(r.errors + r.skipped),
  }));
  rows.push({
    load: `saturation, ${saturation.connections} connections`,
    'commands/s': perSecond(throughput),
    p50: ms(saturation.latency.p50),
    p99: ms(saturation.latency.p99),
    failed: count(saturation.non2xx + saturation.errors),
  });
  const at500 = rates.find((r) => r.targetPerSecond === 500);
  return {
    name: 'commands',
    title: 'Commands over HTTP',
    about: `\`PUT /api/offers/{id}\` with a random stage of new, in_process, unqualified (and a reason, as the transition table asks of an admin) for a random offer of the history (${count(context.offers)} offers), signed in as an admin with the session cookie and the echoed XSRF token, against the real server (\`server/src/main.ts\`, ${context.bus} bus) as a child process on the benchmark database. Each command loads the offer's stream, decides, appends, and answers with the card from the read model. Fixed rates are an open loop (requests start on schedule whatever the answers' speed; latency from sending to the full answer) for ${settings.rateSeconds} s each; saturation is autocannon with ${saturation.connections} connections for ${settings.saturationSeconds} s. Projections catch up between runs.`,
    command: reproduce(options, 'commands'),
    tables: [
      { rows },
      {
        caption:
          'Where the CPU went: milliseconds of CPU per command of the server process, of every PostgreSQL process and of the load generator (this process), from `/proc`, and the cores they kept busy; the event loop delay sampled every millisecond inside the server (`bench/src/server/loop-probe.cjs`). On a machine of N cores, throughput cannot pass N ÷ (all CPU per command).',
        rows: [
          ...rates.map((r, i) => costRow(`fixed ${r.targetPerSecond}/s`, costs.rates[i] as PointCost)),
          costRow(`saturation, ${saturation.connections} connections`, costs.saturation),
        ],
      },
    ],
    targets: [
      {
        text: `≥ ${count(SATURATION_TARGET)} commands/s at saturation`,
        actual: perSecond(throughput),
        met: throughput >= SATURATION_TARGET,
      },
      {
        text: `p99 ≤ ${P99_TARGET_MS} ms at 500 commands/s`,
        actual: at500 ? ms(at500.latency.p99) : 'not run',
        met: at500 ? at500.latency.p99 <= P99_TARGET_MS && at500.errors === 0 : null,
      },
    ],
    notes: [],
  };
}
