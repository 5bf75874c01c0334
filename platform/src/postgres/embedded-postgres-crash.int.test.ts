import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from './embedded-postgres';
import { processInfo, readPostmasterPid } from './postmaster-lock';

const FIXTURE = fileURLToPath(new URL('./embedded-postgres-owner.fixture.ts', import.meta.url));
const onLinux = process.platform === 'linux';

interface Owner {
  child: ChildProcess;
  acked: Set<number>;
  /** Resolves once `count` more inserts are acknowledged. */
  acks(count: number): Promise<void>;
  write(n: number): void;
  ended: Promise<void>;
}

/** Starts the owning process on `dataDir` and waits until its server is ready. */
async function startOwner(dataDir: string, env: Record<string, string> = {}): Promise<Owner> {
  const child = spawn(process.execPath, ['--import', 'tsx', FIXTURE, dataDir], {
    env: { ...process.env, ...env },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const acked = new Set<number>();
  const waiters: { count: number; resolve: () => void }[] = [];
  const ended = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const ready = new Promise<void>((resolve, reject) => {
    child.once('exit', (code, signal) => reject(new Error(`the owner ended before it was ready (${code ?? signal})`)));
    createInterface({ input: child.stdout }).on('line', (line) => {
      const [word, value] = line.split(' ');
      if (word === 'ready') resolve();
      if (word !== 'ack') return;
      acked.add(Number(value));
      for (const waiter of waiters) if (--waiter.count === 0) waiter.resolve();
    });
  });
  child.stdin.on('error', () => undefined); // writes after the kill
  await ready;
  return {
    child,
    acked,
    ended,
    write: (n) => void child.stdin.write(`${n}\n`),
    acks: (count) => new Promise((resolve) => waiters.push({ count, resolve })),
  };
}

/** Writes under load (numbers from `from`, about 16 at a time in flight) until `before` acknowledgements, then kills the owner by SIGKILL amid writes. */
async function killAmidWrites(owner: Owner, from: number, before: number): Promise<void> {
  let next = from;
  for (; next < from + 16; next++) owner.write(next);
  const feeding = setInterval(() => {
    for (let i = 0; i < 8; i++) owner.write(next++);
  }, 2);
  await owner.acks(before);
  owner.child.kill('SIGKILL');
  clearInterval(feeding);
  await owner.ended;
}

async function rows(url: string): Promise<Set<number>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return new Set((await client.query<{ n: number }>('select n from acked')).rows.map((row) => row.n));
  } finally {
    await client.end();
  }
}

const missing = (acked: Set<number>, kept: Set<number>): number[] => [...acked].filter((n) => !kept.has(n));

describe.skipIf(!onLinux)('a start after the process owning the embedded PostgreSQL was killed (SIGKILL)', () => {
  const top = mkdtempSync(path.join(tmpdir(), 'rm-embedded-crash-'));
  const dataDir = path.join(top, 'postgres');
  afterAll(() => rmSync(top, { recursive: true, force: true }));

  it('comes back with every acknowledged write, the server having ended with its owner', async () => {
    const owner = await startOwner(dataDir);
    const server = readPostmasterPid(dataDir)!;
    const started = processInfo(server.pid);
    expect(started?.ppid).toBe(owner.child.pid);
    await killAmidWrites(owner, 0, 300);
    expect(owner.acked.size).toBeGreaterThanOrEqual(300);
    // The parent-death signal: the server shuts down by itself, not waiting for the next start.
    await expect
      .poll(
        () => {
          const now = processInfo(server.pid);
          return !now || now.state === 'Z' || now.startTime !== started?.startTime;
        },
        { timeout: 20_000, interval: 100 },
      )
      .toBe(true);

    const again = await startEmbeddedPostgres({ dataDir });
    try {
      expect(missing(owner.acked, await rows(again.url))).toEqual([]);
    } finally {
      await again.stop();
    }
  });

  it('shuts down a server that outlived its killed owner, then comes back with every acknowledged write', async () => {
    const owner = await startOwner(dataDir, { STOP_WITH_PARENT: 'false' });
    await killAmidWrites(owner, 100_000, 300);
    const left = readPostmasterPid(dataDir);
    const orphan = left && processInfo(left.pid);
    expect(orphan).toBeDefined();
    expect(orphan?.state).not.toBe('Z'); // outlived it, as a server started by an earlier version does
    expect(orphan?.ppid).not.toBe(owner.child.pid);

    const logs: string[] = [];
    const again = await startEmbeddedPostgres({ dataDir, onLog: (message) => void logs.push(message) });
    try {
      expect(logs.join('')).toContain(`the embedded PostgreSQL (PID ${left?.pid}) of`);
      const now = processInfo(left!.pid);
      expect(!now || now.state === 'Z' || now.startTime !== orphan?.startTime).toBe(true); // ended (init may not reap it at once)
      expect(missing(owner.acked, await rows(again.url))).toEqual([]);
    } finally {
      await again.stop();
    }
  });

  it('refuses a second start on the same data while its owner runs, and leaves that server alone', async () => {
    const owner = await startOwner(dataDir);
    try {
      const server = readPostmasterPid(dataDir);
      await expect(startEmbeddedPostgres({ dataDir })).rejects.toThrow(
        new RegExp(`in use by the server \\(PID ${server?.pid}\\) of another running process \\(PID ${owner.child.pid}\\)`),
      );
      const acked = owner.acks(1);
      owner.write(200_000);
      await acked;
      expect(owner.acked.has(200_000)).toBe(true);
    } finally {
      owner.child.stdin!.end();
      await owner.ended;
    }
    expect(readPostmasterPid(dataDir)).toBeUndefined(); // stopped by its owner
  });
});
