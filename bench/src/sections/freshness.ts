import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import WebSocket from 'ws';
import { BENCH_MOVES, BENCH_REASON } from '../lib/moves';
import { openLoop, type OpenLoopResult } from '../lib/load';
import { summarize, type LatencySummary } from '../lib/stats';
import { createHttpClient, type Session } from '../server/http-client';
import { offerStages } from '../server/fixtures';
import { waitForProjections, type ServerProcess } from '../server/server-process';

const MOVABLE = BENCH_MOVES;
const GIVE_UP_MS = 5000;

interface Tracked {
  offerId: string;
  stage: string;
  respondedAt: number | null;
  pushedAt: number | null;
  visibleAt: number | null;
  done: () => void;
}

export interface FreshnessPoint {
  bus: string;
  rate: number;
  commands: OpenLoopResult;
  readModel: LatencySummary;
  push: LatencySummary;
  /** Changes not seen within the give-up time. */
  missingReadModel: number;
  missingPush: number;
  /** Pushes that arrived before the command's own answer (counted as 0 ms). */
  pushBeforeAnswer: number;
}

async function connectGateway(server: ServerProcess, session: Session): Promise<WebSocket> {
  const socket = new WebSocket(`ws://127.0.0.1:${server.port}/ws`, { headers: { cookie: session.cookie } });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  const channel = `pipe.${session.userId}`;
  const subscribed = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no subscription confirmation from /ws')), 5000);
    socket.on('message', function confirm(raw: Buffer) {
      const message = JSON.parse(raw.toString('utf8')) as { type?: string; channel?: string };
      if (message.type === 'subscribed' && message.channel === channel) {
        clearTimeout(timer);
        socket.off('message', confirm);
        resolve();
      }
    });
  });
  socket.send(JSON.stringify({ type: 'subscribe', channel }));
  await subscribed;
  return socket;
}

/**
 * From a command's answer to (a) the offer board row showing the new stage and (b) the WebSocket push
 * arriving at a subscribed client. An offer is used by one command at a time, so every change is
 * matched to its command. The read model is polled in one query for all waiting offers, about every millisecond.
 */
export async function measureFreshness(
  server: ServerProcess,
  databaseUrl: string,
  session: Session,
  offerIds: readonly string[],
  rates: readonly number[],
  seconds: number,
): Promise<FreshnessPoint[]> {
  const client = createHttpClient(server.baseUrl);
  // A freshly started server's first requests compile its code paths; keep them out of the figures.
  await openLoop(200, Math.max(2, seconds / 2), async () => {
    const answer = await client.request('PUT', `/api/offers/${offerIds[Math.floor(Math.random() * offerIds.length)] ?? ''}`, session, {
      stage: 'in_process',
      reason: BENCH_REASON,
    });
    return answer.ms;
  });
  await waitForProjections(databaseUrl, 120_000);
  const stages = await offerStages(databaseUrl, offerIds);
  const free = offerIds.filter((id) => stages.has(id));
  const tracked = new Map<string, Tracked>();
  const socket = await connectGateway(server, session);
  socket.on('message', (raw: Buffer) => {
    const at = performance.now();
    const message = JSON.parse(raw.toString('utf8')) as { type?: string; data?: { offerId?: string; to?: string } };
    if (message.type !== 'change' || !message.data?.offerId) return;
    const entry = tracked.get(message.data.offerId);
    if (entry && entry.pushedAt === null && message.data.to === entry.stage) {
      entry.pushedAt = at;
      if (entry.visibleAt !== null) entry.done();
    }
  });

  const poller = new pg.Client({ connectionString: databaseUrl });
  await poller.connect();
  let polling = true;
  const pollLoop = (async () => {
    while (polling) {
      const waiting = [...tracked.values()].filter((t) => t.respondedAt !== null && t.visibleAt === null);
      if (waiting.length === 0) {
        await sleep(1);
        continue;
      }
      const result = await poller.query<{ id: string; stage: string }>(
        'select offer_id::text as id, stage from rm_offer_board.offers where offer_id = any($1::uuid[])',
        [waiting.map((t) => t.offerId)],
      );
      const at = performance.now();
      for (const row of result.rows) {
        const entry = tracked.get(row.id);
        if (entry && entry.visibleAt === null && entry.respondedAt !== null && row.stage === entry.stage) {
          entry.visibleAt = at;
          if (entry.pushedAt !== null) entry.done();
        }
      }
      // A pause between polls keeps the poller from loading PostgreSQL with a thousand queries a second.
      await sleep(1);
    }
  })();

  const points: FreshnessPoint[] = [];
  try {
    for (const rate of rates) {
      await waitForProjections(databaseUrl, 120_000);
      const readModel: number[] = [];
      const push: number[] = [];
      let missingReadModel = 0;
      let missingPush = 0;
      let pushBeforeAnswer = 0;
      const finishing: Array<Promise<void>> = [];
      const commands = await openLoop(rate, seconds, async () => {
        const offerId = free.shift();
        if (!offerId) throw new Error('no free offer: every tracked offer is still waiting for its change');
        const current = stages.get(offerId);
        const stage = MOVABLE.filter((s) => s !== current)[Math.floor(Math.random() * (MOVABLE.length - 1))] ?? 'new';
        let release: () => void = () => undefined;
        const settled = new Promise<void>((resolve) => {
          release = resolve;
        });
        const entry: Tracked = { offerId, stage, respondedAt: null, pushedAt: null, visibleAt: null, done: () => release() };
        tracked.set(offerId, entry);
        const answer = await client.request('PUT', `/api/offers/${offerId}`, session, { stage, reason: BENCH_REASON });
        entry.respondedAt = performance.now();
        if (answer.status !== 200) {
          tracked.delete(offerId);
          free.push(offerId);
          throw new Error(`PUT /api/offers answered ${answer.status}`);
        }
        stages.set(offerId, stage);
        finishing.push(
          Promise.race([settled, sleep(GIVE_UP_MS)]).then(() => {
            const responded = entry.respondedAt ?? 0;
            if (entry.visibleAt === null) missingReadModel += 1;
            else readModel.push(entry.visibleAt - responded);
            if (entry.pushedAt === null) missingPush += 1;
            else {
              if (entry.pushedAt < responded) pushBeforeAnswer += 1;
              push.push(Math.max(0, entry.pushedAt - responded));
            }
            tracked.delete(offerId);
            free.push(offerId);
          }),
        );
        return answer.ms;
      });
      await Promise.all(finishing);
      points.push({
        bus: server.bus,
        rate,
        commands,
        readModel: summarize(readModel),
        push: summarize(push),
        missingReadModel,
        missingPush,
        pushBeforeAnswer,
      });
    }
  } finally {
    polling = false;
    await pollLoop;
    await poller.end();
    socket.close();
    client.close();
  }
  return points;
}
