/**
 * What a hot command costs PostgreSQL end to end, counted (not timed): the statements and transactions
 * of its request and of the projections applying its events (the reactors' follow-ups included), and how
 * many projections' handlers its events reach. Held to `COMMAND_COST_BUDGET` beside this file. A count
 * does not grow with the machine's load: each send follows a request that refreshes the sessions the
 * process remembers for 5 s; a read of the log that found nothing new (a subscription looking before the
 * append is visible, which transactions of other tests' databases delay) is counted apart as an idle
 * look, and a read that found events is counted apart too (how a command's appends and its reactors'
 * follow-ups fall into batches depends on the machine's pace: under load one more read); and of a few sends
 * the cheapest counts.
 */
import type { Projection } from '@rm/projectors';
import pg from 'pg';
import { sql } from 'slonik';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countStatements, type StatementCount } from '../testing/statement-counter';
import { COMMAND_COST_BUDGET, type CommandCost, type HotCommand } from './command-cost-budget';
import { startTestAppWithWorld } from './test-app';

const counter = countStatements();
afterAll(() => counter.restore());

type Answer = { statusCode: number; body: string };
interface Measured {
  count: StatementCount;
  reached: string[];
}

/** The app on a world of its own, its projections (as `transform` makes them from the product's) watched for which handlers run. */
async function startWatched(transform: (product: Projection[]) => Projection[] = (product) => product) {
  const reached = new Set<string>();
  const watched = (projection: Projection): Projection => ({
    ...projection,
    handle: (batch, connection, context) => {
      reached.add(projection.name);
      return projection.handle(batch, connection, context);
    },
  });
  const { t, w } = await startTestAppWithWorld({ projections: (product) => transform(product).map(watched) }, { contacts: 10 });
  const database = ((await t.pool.query(sql.unsafe`select current_database() as name`)).rows[0] as { name: string }).name;
  // The test's own looking goes through a client of its own, left out of the count.
  const looker = new pg.Client({ connectionString: t.databaseUrl });
  await looker.connect();
  counter.exclude(looker);
  const running = (await looker.query<{ projection: string }>('select projection from rm_checkpoints')).rows.map((row) => row.projection);
  /** Everything appended is projected by every projection (reactors' follow-ups too: they append after the first batch). */
  async function settled(): Promise<void> {
    for (let round = 0; round < 2; round += 1) {
      const head =
        (await looker.query<{ last: string }>('select coalesce(max(position), 0)::text as last from es_events')).rows[0]?.last ?? '0';
      for (let tries = 0; ; tries += 1) {
        const behind = await looker.query('select 1 from rm_checkpoints where projection = any($1) and position < $2::bigint', [
          running,
          head,
        ]);
        if (behind.rowCount === 0) break;
        if (tries > 1000) throw new Error(`projections did not reach ${head}`);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    }
  }

  async function measure(send: () => Promise<Answer>): Promise<Measured> {
    await settled();
    // The sessions and users each process remembers for 5 s: fresh for the send, whatever the machine's pace.
    for (const session of [w.sessions.admin, w.sessions.business]) await t.call('GET', '/api/user/current', session);
    reached.clear();
    counter.start(database);
    const answer = await send();
    await settled();
    const count = counter.stop();
    expect(answer.statusCode, answer.body).toBeLessThan(300);
    return { count, reached: [...reached].sort() };
  }

  /** The cheapest of the sends. */
  async function cheapest(sends: Array<() => Promise<Answer>>): Promise<Measured> {
    const all: Measured[] = [];
    for (const send of sends) all.push(await measure(send));
    return all.reduce((best, m) => (m.count.statements < best.count.statements ? m : best));
  }

  const moveTo = (offerId: string | undefined, stage: string) => () =>
    t.call('PUT', `/api/offers/${offerId ?? ''}`, w.sessions.admin, { stage });
  const close = async (): Promise<void> => {
    await looker.end();
    await t.close();
  };
  return { t, w, measure, cheapest, moveTo, close };
}

const costOf = ({ count, reached }: Measured): CommandCost => ({
  statements: count.statements,
  transactions: count.transactions,
  projectionsReached: reached.length,
});

/** What exceeds the budget, in words (empty: within it). */
function overBudget(command: HotCommand, m: Measured): string[] {
  const budget = COMMAND_COST_BUDGET[command];
  const cost = costOf(m);
  return (Object.keys(budget) as Array<keyof CommandCost>)
    .filter((key) => cost[key] > budget[key])
    .map((key) => `${command}: ${key} ${cost[key]} > budget ${budget[key]}`);
}

function expectWithinBudget(command: HotCommand, m: Measured): void {
  const problems = overBudget(command, m);
  // On failure, every statement: the new one is easy to find.
  const detail = `statements (projections reached: ${m.reached.join(', ')}):\n  ${m.count.texts.join('\n  ')}`;
  // COMMAND_COST_STATEMENTS=1 lists them also when within the budget (to see where it goes).
  if (process.env.COMMAND_COST_STATEMENTS) console.log(`${command}: ${detail}`);
  expect(problems, `${problems.join('; ')}\n${detail}`).toEqual([]);
  // The answer that waits for its read model waits on the projector of its own process: no look at the checkpoint table.
  expect(m.count.waits, 'looks at a checkpoint while waiting').toBe(0);
  console.log(
    `${command}: ${JSON.stringify(costOf(m))}, ${m.count.logReads} reads of the log, ${m.count.waits} looks at a checkpoint while waiting, ${m.count.idleLooks} idle looks at the log; reached ${m.reached.join(', ')}`,
  );
}

describe('what a hot command costs PostgreSQL (counted)', () => {
  let app: Awaited<ReturnType<typeof startWatched>>;
  beforeAll(async () => {
    app = await startWatched();
  });
  afterAll(() => app?.close());

  it('a stage change stays within its budget', async () => {
    const { w, cheapest, moveTo } = app;
    await app.measure(moveTo(w.offerIds[0], 'in_process'));
    expectWithinBudget('stage change', await cheapest([1, 2, 3].map((i) => moveTo(w.offerIds[i], 'in_process'))));
  });

  it('an unlock stays within its budget', async () => {
    const { t, w, cheapest } = app;
    const unlock = (contactId: string | undefined) => () =>
      t.call('POST', '/api/unlock-contact', w.sessions.admin, {
        driver_id: contactId,
        company_id: w.companyId,
        employer_id: null,
        campaign_id: w.campaignId,
      });
    expectWithinBudget('unlock', await cheapest([4, 5, 6, 8, 9].map((i) => unlock(w.contactIds[i]))));
  });

  it('a timeline entry and a chat message stay within their budgets', async () => {
    const { t, w, cheapest } = app;
    const contactId = w.contactIds[7] ?? '';
    const unlocked = await t.call('POST', '/requested-contacts/unlock', w.sessions.admin, {
      driver_id: contactId,
      company_id: w.companyId,
      price: 5,
    });
    expect(unlocked.statusCode, unlocked.body).toBe(201);
    const unlockId = unlocked.json<{ data: { id: string } }>().data.id;
    const entry = (description: string) => () =>
      t.call('POST', `/api/timeline/call/unlocked-contact/${unlockId}`, w.sessions.business, {
        properties: { description, outcome: 'connected' },
        performed_at: '2026-11-20 09:30:00',
      });
    expectWithinBudget('timeline entry', await cheapest(['Erstes Gespräch', 'Zweites Gespräch', 'Drittes Gespräch'].map(entry)));
    const message = (text: string) => () => t.call('POST', `/api/messages/${contactId}`, w.sessions.business, { message: text });
    expectWithinBudget('chat message', await cheapest(['Guten Tag', 'Passt Montag?', 'Bis dann'].map(message)));
  });
});

describe('what does not make a command dearer', () => {
  it('costs the same with 20 more projections that read nothing of a stage change', async () => {
    const unrelated: Projection[] = Array.from({ length: 20 }, (_, n) => ({
      name: `unrelated-${n}`,
      schema: `cost_unrelated_${n}`,
      eventTypes: ['ReferenceItemCreated'],
      createTables: async (connection, schema) => {
        await connection.query(sql.unsafe`create table ${sql.identifier([schema, 'seen'])} (id uuid primary key)`);
      },
      handle: async (batch, connection, { schema }) => {
        for (const event of batch) await connection.query(sql.unsafe`insert into ${sql.identifier([schema, 'seen'])} values (${event.id})`);
        return [];
      },
    }));
    const plain = await startWatched();
    const more = await startWatched((product) => [...product, ...unrelated]);
    try {
      const of = async (watched: typeof plain) => {
        await watched.measure(watched.moveTo(watched.w.offerIds[0], 'in_process'));
        return costOf(await watched.cheapest([1, 2, 3, 4, 5].map((i) => watched.moveTo(watched.w.offerIds[i], 'in_process'))));
      };
      expect(await of(more)).toEqual(await of(plain));
    } finally {
      await plain.close();
      await more.close();
    }
  });

  it('the budget catches a projection made to read every event: its handler is reached by every stage change', async () => {
    const reading = await startWatched((product) =>
      product.map((projection) => (projection.name === 'timeline' ? { ...projection, eventTypes: undefined } : projection)),
    );
    try {
      await reading.measure(reading.moveTo(reading.w.offerIds[0], 'in_process'));
      const m = await reading.cheapest([1, 2].map((i) => reading.moveTo(reading.w.offerIds[i], 'in_process')));
      expect(m.reached, JSON.stringify(m.reached)).toContain('timeline');
      expect(overBudget('stage change', m).some((problem) => problem.includes('projectionsReached'))).toBe(true);
    } finally {
      await reading.close();
    }
  });
});
