import { setTimeout as sleep } from 'node:timers/promises';
import type { LoadedHistory } from '../history/load-history';
import { reproduce, type Options, type SectionName } from '../lib/cli';
import { resolveNats } from '../lib/nats';
import type { SectionResult } from '../lib/report';
import type { Settings } from '../lib/settings';
import { count, mb, mib, ms } from '../lib/stats';
import type { Row } from '../lib/table';
import { signIn, type Session } from '../server/http-client';
import { fillOfferBoard, queryKeys, registerBenchAdmin, type BenchAdmin } from '../server/fixtures';
import { sampleMemory, startServer, type ServerProcess } from '../server/server-process';
import { commandsSection, measureCommands } from './commands';
import { measureFreshness, type FreshnessPoint } from './freshness';
import { benchQueries } from './queries';

export interface ServerSectionsInput {
  databaseUrl: string;
  settings: Settings;
  options: Options;
  history: LoadedHistory;
  onSection(section: SectionResult): void;
}

/** 300 MB as written in the target, in bytes (286 MiB): the stricter reading. */
const MEMORY_TARGET = 300 * 1000 ** 2;
const FRESH_READ_MODEL_P99 = 50;
const FRESH_PUSH_P99 = 100;

/** A sample of the history's offers, so that each benchmark touches offers spread over the store. */
function sample(ids: readonly string[], size: number): string[] {
  const copy = [...ids];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as string, copy[i] as string];
  }
  return copy.slice(0, size);
}

async function withServer<T>(
  databaseUrl: string,
  natsUrl: string | null,
  label: string,
  work: (server: ServerProcess) => Promise<T>,
  entry: 'main' | 'command-api' = 'main',
): Promise<T> {
  const server = await startServer({ databaseUrl, natsUrl, label, entry });
  console.log(`  server (${server.bus} bus) pid ${server.pid} ready in ${server.readySeconds.toFixed(1)} s`);
  try {
    return await work(server);
  } finally {
    await server.stop();
  }
}

function freshnessSection(points: FreshnessPoint[], settings: Settings, options: Options, notes: string[]): SectionResult {
  const rows: Row[] = points.map((p) => ({
    bus: p.bus,
    'commands/s': `${p.rate}/s`,
    'read model p50': ms(p.readModel.p50),
    'read model p99': ms(p.readModel.p99),
    'push p50': ms(p.push.p50),
    'push p99': ms(p.push.p99),
    'command p99': ms(p.commands.latency.p99),
    'not seen in 5 s': count(p.missingReadModel + p.missingPush),
  }));
  const at500 = points.filter((p) => p.rate === 500);
  const worstRead = Math.max(...at500.map((p) => p.readModel.p99));
  const worstPush = Math.max(...at500.map((p) => p.push.p99));
  const complete = at500.length > 0 && at500.every((p) => p.missingReadModel === 0 && p.missingPush === 0 && p.commands.errors === 0);
  const early = points.reduce((sum, p) => sum + p.pushBeforeAnswer, 0);
  return {
    name: 'freshness',
    title: 'Freshness',
    about: `Commands (\`PUT /api/offers/{id}\`, each to an offer no other command in flight is touching) at a fixed rate for ${settings.rateSeconds} s; for each, the time from its answer to (a) the offer board row showing the new stage, polled for all waiting offers in one query about every millisecond (resolution: one round trip plus 1 ms), and (b) the \`rm.offer-board.changed\` push arriving on a WebSocket subscribed to \`pipe.{userId}\` of the signed-in admin. Once with the in-process bus, once with NATS (a server restarted with \`NATS_URL\`).`,
    command: reproduce(options, 'freshness'),
    tables: [{ rows }],
    targets: [
      {
        text: `p99 ≤ ${FRESH_READ_MODEL_P99} ms to the read model at 500 commands/s`,
        actual: at500.length > 0 ? `worst ${ms(worstRead)}` : 'not run',
        met: at500.length > 0 ? worstRead <= FRESH_READ_MODEL_P99 && complete : null,
      },
      {
        text: `p99 ≤ ${FRESH_PUSH_P99} ms to the browser push at 500 commands/s`,
        actual: at500.length > 0 ? `worst ${ms(worstPush)}` : 'not run',
        met: at500.length > 0 ? worstPush <= FRESH_PUSH_P99 && complete : null,
      },
    ],
    notes: [...(early > 0 ? [`${count(early)} pushes arrived before the command's own answer; they count as 0 ms.`] : []), ...notes],
  };
}

const READY_TARGET_SECONDS = 10;

function startSection(measured: { firstStart: number; restart: number; events: number }, options: Options): SectionResult {
  const seconds = (value: number): string => `${value.toFixed(1)} s`;
  return {
    name: 'start',
    title: 'Server start',
    about: `Seconds from spawning the server (\`server/dist/main.js\`, in-process bus) until it answers HTTP and every projection has reached the head of the log: once on a database whose read models are empty (every projection catches up on the ${count(measured.events)} events of the server's history, in batches of 2,000 applied to all of them in one transaction), once again on the same database afterwards, its read models current (a deploy, a crash and restart).`,
    command: reproduce(options, 'start'),
    tables: [
      {
        rows: [
          { start: `read models empty: catch up on ${count(measured.events)} events`, 'ready after': seconds(measured.firstStart) },
          { start: 'read models current (restart)', 'ready after': seconds(measured.restart) },
        ],
      },
    ],
    targets: [
      {
        text: `ready ≤ ${READY_TARGET_SECONDS} s after a restart with the read models current`,
        actual: seconds(measured.restart),
        met: measured.restart <= READY_TARGET_SECONDS,
      },
    ],
    notes: [],
  };
}

/** Commands, freshness, queries and memory: against the real server as a child process. */
export async function runServerSections(input: ServerSectionsInput): Promise<{ skipped: string[] }> {
  const { databaseUrl, settings, options, history } = input;
  const wants = (name: SectionName): boolean => options.only.has(name);
  const skipped: string[] = [];
  const admin: BenchAdmin = await registerBenchAdmin(databaseUrl);
  const board = wants('queries') ? await fillOfferBoard(databaseUrl, settings.boardOffers) : null;
  if (board) console.log(`  offer board: ${count(board.offers)} offers (${count(board.added)} added in ${board.seconds.toFixed(1)} s)`);
  const commandOffers = history.offerIds;
  const freshnessOffers = sample(history.offerIds, 5000);
  let freshness: FreshnessPoint[] = [];
  let firstStart = Number.NaN;
  let adminSession: Session | null = null;

  await withServer(databaseUrl, null, 'in-process', async (server) => {
    firstStart = server.readySeconds;
    await sleep(1000);
    const idle = server.memory();
    const session = await signIn(server.baseUrl, admin.email, admin.password);
    adminSession = session;
    if (board) input.onSection(await benchQueries(server, session, await queryKeys(databaseUrl), board, settings, options));
    if (wants('commands') || wants('memory')) {
      const sampler = sampleMemory(server.pid);
      const measurement = await measureCommands(server, databaseUrl, session, commandOffers, settings);
      const { maxRss } = sampler.stop();
      const afterLoad = server.memory();
      if (wants('commands'))
        input.onSection(commandsSection(measurement, settings, options, { bus: server.bus, offers: commandOffers.length }));
      if (wants('memory')) {
        const rows: Row[] = [
          { state: 'idle, after start and catch-up', 'resident memory (RSS)': `${mib(idle.rss)} (${mb(idle.rss)})` },
          { state: 'under the commands load (largest sample every 200 ms)', 'resident memory (RSS)': `${mib(maxRss)} (${mb(maxRss)})` },
          { state: 'high-water mark since start (VmHWM)', 'resident memory (RSS)': `${mib(afterLoad.peak)} (${mb(afterLoad.peak)})` },
        ];
        input.onSection({
          name: 'memory',
          title: 'Memory',
          about: `Resident memory of the server process (\`/proc/<pid>/status\`; PostgreSQL not counted), idle and during the commands load of section "Commands over HTTP" (fixed rates, then saturation with ${settings.saturationConnections} connections).`,
          command: reproduce(options, 'memory'),
          tables: [{ rows }],
          targets: [
            {
              text: '≤ 300 MB (286 MiB) under load',
              actual: `${mb(Math.max(maxRss, afterLoad.peak))} (${mib(Math.max(maxRss, afterLoad.peak))})`,
              met: Math.max(maxRss, afterLoad.peak) <= MEMORY_TARGET,
            },
          ],
          notes: [],
        });
      }
    }
    if (wants('freshness'))
      freshness = await measureFreshness(server, databaseUrl, session, freshnessOffers, settings.rates, settings.rateSeconds);
  });

  if (wants('start')) {
    // The same database again: every read model is current, as after a deploy or a crash.
    const restart = await withServer(databaseUrl, null, 'restart', (server) => Promise.resolve(server.readySeconds));
    input.onSection(startSection({ firstStart, restart, events: history.events }, options));
  }

  if (wants('split') && adminSession) {
    const nats = await resolveNats();
    if (!nats)
      skipped.push('split deployment: no NATS server answers at NATS_URL or nats://127.0.0.1:4222 and no nats-server is installed');
    else {
      try {
        const session: Session = adminSession;
        const projectors = await startServer({ databaseUrl, natsUrl: nats.url, label: 'split-projectors', entry: 'projectors' });
        try {
          await withServer(
            databaseUrl,
            nats.url,
            'split-command-api',
            async (server) => {
              const measurement = await measureCommands(server, databaseUrl, session, commandOffers, settings, projectors);
              input.onSection(
                commandsSection(measurement, settings, options, { bus: server.bus, offers: commandOffers.length, split: true }),
              );
            },
            'command-api',
          );
        } finally {
          await projectors.stop();
        }
      } finally {
        await nats.stop();
      }
    }
  }

  if (wants('freshness')) {
    const notes: string[] = [];
    const nats = await resolveNats();
    if (nats) {
      try {
        await withServer(databaseUrl, nats.url, 'nats', async (server) => {
          const session = await signIn(server.baseUrl, admin.email, admin.password);
          freshness.push(...(await measureFreshness(server, databaseUrl, session, freshnessOffers, settings.rates, settings.rateSeconds)));
        });
        notes.push(`NATS: ${nats.origin}.`);
      } catch (error) {
        // The in-process half stands on its own; report the NATS half as not measured, with why.
        const reason = `freshness with NATS failed: ${error instanceof Error ? error.message : String(error)}`;
        console.error(`  ${reason}`);
        skipped.push(reason);
        notes.push(`Not measured: ${reason}.`);
      } finally {
        await nats.stop();
      }
    } else {
      const reason = 'freshness with NATS: no NATS server answers at NATS_URL or nats://127.0.0.1:4222 and no nats-server is installed';
      skipped.push(reason);
      notes.push(`Not measured: ${reason}.`);
    }
    for (const p of freshness)
      console.log(`  freshness ${p.bus} ${p.rate}/s: read model p99 ${ms(p.readModel.p99)}, push p99 ${ms(p.push.p99)}`);
    input.onSection(freshnessSection(freshness, settings, options, notes));
  }
  return { skipped };
}
