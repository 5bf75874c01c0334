import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from '@rm/platform';

export const DEFAULT_NATS_URL = 'nats://127.0.0.1:4222';

function answers(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 1000 });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

const NATS_SERVER_BINARIES = ['/usr/sbin/nats-server', '/usr/bin/nats-server', '/usr/local/bin/nats-server'];

/**
 * A NATS server for the NATS runs: the one at NATS_URL (or the default address) when it answers, else
 * a nats-server started for the run when one is installed; null when neither.
 */
export async function resolveNats(): Promise<{ url: string; origin: string; stop(): Promise<void> } | null> {
  const url = process.env.NATS_URL || DEFAULT_NATS_URL;
  const parsed = new URL(url.replace(/^nats:/, 'http:'));
  if (await answers(parsed.hostname, Number(parsed.port || 4222)))
    return { url, origin: process.env.NATS_URL ? 'NATS_URL' : 'local server', stop: () => Promise.resolve() };
  const binary = NATS_SERVER_BINARIES.find((file) => existsSync(file));
  if (!binary) return null;
  const port = await freePort();
  const child = spawn(binary, ['-a', '127.0.0.1', '-p', String(port)], { stdio: 'ignore' });
  for (let i = 0; i < 50 && !(await answers('127.0.0.1', port)); i += 1) await sleep(100);
  return {
    url: `nats://127.0.0.1:${port}`,
    origin: 'nats-server started for the run',
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}
