import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** The nats-server executable for tests that start their own: on PATH, or where Debian installs it; null if absent. */
export function natsServerBinary(): string | null {
  if (spawnSync('nats-server', ['--version']).status === 0) return 'nats-server';
  return existsSync('/usr/sbin/nats-server') ? '/usr/sbin/nats-server' : null;
}
