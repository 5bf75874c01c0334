import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { freePort } from '@rm/platform';
import pg from 'pg';
import { bundle } from '@rm/server';
import { workDir } from '../lib/database';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
let bundled: Promise<void> | null = null;

export interface ServerProcess {
  pid: number;
  baseUrl: string;
  port: number;
  bus: 'in-process' | 'NATS';
  /** Seconds from spawn until it answered HTTP and every projection had caught up. */
  readySeconds: number;
  memory(): { rss: number; peak: number };
  /**
   * The event loop's delay since the previous call (the first call only starts the window), sampled
   * every millisecond inside the server by `loop-probe.cjs`.
   */
  loopDelay(): Promise<LoopDelay | null>;
  stop(): Promise<void>;
}

export interface LoopDelay {
  p50: number;
  p99: number;
  max: number;
  mean: number;
}

const probe = fileURLToPath(new URL('./loop-probe.cjs', import.meta.url));

async function nextProbeLine(file: string, pid: number, sequence: number): Promise<LoopDelay | null> {
  process.kill(pid, 'SIGUSR2');
  const deadline = performance.now() + 5_000;
  while (performance.now() < deadline) {
    if (existsSync(file)) {
      const lines = readFileSync(file, 'utf8').trim().split('\n');
      const line = lines.map((text) => JSON.parse(text) as LoopDelay & { sequence: number }).find((l) => l.sequence === sequence);
      if (line) return line;
    }
    await sleep(20);
  }
  return null;
}

/** Resident set size and its high-water mark of a process, from /proc (Linux). */
export function processMemory(pid: number): { rss: number; peak: number } {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kib = (field: string): number => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN) * 1024;
    return { rss: kib('VmRSS'), peak: kib('VmHWM') };
  } catch {
    return { rss: Number.NaN, peak: Number.NaN };
  }
}

async function answers(baseUrl: string, path: string): Promise<boolean> {
  try {
    const response = await fetch(`${baseUrl}${path}`);
    await response.arrayBuffer();
    return true;
  } catch {
    return false;
  }
}

/** Waits until every projection's checkpoint has reached the event store's head. */
export async function waitForProjections(databaseUrl: string, timeoutMs: number): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const deadline = performance.now() + timeoutMs;
    for (;;) {
      const result = await client.query<{ behind: number }>(
        `select count(*)::int as behind from rm_checkpoints
         where projection not like '%\\_\\_next' and position < (select coalesce(max(position), 0) from es_events)`,
      );
      if ((result.rows[0]?.behind ?? 1) === 0) return;
      if (performance.now() > deadline) throw new Error('projections did not catch up in time');
      await sleep(200);
    }
  } finally {
    await client.end();
  }
}

/**
 * The real server (`server/src/main.ts`) as a child process on the bench database, so that its memory
 * is its own and the load generator's CPU is not counted in its event loop.
 */
export async function startServer(options: {
  databaseUrl: string;
  natsUrl: string | null;
  label: string;
  /**
   * What runs: the one-process server (`main`, default), or one service of the split deployment
   * (`server/src/services/`: it needs NATS, answers `GET /health`, and only `projectors` runs projections).
   */
  entry?: 'main' | 'command-api' | 'projectors';
}): Promise<ServerProcess> {
  const entry = options.entry ?? 'main';
  const started = performance.now();
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = path.join(workDir, 'server-data');
  mkdirSync(dataDir, { recursive: true });
  const log = createWriteStream(path.join(workDir, `server-${options.label}.log`));
  // BENCH_SERVER_NODE_ARGS, e.g. "--cpu-prof --cpu-prof-dir=bench/.work/profiles", profiles the server under load.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const probeFile = path.join(workDir, `loop-${options.label}.jsonl`);
  rmSync(probeFile, { force: true });
  // The server as `npm start` runs it: compiled JavaScript (see server/src/build/bundle.ts), once per run.
  bundled ??= bundle();
  await bundled;
  // The same Node.js flags as the `start` script of the root package.json.
  const child: ChildProcess = spawn(
    process.execPath,
    [...nodeArgs, '--require', probe, '--enable-source-maps', '--max-semi-space-size=8', `server/dist/${entry}.js`],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DATABASE_URL: options.databaseUrl,
        NATS_URL: options.natsUrl ?? '',
        EVENTSTORE_URL: '',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SESSION_SECRET: 'benchmark-session-secret-0123456789',
        SEED_DEMO_DATA: 'false',
        LOG_LEVEL: process.env.BENCH_SERVER_LOG_LEVEL ?? 'warn',
        // The benchmarks sign in many users from this one address.
        RATE_LIMITS: 'off',
        BENCH_LOOP_PROBE_FILE: probeFile,
        INSTANCE: `bench-${options.label}`,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const state: { exited: number | null } = { exited: null };
  const exit = new Promise<void>((resolve) => {
    child.once('exit', (code) => {
      state.exited = code ?? -1;
      resolve();
    });
  });
  const pid = child.pid ?? 0;
  let probeSequence = 0;
  const deadline = performance.now() + 300_000;
  while (!(await answers(baseUrl, entry === 'main' ? '/api/user/current' : '/health'))) {
    if (state.exited !== null)
      throw new Error(`server exited with ${state.exited} during start; see ${path.join(workDir, `server-${options.label}.log`)}`);
    if (performance.now() > deadline) throw new Error('server did not answer within 5 minutes');
    await sleep(100);
  }
  // A command API runs no projection: the projectors' process, started first, catches up.
  if (entry !== 'command-api') await waitForProjections(options.databaseUrl, 600_000);
  return {
    pid,
    port,
    baseUrl,
    bus: options.natsUrl ? 'NATS' : 'in-process',
    readySeconds: (performance.now() - started) / 1000,
    memory: () => processMemory(pid),
    async loopDelay() {
      if (state.exited !== null) return null;
      probeSequence += 1;
      return nextProbeLine(probeFile, pid, probeSequence);
    },
    async stop() {
      if (state.exited !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exit;
      clearTimeout(timer);
      log.end();
    },
  };
}

/** Samples a process's resident memory every `everyMs` until stopped; reports the largest sample. */
export function sampleMemory(pid: number, everyMs = 200): { stop(): { maxRss: number; samples: number } } {
  let maxRss = 0;
  let samples = 0;
  const take = (): void => {
    const { rss } = processMemory(pid);
    if (Number.isFinite(rss)) {
      maxRss = Math.max(maxRss, rss);
      samples += 1;
    }
  };
  take();
  const timer = setInterval(take, everyMs);
  return {
    stop() {
      clearInterval(timer);
      take();
      return { maxRss, samples };
    },
  };
}
