import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { connectNatsBus } from '../bus/nats-bus';
import { freePort } from '../postgres/embedded-postgres';

/** The nats-server executable for tests that start their own: on PATH, or where Debian installs it; null if absent. */
export function natsServerBinary(): string | null {
  if (spawnSync('nats-server', ['--version']).status === 0) return 'nats-server';
  return existsSync('/usr/sbin/nats-server') ? '/usr/sbin/nats-server' : null;
}

/** A nats-server of its own on a free port, to be killed and started again on the same port. */
export interface NatsServerProcess {
  url: string;
  /** `kill -9`; resolves when it is gone. */
  kill(): Promise<void>;
  /** Starts it again on the same port; resolves when it takes connections. */
  start(): Promise<void>;
  /** Ends it for good. */
  stop(): Promise<void>;
}

async function answers(url: string): Promise<boolean> {
  try {
    await (await connectNatsBus(url, 'probe')).close();
    return true;
  } catch {
    return false;
  }
}

export async function startNatsServerProcess(binary = natsServerBinary() ?? 'nats-server'): Promise<NatsServerProcess> {
  const port = await freePort();
  const url = `nats://127.0.0.1:${port}`;
  let server: ChildProcess | null = null;
  const kill = async (): Promise<void> => {
    const running = server;
    server = null;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    await new Promise((resolve) => {
      running.once('exit', resolve);
      running.kill('SIGKILL');
    });
  };
  const start = async (): Promise<void> => {
    const started = spawn(binary, ['-a', '127.0.0.1', '-p', String(port)], { stdio: 'ignore' });
    server = started;
    for (let attempt = 0; attempt < 200; attempt += 1) {
      if (started.exitCode !== null) break;
      if (await answers(url)) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await kill();
    throw new Error(`nats-server did not start on port ${port}`);
  };
  const killOnExit = (): void => void server?.kill('SIGKILL');
  process.on('exit', killOnExit);
  await start();
  return {
    url,
    start,
    kill,
    async stop() {
      await kill();
      process.off('exit', killOnExit);
    },
  };
}
