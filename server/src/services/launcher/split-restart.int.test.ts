import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { createTestDatabase, natsServerBinary, startNatsServerProcess, type NatsServerProcess, type TestDatabase } from '@rm/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPILED_SERVICES_VARIABLE } from '../../testing/compiled-services';
import { startSplitTopology, type InstanceExit, type InstanceRestart, type SplitTopology } from './split-topology';

/**
 * `npm run start:split`'s restarts, with real processes: one instance of each service, restarts on (with
 * short waits), a process killed from outside the launcher. Uses NATS_URL, or starts nats-server when it
 * is installed; skipped otherwise.
 */
const available = Boolean(process.env.NATS_URL) || natsServerBinary() !== null;

const FIRST_WAIT_MS = 300;

let natsServer: NatsServerProcess | undefined;
let database: TestDatabase;
let topology: SplitTopology;
let dataDir: string | undefined;
const exits: InstanceExit[] = [];
const restarts: InstanceRestart[] = [];
const output: string[] = [];

async function until<T>(what: string, check: () => T | undefined, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = check();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`${what} within ${timeoutMs} ms; last log lines:\n${output.slice(-20).join('')}`);
    await sleep(50);
  }
}

async function health(url: string): Promise<unknown> {
  const response = await fetch(`${url}/health`, { signal: AbortSignal.timeout(2000) });
  return response.ok ? response.json() : `status ${response.status}`;
}

describe.runIf(available)('the split topology with restarts on', () => {
  beforeAll(async () => {
    const natsUrl = process.env.NATS_URL ?? (natsServer = await startNatsServerProcess()).url;
    database = await createTestDatabase('restart');
    dataDir = mkdtempSync(path.join(tmpdir(), 'rm-restart-'));
    topology = await startSplitTopology({
      databaseUrl: database.url,
      natsUrl,
      instances: 1,
      env: {
        EVENTSTORE_URL: '',
        LOG_LEVEL: 'warn',
        SESSION_SECRET: 'restart-test-session-secret-0123456789',
        SEED_DEMO_DATA: 'false',
        // A data folder of its own: the children's KEK files and secrets stay out of the checkout's `.data`.
        DATA_DIR: dataDir,
      },
      compiledDir: process.env[COMPILED_SERVICES_VARIABLE],
      restart: { initialDelayMs: FIRST_WAIT_MS, maxDelayMs: 10 * FIRST_WAIT_MS },
      output: (line) => output.push(line),
      onExit: (exit) => exits.push(exit),
      onRestarted: (restart) => restarts.push(restart),
    });
  });

  afterAll(async () => {
    await topology?.stop(5000);
    await database?.drop();
    await natsServer?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('restarts a command-api killed from outside on its port, waiting longer the second time', async () => {
    const instance = topology.named('command-api-1');
    const { port, url } = instance;
    for (const [round, wait] of [FIRST_WAIT_MS, 2 * FIRST_WAIT_MS].entries()) {
      const pid = instance.child.process.pid ?? 0;
      process.kill(pid, 'SIGKILL');
      const exit = await until('command-api-1 exited', () => exits[round]);
      // Another process's exit here is a crash of its own: its last log lines say why.
      expect(exit, `last log lines:\n${output.slice(-20).join('')}`).toEqual({
        name: 'command-api-1',
        code: null,
        status: 'signal SIGKILL',
        restartInMs: wait,
      });
      const restart = await until('command-api-1 restarted and healthy', () => restarts[round]);
      expect(restart).toMatchObject({ name: 'command-api-1', healthy: true });
      expect(restart.pid).not.toBe(pid);
      expect(topology.named('command-api-1')).toMatchObject({ port, url });
      expect(instance.child.process.pid).toBe(restart.pid);
      expect(await health(url)).toEqual({ status: 'ok', service: 'command-api', instance: 'command-api-1' });
    }
    // The edge reaches the fresh process on the old address: the command API answers, not the edge's 503.
    const signIn = await fetch(`${topology.edgeUrl}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(signIn.status).not.toBe(503);
  });

  it('restarts nothing after stop()', async () => {
    const urls = topology.instances().map((instance) => instance.url);
    const before = { exits: exits.length, restarts: restarts.length };
    await topology.stop(5000);
    await sleep(3 * FIRST_WAIT_MS);
    expect({ exits: exits.length, restarts: restarts.length }).toEqual(before);
    expect(topology.instances().filter((instance) => instance.child.running())).toEqual([]);
    for (const url of urls) await expect(health(url), url).rejects.toThrow();
  });
});
