import { setTimeout as sleep } from 'node:timers/promises';
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
  costs: { idle: PointCost; rates: PointCost[]; saturation: PointCost };
}

/**
 * Runs `load` and reads what it cost: CPU of the server (and of the projectors' process when they run
 * apart), PostgreSQL and this process, and the server's loop delay.
 */
async function measured<T>(
  server: ServerProcess,
  projectors: ServerProcess | undefined,
  operations: (result: T) => number,
  load: () => Promise<T>,
): Promise<[T, PointCost]> {
  await server.loopDelay();
  const before = sampleCpu(server.pid, projectors?.pid);
  const result = await load();
  const after = sampleCpu(server.pid, projectors?.pid);
  const loop = await server.loopDelay();
  return [result, { cpu: cpuBetween(before, after, operations(result)), loop }];
}

/**
 * PUT /api/offers/{id} to random offers of the history: idle first, fixed rates, then saturation. With
 * `projectors`, `server` is the split deployment's command API and the projections run in that process.
 */
export async function measureCommands(
  server: ServerProcess,
  databaseUrl: string,
  session: Session,
  offerIds: readonly string[],
  settings: Settings,
  projectors?: ServerProcess,
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
  // What the server spends with no request at all (timers, schedulers, the projections' idle look at the log).
  await waitForProjections(databaseUrl, 120_000);
  const [, idle] = await measured(
    server,
    projectors,
    () => 0,
    () => sleep(settings.rateSeconds * 1000),
  );
  console.log(`  idle for ${settings.rateSeconds} s: ${describeCost(idle)}`);
  try {
    await openLoop(100, 1, command);
    for (const rate of settings.rates) {
      await waitForProjections(databaseUrl, 120_000);
      const [result, cost] = await measured(
        server,
        projectors,
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
    projectors,
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
  return { saturation, rates, costs: { idle, rates: rateCosts, saturation: saturationCost } };
}

const cpuMs = (value: number): string => (Number.isFinite(value) ? `${value.toFixed(2)} ms` : 'n/a');
const cores = (value: number): string => (Number.isFinite(value) ? value.toFixed(2) : 'n/a');

function describeCost(cost: PointCost): string {
  const { perOperation, cores: busy } = cost.cpu;
  const loop = cost.loop ? `, loop delay p99 ${ms(cost.loop.p99)} max ${ms(cost.loop.max)}` : '';
  const projectors = busy.projectors > 0 ? `, projectors ${cpuMs(perOperation.projectors)}` : '';
  return `CPU per command server ${cpuMs(perOperation.server)}${projectors}, PostgreSQL ${cpuMs(perOperation.postgres)}, load ${cpuMs(perOperation.load)}; cores busy ${cores(busy.total)}${loop}`;
}

function costRow(load: string, cost: PointCost, split: boolean): Row {
  const { perOperation, cores: busy } = cost.cpu;
  return {
    load,
    [split ? 'command API CPU/cmd' : 'server CPU/cmd']: cpuMs(perOperation.server),
    ...(split ? { 'projectors CPU/cmd': cpuMs(perOperation.projectors) } : {}),
    'PostgreSQL CPU/cmd': cpuMs(perOperation.postgres),
    'load generator CPU/cmd': cpuMs(perOperation.load),
    'all/cmd': cpuMs(perOperation.total),
    [split ? 'cores busy (command API, projectors, PostgreSQL, all)' : 'cores busy (server, PostgreSQL, all)']: split
      ? `${cores(busy.server)}, ${cores(busy.projectors)}, ${cores(busy.postgres)}, ${cores(busy.total)}`
      : `${cores(busy.server)}, ${cores(busy.postgres)}, ${cores(busy.total)}`,
    [split ? 'command API loop delay p50 / p99 / max' : 'server loop delay p50 / p99 / max']: cost.loop
      ? `${ms(cost.loop.p50)} / ${ms(cost.loop.p99)} / ${ms(cost.loop.max)}`
      : 'n/a',
  };
}

const SATURATION_TARGET = 1500;
const P99_TARGET_MS = 25;

export function commandsSection(
  measurement: CommandsMeasurement,
  settings: Settings,
  options: Options,
  context: { bus: string; offers: number; split?: boolean },
): SectionResult {
  const split = context.split ?? false;
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
  const splitAbout = `The split deployment (\`server/src/services/\`): the same commands sent to one command-API process (\`server/dist/command-api.js\`), the projections in one projectors process (\`server/dist/projectors.js\`), NATS between them, on the same database and the same two cores; the command's answer waits for its read model by looking at the projection's checkpoint. What each process spends per command is what a deployment with cores of their own would need of each. `;
  return {
    name: split ? 'split' : 'commands',
    title: split ? 'Commands over HTTP, split deployment' : 'Commands over HTTP',
    about: `${split ? splitAbout : ''}\`PUT /api/offers/{id}\` with a random stage of new, in_process, unqualified (and a reason, as the transition table asks of an admin) for a random offer of the history (${count(context.offers)} offers), signed in as an admin with the session cookie and the echoed XSRF token, against the real server (\`server/src/main.ts\`, ${context.bus} bus) as a child process on the benchmark database. Each command loads the offer's stream, decides, appends, and answers with the card from the read model. Fixed rates are an open loop (requests start on schedule whatever the answers' speed; latency from sending to the full answer) for ${settings.rateSeconds} s each; saturation is autocannon with ${saturation.connections} connections for ${settings.saturationSeconds} s. Projections catch up between runs.`,
    command: reproduce(options, split ? 'split' : 'commands'),
    tables: [
      { rows },
      {
        caption:
          'Where the CPU went: milliseconds of CPU per command of the server process, of every PostgreSQL process and of the load generator (this process), from `/proc`, and the cores they kept busy; the event loop delay sampled every millisecond inside the server (`bench/src/server/loop-probe.cjs`). On a machine of N cores, throughput cannot pass N ÷ (all CPU per command).',
        rows: [
          costRow(`idle, no requests (${settings.rateSeconds} s)`, costs.idle, split),
          ...rates.map((r, i) => costRow(`fixed ${r.targetPerSecond}/s`, costs.rates[i] as PointCost, split)),
          costRow(`saturation, ${saturation.connections} connections`, costs.saturation, split),
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
