import { createWriteStream } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { createDatabasePool, natsServerBinary, startNatsServerProcess } from '@rm/platform';
import {
  boardStages,
  checkOfferJournal,
  compareWithCleanRebuild,
  countRequests,
  createOfferJournal,
  createSmallWorld,
  lastPosition,
  leasedProjections,
  openStoreAsServices,
  prepareSplitStore,
  signIn,
  stageChangesSince,
  startReadLoad,
  startSplitTopology,
  startStageLoad,
  startUnlockLoad,
  unlocksSince,
  waitForUnlocksFinished,
  waitUntilCaughtUp,
  type LoadRequest,
  type SplitTopology,
  type SplitTopologyOptions,
  type UnlockRequest,
} from '@rm/server/failover';
import { openBenchServer, workDir } from '../lib/database';
import { describeMachine } from '../lib/machine';
import { textTable, type Row } from '../lib/table';
import { parseSoakArgs, reproduceSoak, type SoakOptions } from './soak-cli';
import { FAULTS, type FaultContext, type FaultOutcome } from './soak-faults';
import { planFaults, type FaultKind } from './soak-plan';
import { renderSoakReport, type SoakReport } from './soak-report';

// `npm run bench:soak`: the split deployment as processes under steady load while instances are killed
// and started again, then the invariants: every acknowledged command stored, nothing half done, read
// models equal to a clean rebuild. Writes bench/SOAK.md.

const STAGE_CHANGES_PER_SECOND = 60;
const READS_PER_SECOND = 20;
const UNLOCKS_PER_SECOND = 4;
const UNLOCKS_PER_FAULT = 16;
/** Steady load before each kill. */
const LEAD_MS = 3000;

type DatabasePool = Awaited<ReturnType<typeof createDatabasePool>>;

const say = (message: string): void => console.log(`soak | ${message}`);
const errorsText = (errors: Record<string, number>): string =>
  Object.entries(errors)
    .map(([status, count]) => `${count} × ${status === '0' ? 'no answer' : status}`)
    .join(', ') || '0';
const errorCount = (errors: Record<string, number>): number => Object.values(errors).reduce((sum, count) => sum + count, 0);

/** One fault's share of the run: [start, end) in Date.now() time, (from, until] in event positions. */
interface Slot {
  kind: FaultKind;
  outcome: FaultOutcome;
  start: number;
  end: number;
  from: bigint;
  until: bigint;
}

/** A fault's row of the report, from the requests sent during its slot (all answered by now). */
async function slotRow(
  pool: DatabasePool,
  index: number,
  slot: Slot,
  requests: {
    stageRequests: readonly LoadRequest[];
    unlocks: readonly LoadRequest[];
    readRequests: readonly LoadRequest[];
    offerIds: readonly string[];
  },
): Promise<Row> {
  const commands = countRequests([...requests.stageRequests, ...requests.unlocks], slot.start, slot.end);
  const reads = countRequests(requests.readRequests, slot.start, slot.end);
  const lastFailure = [...requests.stageRequests, ...requests.unlocks, ...requests.readRequests]
    .filter((request) => request.sentAt >= slot.start && request.sentAt < slot.end && (request.status < 200 || request.status >= 300))
    .reduce((latest, request) => Math.max(latest, request.answeredAt), 0);
  return {
    '#': index + 1,
    fault: slot.kind,
    killed: slot.outcome.victim,
    recovery: slot.outcome.recovery,
    'restarted, healthy after': slot.outcome.restartMs === null ? '–' : `${(slot.outcome.restartMs / 1000).toFixed(1)} s`,
    'last failure': lastFailure === 0 ? 'none' : `${lastFailure - slot.outcome.killedAt} ms`,
    'commands sent': commands.sent,
    '2xx': commands.ok,
    errors: errorsText(commands.errors),
    stored: (await stageChangesSince(pool, requests.offerIds, slot.from, slot.until)) + (await unlocksSince(pool, slot.from, slot.until)),
    'reads sent': reads.sent,
    'reads 2xx': reads.ok,
    'read errors': errorsText(reads.errors),
  };
}

async function main(options: SoakOptions): Promise<boolean> {
  const natsBinary = natsServerBinary();
  if (!natsBinary) throw new Error('the soak needs nats-server (apt-get install nats-server)');
  const startedAt = new Date();
  const postgres = await openBenchServer();
  const database = await postgres.createDatabase('_soak');
  const logPath = path.join(workDir, `soak-${startedAt.toISOString().replace(/\D/g, '').slice(0, 14)}.log`);
  const log = createWriteStream(logPath);
  say(`database ${new URL(database.url).pathname.slice(1)} (${database.origin}); child processes log to ${logPath}`);
  const nats = await startNatsServerProcess(natsBinary);
  const topologyOptions: SplitTopologyOptions = {
    databaseUrl: database.url,
    natsUrl: nats.url,
    env: { EVENTSTORE_URL: '', LOG_LEVEL: 'warn', SESSION_SECRET: 'failover-soak-session-secret-0123456789', SEED_DEMO_DATA: 'false' },
    output: (line) => log.write(line),
  };
  let topology: SplitTopology | null = null;
  const stopEverything = async (): Promise<void> => {
    await topology?.stop(5000);
    await nats.stop();
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void stopEverything().then(() => process.exit(130)));
  const pool = await createDatabasePool(database.url, { maximumPoolSize: 4 });
  // Opened as the services open it (it makes their secrets if the data folder has none yet).
  const store = await openStoreAsServices(pool, topologyOptions);
  try {
    await prepareSplitStore(topologyOptions);
    const world = await createSmallWorld(store, { contacts: 150, unlockable: 60 });
    const started = performance.now();
    topology = await startSplitTopology(topologyOptions);
    await waitUntilCaughtUp(pool, store);
    say(`topology up in ${Math.round(performance.now() - started)} ms, edge ${topology.edgeUrl}`);
    const session = await signIn(topology.edgeUrl, world.admins[0]?.email ?? '', world.admins[0]?.password ?? '');
    const machine = await describeMachine(database.url);

    const journal = createOfferJournal(world.movableOfferIds);
    const stageLoad = startStageLoad({ baseUrl: topology.edgeUrl, session, journal, perSecond: STAGE_CHANGES_PER_SECOND });
    const readLoad = startReadLoad({ baseUrl: topology.edgeUrl, session, perSecond: READS_PER_SECOND });
    const unlockTargets = [...world.unlockTargets];
    const unlocks: UnlockRequest[] = [];
    const context: FaultContext = {
      topology,
      nats,
      pool,
      session,
      leases: leasedProjections(store).length,
      stageRequests: stageLoad.requests,
    };
    const plan = planFaults(options.minutes * 60_000);
    const slotMs = (options.minutes * 60_000) / plan.length;
    say(`${plan.length} faults, one every ${Math.round(slotMs / 1000)} s: ${plan.join(', ')}`);
    const slots: Slot[] = [];
    const soakStart = Date.now();
    for (const [index, kind] of plan.entries()) {
      const start = Date.now();
      const from = await lastPosition(pool);
      const unlockLoad =
        kind === 'command-api'
          ? startUnlockLoad({
              baseUrl: topology.edgeUrl,
              session,
              targets: unlockTargets.splice(0, UNLOCKS_PER_FAULT),
              perSecond: UNLOCKS_PER_SECOND,
            })
          : null;
      await sleep(LEAD_MS);
      const outcome = await FAULTS[kind](context);
      await sleep(Math.max(0, soakStart + (index + 1) * slotMs - Date.now()));
      unlocks.push(...((await unlockLoad?.stop()) ?? []));
      slots.push({ kind, outcome, start, end: Date.now(), from, until: await lastPosition(pool) });
      say(
        `${index + 1}/${plan.length} ${kind}: killed ${outcome.victim}; ${outcome.recovery}${outcome.restartMs === null ? '' : `; restarted, healthy after ${outcome.restartMs} ms`}`,
      );
    }

    const [stageRequests, readRequests] = await Promise.all([stageLoad.stop(), readLoad.stop()]);
    say('load stopped; checking the invariants');
    const rows: Row[] = [];
    for (const [index, slot] of slots.entries())
      rows.push(await slotRow(pool, index, slot, { stageRequests, unlocks, readRequests, offerIds: world.movableOfferIds }));
    await waitUntilCaughtUp(pool, store, 120_000);
    const journalCheck = await checkOfferJournal(pool, journal);
    const answeredUnlocks = unlocks.flatMap((unlock) => (unlock.unlockId ? [unlock.unlockId] : []));
    const unlockCheck = await waitForUnlocksFinished(
      pool,
      world.unlockTargets.map((target) => target.offerId),
      answeredUnlocks,
    );
    const comparisons = await compareWithCleanRebuild(pool, store);
    const board = await boardStages(topology.edgeUrl, session);
    const misplaced = [...journal.offers].filter(([id, history]) => {
      const shown = board.get(id);
      return history.retired ? shown !== history.stage && shown !== history.uncertain : shown !== history.stage;
    });
    const acked = [...journal.offers.values()].reduce((sum, history) => sum + history.acked.length, 0);
    const unknown = [...journal.offers.values()].filter((history) => history.uncertain !== null).length;
    const differing = comparisons.filter((comparison) => comparison.missing.length > 0 || comparison.extra.length > 0);

    const allCommands = countRequests([...stageRequests, ...unlocks]);
    const allReads = countRequests(readRequests);
    const totals: Row[] = [
      {
        requests: 'stage changes',
        sent: stageRequests.length,
        '2xx': countRequests(stageRequests).ok,
        errors: errorsText(countRequests(stageRequests).errors),
        stored: journalCheck.stored,
      },
      {
        requests: 'unlocks',
        sent: unlocks.length,
        '2xx': countRequests(unlocks).ok,
        errors: errorsText(countRequests(unlocks).errors),
        stored: unlockCheck.stored,
      },
      { requests: 'board reads', sent: allReads.sent, '2xx': allReads.ok, errors: errorsText(allReads.errors), stored: '–' },
    ];
    const invariants: SoakReport['invariants'] = [
      {
        check:
          'every stage change answered 2xx is stored, once, in the order answered; each stored move starts where the last ended; a move without an answer is stored at most once',
        holds: journalCheck.problems.length === 0,
        detail: `${acked} answered 2xx, ${journalCheck.stored} stored, ${unknown} without a 2xx answer${journalCheck.problems.length > 0 ? `; ${journalCheck.problems.slice(0, 3).join('; ')}` : ''}`,
      },
      {
        check:
          'every unlock answered 201 is stored, and every stored unlock moved its offer to unlocked exactly once (the follow-up reactor finishes those a dead instance left)',
        holds: unlockCheck.lost.length === 0 && unlockCheck.unfinished.length === 0 && unlockCheck.movedTwice.length === 0,
        detail: `${answeredUnlocks.length} answered 201, ${unlockCheck.stored} stored, ${unlockCheck.unfinished.length} unfinished, ${unlockCheck.movedTwice.length} moved twice, ${unlockCheck.lost.length} lost`,
      },
      {
        check: 'every read model equals a clean rebuild from the event store',
        holds: differing.length === 0,
        detail: `${comparisons.map((comparison) => `${comparison.projection} ${comparison.rows} rows`).join(', ')}${differing.length > 0 ? `; differing: ${differing.map((comparison) => `${comparison.projection} (${comparison.missing.length} missing, ${comparison.extra.length} extra)`).join(', ')}` : ''}`,
      },
      {
        check: 'the board (GET /api/offers/{stage} through the edge) shows every offer of the load in the stage its clients were last told',
        holds: misplaced.length === 0,
        detail: `${journal.offers.size} offers, ${misplaced.length} elsewhere`,
      },
    ];
    const failedCommands = errorCount(allCommands.errors);
    const report: SoakReport = {
      startedAt,
      command: reproduceSoak(options),
      machine,
      minutes: options.minutes,
      load: `${STAGE_CHANGES_PER_SECOND} stage changes/s (PUT /api/offers/{id}, random offers, no \`from\`), ${READS_PER_SECOND} board reads/s, and ${UNLOCKS_PER_FAULT} unlocks at ${UNLOCKS_PER_SECOND}/s around each command-api kill`,
      rows,
      totals,
      invariants,
      notes: [
        `${failedCommands} of ${allCommands.sent} commands and ${errorCount(allReads.errors)} of ${allReads.sent} reads failed; child process logs: ${path.relative(process.cwd(), logPath)}.`,
      ],
    };
    console.log(`\n${textTable(rows)}\n\n${textTable(totals)}\n`);
    for (const invariant of invariants) say(`${invariant.holds ? 'holds' : 'VIOLATED'}: ${invariant.check} (${invariant.detail})`);
    await writeFile(options.output, renderSoakReport(report));
    say(`report written to ${path.relative(process.cwd(), options.output)}`);
    return invariants.every((invariant) => invariant.holds);
  } finally {
    await stopEverything();
    await store.close();
    await pool.end();
    await database.drop();
    await postgres.stop();
    log.end();
  }
}

try {
  const held = await main(parseSoakArgs(process.argv.slice(2)));
  process.exit(held ? 0 : 1);
} catch (error) {
  console.error('soak failed:', error);
  process.exit(1);
}
