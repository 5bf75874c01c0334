import { createWriteStream, mkdtempSync, rmSync, type WriteStream } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { EventStore } from '@rm/eventstore';
import {
  createDatabasePool,
  createTestDatabase,
  natsServerBinary,
  startNatsServerProcess,
  testKekDirectory,
  TEST_STREAM_KEY_SECRET,
  type NatsServerProcess,
  type TestDatabase,
} from '@rm/platform';
import type { DatabasePool } from 'slonik';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { COMPILED_SERVICES_VARIABLE } from '../../testing/compiled-services';
import { prepareSplitStore, startSplitTopology, type SplitTopology, type SplitTopologyOptions } from '../launcher/split-topology';
import { callApi, signIn, type ApiSession } from './api-client';
import { boardStages } from './board-stages';
import { leasedProjections, waitUntilCaughtUp } from './caught-up';
import { compareWithCleanRebuild } from './clean-rebuild';
import { leaseHolders, waitForLeases } from './lease-holders';

import { checkOfferJournal, createOfferJournal, type OfferJournal } from './offer-journal';
import { openStoreAsServices } from './services-store';
import { createSmallWorld, type SmallWorld } from './small-world';
import { countRequests, startStageLoad } from './stage-load';
import { eventsSince, lastPosition, stageChangesOf, stageChangesSince } from './store-counts';
import { startTcpProxy, type TcpProxy } from './tcp-proxy';
import { startUnlockLoad } from './unlock-load';
import { waitForUnlocksFinished } from './unlock-check';
import { oldestTransactions } from './oldest-transactions';
import { listenForPushes, type PushFrame, type PushListener } from './push-listener';

/**
 * The split deployment as real processes (2 × command-api, 2 × query-api, 2 × projectors, the edge) on a
 * database and a nats-server of their own, under load, while processes are killed: nothing acknowledged
 * is lost, nothing is applied twice, nothing is left half done.
 */
const natsServer = natsServerBinary();
if (!natsServer) {
  if (process.env.CI) throw new Error('nats-server is not installed; CI requires the failover test.');
  console.log('failover test skipped: nats-server is not installed');
}

const LOAD_PER_SECOND = 60;
/**
 * How long a push may take. Events become readable to the projectors only once every transaction that was
 * running when they were appended has ended, anywhere on the PostgreSQL server (the store's gap-free read),
 * so on a shared server another database's long transaction delays them.
 */
const PUSH_WAIT_MS = 30_000;
/** Offers the tests move by hand; the rest are the load's. */
const MANUAL_OFFERS = 10;

let nats: NatsServerProcess;
/** The projectors reach NATS through this relay, so that their link alone can be cut. */
let projectorsBus: TcpProxy;
let database: TestDatabase;
let pool: DatabasePool;
let store: EventStore;
let topology: SplitTopology;
let world: SmallWorld;
let sessions: ApiSession[];
let journal: OfferJournal;
let manualOffers: string[];
let log: WriteStream;
let dataDir: string | undefined;

const say = (message: string): void => console.log(`[failover] ${message}`);
const caughtUp = (): Promise<void> => waitUntilCaughtUp(pool, store);

/** Waits for a push; on timeout, says which transactions may have held the projections back. */
async function pushOf(listener: PushListener, offerId: string): Promise<PushFrame | null> {
  const push = await listener.waitFor((frame) => frame.type === 'change' && frame.data?.offerId === offerId, PUSH_WAIT_MS);
  if (!push) {
    const last = listener.frames.at(-1);
    say(
      `no push for ${offerId} within ${PUSH_WAIT_MS} ms (${listener.frames.length} frames, the last ${last ? `${Date.now() - last.at} ms ago: ${last.type}` : 'never'}); oldest transactions: ${(await oldestTransactions(pool)).join('; ')}`,
    );
  }
  return push;
}

/** Loads still running: a failed test must not leave one writing into the next. */
const loads: Array<{ stop(): Promise<unknown> }> = [];
function track<T extends { stop(): Promise<unknown> }>(load: T): T {
  loads.push(load);
  return load;
}
const admin = (): ApiSession => sessions[0] as ApiSession;

async function expectReadModelsEqualCleanRebuild(): Promise<void> {
  for (const comparison of await compareWithCleanRebuild(pool, store)) {
    expect(comparison.rows, `${comparison.projection} is empty`).toBeGreaterThan(0);
    expect({ projection: comparison.projection, missing: comparison.missing.slice(0, 5), extra: comparison.extra.slice(0, 5) }).toEqual({
      projection: comparison.projection,
      missing: [],
      extra: [],
    });
  }
}

describe.runIf(natsServer !== null)('the split deployment as processes, under load, while they fail', () => {
  beforeAll(async () => {
    const started = performance.now();
    nats = await startNatsServerProcess(natsServer ?? 'nats-server');
    projectorsBus = await startTcpProxy(Number(new URL(nats.url).port));
    database = await createTestDatabase('failover');
    dataDir = mkdtempSync(path.join(tmpdir(), 'rm-failover-'));
    const logPath = path.join(tmpdir(), `${database.name}.log`);
    log = createWriteStream(logPath);
    say(`child processes log to ${logPath}`);
    const options: SplitTopologyOptions = {
      databaseUrl: database.url,
      natsUrl: nats.url,
      env: {
        EVENTSTORE_URL: '',
        LOG_LEVEL: 'warn',
        SESSION_SECRET: 'failover-test-session-secret-0123456789',
        SEED_DEMO_DATA: 'false',
        // A data folder of its own: the children's KEK files and secrets stay out of the checkout's `.data`.
        DATA_DIR: dataDir,
        // The test worker's KEK folder and stream-key secret (the secret is one per process, and this worker
        // runs other files too): the test reads and writes the log as the services do.
        PERSONAL_DATA_KEK_DIR: testKekDirectory(),
        STREAM_KEY_SECRET: TEST_STREAM_KEY_SECRET,
      },
      compiledDir: process.env[COMPILED_SERVICES_VARIABLE],
      serviceEnv: { projectors: { NATS_URL: `nats://127.0.0.1:${projectorsBus.port}` } },
      output: (line) => log.write(line),
    };
    await prepareSplitStore(options);
    pool = await createDatabasePool(database.url, { maximumPoolSize: 4 });
    store = await openStoreAsServices(pool, options);
    world = await createSmallWorld(store);
    manualOffers = world.movableOfferIds.slice(0, MANUAL_OFFERS);
    journal = createOfferJournal(world.movableOfferIds.slice(MANUAL_OFFERS));
    topology = await startSplitTopology(options);
    await caughtUp();
    sessions = await Promise.all(world.admins.map((user) => signIn(topology.edgeUrl, user.email, user.password)));
    say(
      `topology up in ${Math.round(performance.now() - started)} ms: ${topology
        .instances()
        .map((instance) => `${instance.name} ${instance.url} pid ${instance.child.process.pid}`)
        .join(', ')}`,
    );
  }, 240_000);

  afterEach(async () => {
    for (const load of loads.splice(0)) await load.stop();
  });

  afterAll(async () => {
    await topology?.stop(5000);
    await projectorsBus?.close();
    await nats?.stop();
    await store?.close();
    await pool?.end();
    await database?.drop();
    log?.end();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('pushes a change made through command-api instance 2 to a socket on query-api instance 1', async () => {
    const [, commandApi2] = topology.of('command-api');
    const [queryApi1] = topology.of('query-api');
    const listener = await listenForPushes(queryApi1?.url ?? '', admin().cookie, `pipe.${admin().userId}`);
    track({ stop: () => Promise.resolve(listener.close()) });
    const offerId = manualOffers[0] ?? '';
    const sentAt = Date.now();
    const moved = await callApi(commandApi2?.url ?? '', 'PUT', `/api/offers/${offerId}`, admin(), { stage: 'in_process' });
    expect(moved.status).toBe(200);
    const push = await pushOf(listener, offerId);
    listener.close();
    expect(push).toMatchObject({
      channel: `pipe.${admin().userId}`,
      subject: 'rm.offer-board.changed',
      data: { offerId: offerId, from: 'new', to: 'in_process' },
    });
    say(`cross-instance push: ${(push?.at ?? 0) - sentAt} ms from the PUT to command-api-2 to the frame on query-api-1`);
  }, 60_000);

  it('lets exactly one of two concurrent moves with the same `from` on two command-api instances win', async () => {
    const [commandApi1, commandApi2] = topology.of('command-api');
    const [first, second] = sessions as [ApiSession, ApiSession];
    const rounds = manualOffers.slice(1, 6);
    const winners: string[] = [];
    for (const offerId of rounds) {
      const answers = await Promise.all([
        callApi<{ message?: string }>(commandApi1?.url ?? '', 'PUT', `/api/offers/${offerId}`, first, { stage: 'in_process', from: 'new' }),
        callApi<{ message?: string }>(commandApi2?.url ?? '', 'PUT', `/api/offers/${offerId}`, second, {
          stage: 'unqualified',
          from: 'new',
        }),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const loser = answers.find((answer) => answer.status === 409);
      expect(typeof loser?.body?.message).toBe('string');
      const winner = answers[0]?.status === 200 ? { session: first, stage: 'in_process' } : { session: second, stage: 'unqualified' };
      winners.push(winner.session === first ? 'command-api-1' : 'command-api-2');

      expect(await stageChangesOf(pool, offerId)).toEqual([{ from: 'new', to: winner.stage, actorId: winner.session.userId }]);
      await caughtUp();
      const audit = await callApi<{
        data: Array<{ type: string; actor: { id: string } | null; changes: Record<string, { before: unknown; after: unknown }> }>;
      }>(topology.edgeUrl, 'GET', `/api/audit/offer/${offerId}`, first);
      expect(audit.status).toBe(200);
      const changes = audit.body?.data.filter((entry) => entry.type === 'OfferStageChanged') ?? [];
      expect(changes).toHaveLength(1);
      expect(changes[0]?.actor?.id).toBe(winner.session.userId);
    }
    say(`concurrent moves: ${rounds.length} rounds, one 200 and one 409 each; winners ${winners.join(', ')}`);
  }, 60_000);

  it('moves every projection to the standby projector within 5 s of a kill -9, and no event is lost or applied twice', async () => {
    const from = await lastPosition(pool);
    const load = track(startStageLoad({ baseUrl: topology.edgeUrl, session: admin(), journal, perSecond: LOAD_PER_SECOND }));
    await sleep(3000);
    const holders = await leaseHolders(pool);
    expect([...holders.values()].reduce((sum, leases) => sum + leases, 0)).toBe(leasedProjections(store).length);
    const [victim] = [...holders.entries()].sort((a, b) => b[1] - a[1]).map(([instance]) => instance);
    const standby = topology.of('projectors').find((instance) => instance.name !== victim)?.name ?? '';
    const killedAt = performance.now();
    await topology.kill(victim ?? '');
    const takeoverMs = await waitForLeases(pool, standby, leasedProjections(store).length, killedAt, 5000);
    say(
      `killed ${victim} (held ${holders.get(victim ?? '')} of ${leasedProjections(store).length} leases); ${standby} held all after ${takeoverMs === null ? 'more than 5000' : Math.round(takeoverMs)} ms`,
    );
    expect(takeoverMs).not.toBeNull();
    await sleep(4000);
    const requests = await load.stop();
    await caughtUp();

    const counts = countRequests(requests);
    const check = await checkOfferJournal(pool, journal);
    say(
      `projector failover: sent ${counts.sent}, 2xx ${counts.ok}, errors ${JSON.stringify(counts.errors)}, stage changes stored ${await stageChangesSince(pool, [...journal.offers.keys()], from)}, events stored ${await eventsSince(pool, from)}`,
    );
    expect(check.problems).toEqual([]);
    // Commands do not need the projectors; what fails here fails for other reasons (see the errors printed).
    expect(counts.ok / counts.sent).toBeGreaterThanOrEqual(0.95);
    await expectReadModelsEqualCleanRebuild();
  }, 120_000);

  it('keeps taking commands through the edge when a command-api instance is killed, and leaves nothing half done', async () => {
    const from = await lastPosition(pool);
    const load = track(startStageLoad({ baseUrl: topology.edgeUrl, session: admin(), journal, perSecond: LOAD_PER_SECOND }));
    const unlockLoad = track(startUnlockLoad({ baseUrl: topology.edgeUrl, session: admin(), targets: world.unlockTargets, perSecond: 8 }));
    await sleep(2500);
    const killedAt = Date.now();
    await topology.kill('command-api-1');
    await sleep(5000);
    const [requests, unlocks] = await Promise.all([load.stop(), unlockLoad.stop()]);

    const all = countRequests([...requests, ...unlocks]);
    const afterKill = countRequests([...requests, ...unlocks], killedAt);
    const answeredUnlocks = unlocks.flatMap((unlock) => (unlock.unlockId ? [unlock.unlockId] : []));
    const unlockCheck = await waitForUnlocksFinished(
      pool,
      world.unlockTargets.map((target) => target.offerId),
      answeredUnlocks,
    );
    const check = await checkOfferJournal(pool, journal);
    say(
      `command-api failover: sent ${all.sent} (${unlocks.length} unlocks), 2xx ${all.ok}, errors ${JSON.stringify(all.errors)}; after the kill: sent ${afterKill.sent}, 2xx ${afterKill.ok}, errors ${JSON.stringify(afterKill.errors)}; ` +
        `stored: ${await stageChangesSince(pool, [...journal.offers.keys()], from)} stage changes of the load, ${unlockCheck.stored} unlocks (${answeredUnlocks.length} answered 201)`,
    );
    expect(afterKill.ok / afterKill.sent).toBeGreaterThanOrEqual(0.95);
    expect(check.problems).toEqual([]);
    expect(unlockCheck).toMatchObject({ unfinished: [], movedTwice: [], lost: [] });
    expect(unlocks.every((unlock) => unlock.status !== 201 || unlock.unlockId !== null)).toBe(true);
  }, 120_000);

  it('tells sockets to resync after a NATS restart under load, pushes again, and the read models are complete', async () => {
    const from = await lastPosition(pool);
    const listener = await listenForPushes(topology.edgeUrl, admin().cookie, `pipe.${admin().userId}`);
    track({ stop: () => Promise.resolve(listener.close()) });
    const load = track(startStageLoad({ baseUrl: topology.edgeUrl, session: admin(), journal, perSecond: LOAD_PER_SECOND }));
    await sleep(2000);
    const pushedBefore = listener.frames.filter((frame) => frame.type === 'change').length;
    await nats.kill();
    await sleep(1500);
    const restartedAt = Date.now();
    await nats.start();
    const resync = await listener.waitFor((frame) => frame.type === 'resync', 15_000);
    expect(resync).not.toBeNull();
    const resyncAt = resync?.at ?? 0;

    // Pushes flow again once the projector publishing them is back on the bus too: a change sent after the
    // resync is pushed. (One projected before the projector reconnected is lost: see the known bug below.)
    const resumed = await listener.waitFor(
      (frame) =>
        frame.type === 'change' &&
        frame.at > resyncAt &&
        load.requests.some(
          (request) => request.sentAt > resyncAt && request.offerId === frame.data?.offerId && request.target === frame.data.to,
        ),
      PUSH_WAIT_MS,
    );
    expect(resumed).not.toBeNull();
    const offerId = manualOffers[6] ?? '';
    expect((await callApi(topology.edgeUrl, 'PUT', `/api/offers/${offerId}`, admin(), { stage: 'unqualified' })).status).toBe(200);
    const push = await pushOf(listener, offerId);
    expect(push).toMatchObject({ data: { offerId: offerId, to: 'unqualified' } });
    await sleep(2000);
    const requests = await load.stop();
    const pushedAfter = listener.frames.filter((frame) => frame.type === 'change' && frame.at > resyncAt).length;
    listener.close();
    expect(pushedAfter).toBeGreaterThan(0);

    await caughtUp();
    const counts = countRequests(requests);
    const check = await checkOfferJournal(pool, journal);
    say(
      `NATS restart: sent ${counts.sent}, 2xx ${counts.ok}, errors ${JSON.stringify(counts.errors)}, stored ${await stageChangesSince(pool, [...journal.offers.keys()], from)}; ` +
        `resync ${resyncAt - restartedAt} ms after nats-server was started again, pushes again ${(resumed?.at ?? 0) - restartedAt} ms after; pushes before ${pushedBefore}, after the resync ${pushedAfter}`,
    );
    expect(check.problems).toEqual([]);
    const board = await boardStages(topology.edgeUrl, admin());
    expect(board.get(offerId)).toBe('unqualified');
    const misplaced = [...journal.offers].filter(([id, history]) => {
      const shown = board.get(id);
      return history.retired ? shown !== history.stage && shown !== history.uncertain : shown !== history.stage;
    });
    expect(misplaced.map(([id, history]) => `${id}: board ${board.get(id)}, journal ${history.stage}`)).toEqual([]);
  }, 120_000);

  // Notices a projector publishes while its NATS connection is down are dropped (the nats client discards
  // what it buffered when it dials again); the projector says on the bus when it is back, and the gateways
  // tell their sockets to resync.
  it('pushes, or tells sockets to resync about, a change projected while the projector was cut off from NATS', async () => {
    const listener = await listenForPushes(topology.edgeUrl, admin().cookie, `pipe.${admin().userId}`);
    track({ stop: () => Promise.resolve(listener.close()) });
    projectorsBus.cut();
    await sleep(300);
    const offerId = manualOffers[7] ?? '';
    expect((await callApi(topology.edgeUrl, 'PUT', `/api/offers/${offerId}`, admin(), { stage: 'in_process' })).status).toBe(200);
    await caughtUp();
    projectorsBus.restore();
    const told = await listener.waitFor(
      (frame) => frame.type === 'resync' || (frame.type === 'change' && frame.data?.offerId === offerId),
      5000,
    );
    expect(told).not.toBeNull();
  }, 60_000);

  it('after every fault, each read model equals a clean rebuild from the event store', async () => {
    await caughtUp();
    await expectReadModelsEqualCleanRebuild();
  }, 120_000);
});
