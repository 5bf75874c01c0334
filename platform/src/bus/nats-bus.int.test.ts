import { createConnection } from 'node:net';
import { busContract } from './bus-contract';
import { connectNatsBus } from './nats-bus';

const url = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';

async function answers(natsUrl: string): Promise<boolean> {
  const { hostname, port } = new URL(natsUrl.replace(/^nats:/, 'http:'));
  return new Promise((resolve) => {
    const socket = createConnection({ host: hostname, port: Number(port || 4222) });
    socket.setTimeout(1000);
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

const reachable = await answers(url);
const skip = reachable ? undefined : `no NATS server answers at ${url} (set NATS_URL)`;
if (skip) {
  if (process.env.CI) throw new Error(`NATS does not answer at ${url}; CI requires the NATS adapter tests.`);
  console.log(`NATS bus tests skipped: ${skip}`);
}

busContract('NATS', () => connectNatsBus(url, 'bus-contract-test'), { skip });
