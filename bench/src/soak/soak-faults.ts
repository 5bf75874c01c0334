import { setTimeout as sleep } from 'node:timers/promises';
import type { createDatabasePool } from '@rm/platform';
import type { NatsServerProcess } from '@rm/platform';
import { leaseHolders, listenForPushes, waitForLeases, type ApiSession, type SplitTopology, type StageRequest } from '@rm/server/failover';
import type { FaultKind } from './soak-plan';

type DatabasePool = Awaited<ReturnType<typeof createDatabasePool>>;

/** What a fault needs to reach. */
export interface FaultContext {
  topology: SplitTopology;
  nats: NatsServerProcess;
  pool: DatabasePool;
  session: ApiSession;
  /** Leases a projector holds when it runs everything. */
  leases: number;
  /** The stage changes sent so far (the NATS fault waits for one sent after the resync to be pushed). */
  stageRequests: readonly StageRequest[];
}

export interface FaultOutcome {
  victim: string;
  /** Date.now() of the kill. */
  killedAt: number;
  /** How the system got over it, in words with the time it took. */
  recovery: string;
  /** Milliseconds from the fresh process's start to its health (null for NATS). */
  restartMs: number | null;
}

/** How long a killed instance stays dead before a fresh process is started for it. */
const DEAD_MS = 3000;
/** The changes made this long after a NATS restart's resync are checked for their pushes. */
const AFTER_RESYNC_MS = 2000;

async function killAndRestart(
  context: FaultContext,
  victim: string,
  recover: (killedAt: number) => Promise<string>,
): Promise<FaultOutcome> {
  const killedAt = Date.now();
  await context.topology.kill(victim);
  const recovery = await recover(killedAt);
  await sleep(Math.max(0, killedAt + DEAD_MS - Date.now()));
  const restarting = performance.now();
  await context.topology.restart(victim);
  return { victim, killedAt, recovery, restartMs: Math.round(performance.now() - restarting) };
}

async function projectorFault(context: FaultContext): Promise<FaultOutcome> {
  const holders = await leaseHolders(context.pool);
  const victim = [...holders.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'projectors-1';
  const standby = context.topology.of('projectors').find((instance) => instance.name !== victim)?.name ?? '';
  return killAndRestart(context, victim, async () => {
    const takeover = await waitForLeases(context.pool, standby, context.leases, performance.now(), 15_000);
    return takeover === null
      ? `${standby} did not hold all ${context.leases} leases within 15 s`
      : `${standby} held all ${context.leases} leases after ${Math.round(takeover)} ms`;
  });
}

const instanceFault = (service: 'command-api' | 'query-api') => {
  let turn = 0;
  return (context: FaultContext): Promise<FaultOutcome> => {
    turn += 1;
    return killAndRestart(context, `${service}-${((turn + 1) % 2) + 1}`, () => Promise.resolve('the edge sends to the other instance'));
  };
};

async function natsFault(context: FaultContext): Promise<FaultOutcome> {
  const listener = await listenForPushes(context.topology.edgeUrl, context.session.cookie, `pipe.${context.session.userId}`);
  try {
    const killedAt = Date.now();
    await context.nats.kill();
    await sleep(1500);
    const restartedAt = Date.now();
    await context.nats.start();
    const resync = await listener.waitFor((frame) => frame.type === 'resync', 15_000);
    const resyncAt = resync?.at ?? Date.now();
    const pushed = await listener.waitFor(
      (frame) =>
        frame.type === 'change' &&
        frame.at > resyncAt &&
        context.stageRequests.some(
          (request) => request.sentAt > resyncAt && request.offerId === frame.data?.offerId && request.target === frame.data.to,
        ),
      30_000,
    );
    // Every change made after the resync must be pushed: the browser looked again at the resync and relies on pushes since.
    await sleep(Math.max(0, resyncAt + AFTER_RESYNC_MS + 3000 - Date.now()));
    const madeAfter = context.stageRequests.filter(
      (request) =>
        request.sentAt > resyncAt && request.sentAt <= resyncAt + AFTER_RESYNC_MS && request.status >= 200 && request.status < 300,
    );
    const unpushed = madeAfter.filter(
      (request) =>
        !listener.frames.some(
          (frame) =>
            frame.type === 'change' &&
            frame.at >= request.sentAt &&
            frame.data?.offerId === request.offerId &&
            frame.data.to === request.target,
        ),
    );
    const recovery =
      `${resync ? `resync ${resyncAt - restartedAt} ms` : 'no resync in 15 s'} and ${pushed ? `pushes ${pushed.at - restartedAt} ms` : 'no push in 30 s'} after the restart (down 1.5 s); ` +
      `${unpushed.length} of ${madeAfter.length} changes made in the ${AFTER_RESYNC_MS / 1000} s after the resync never pushed`;
    return { victim: 'nats-server', killedAt, recovery, restartMs: null };
  } finally {
    listener.close();
  }
}

export const FAULTS: Record<FaultKind, (context: FaultContext) => Promise<FaultOutcome>> = {
  projector: projectorFault,
  'command-api': instanceFault('command-api'),
  'query-api': instanceFault('query-api'),
  nats: natsFault,
};
