import { connectNatsBus, natsServerBinary, startNatsServerProcess, type NatsServerProcess } from '@rm/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startTestAppWithWorld, type TestApp, type World } from '@rm/server/testing';

/**
 * A NATS server of its own (it is killed and started again), so that a restart of the bus under the
 * services can be shown: the gateway's sockets are told to resync, and pushes flow again afterwards.
 */
const natsServerInstalled = natsServerBinary() !== null;
if (!natsServerInstalled) {
  if (process.env.CI) throw new Error('nats-server is not installed; CI requires the NATS restart test.');
  console.log('NATS restart test skipped: nats-server is not installed');
}

let nats: NatsServerProcess;
let t: TestApp;
let w: World;

const until = async (check: () => boolean, ms: number): Promise<void> => {
  const deadline = Date.now() + ms;
  while (!check() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
};

describe.runIf(natsServerInstalled)('GET /ws while NATS restarts', () => {
  beforeAll(async () => {
    nats = await startNatsServerProcess();
    ({ t, w } = await startTestAppWithWorld({ connectBus: () => connectNatsBus(nats.url, 'restart-test') }, { contacts: 2 }));
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await t.close();
    await nats.stop();
  });

  it('tells every socket to resync when the bus is back, and pushes flow again', async () => {
    const address = t.app.server.address();
    const appPort = typeof address === 'object' && address ? address.port : 0;
    const socket = new WebSocket(`ws://127.0.0.1:${appPort}/ws`, { headers: { cookie: w.sessions.admin.cookie } });
    const frames: Array<Record<string, unknown>> = [];
    socket.on('message', (raw: Buffer) => frames.push(JSON.parse(raw.toString()) as Record<string, unknown>));
    await new Promise((resolve) => socket.on('open', resolve));
    socket.send(JSON.stringify({ type: 'subscribe', channel: `pipe.${w.users.admin.id}` }));
    await until(() => frames.some((f) => f.type === 'subscribed'), 2000);

    await nats.kill();
    // A change while the bus is down: its push is lost, the board must look again.
    expect((await t.call('PUT', `/api/offers/${w.offerIds[0] ?? ''}`, w.sessions.admin, { stage: 'in_process' })).statusCode).toBe(200);
    await nats.start();
    await until(() => frames.some((f) => f.type === 'resync'), 10_000);
    expect(frames.filter((f) => f.type === 'resync').length).toBeGreaterThanOrEqual(1);

    // The projections and the API hold connections of their own, as separate processes would, and each
    // reconnects on its own schedule: a push made before the projections' connection is back is
    // delivered when it is (and their resync follows), so it may take up to one more reconnect wait.
    expect((await t.call('PUT', `/api/offers/${w.offerIds[1] ?? ''}`, w.sessions.admin, { stage: 'unqualified' })).statusCode).toBe(200);
    await until(() => frames.some((f) => f.type === 'change' && (f.data as { offerId?: string }).offerId === w.offerIds[1]), 15_000);
    expect(frames.find((f) => f.type === 'change' && (f.data as { offerId?: string }).offerId === w.offerIds[1])).toMatchObject({
      subject: 'rm.offer-board.changed',
      data: { to: 'unqualified' },
    });
    // One resync per connection that came back at the most (this process's signals come coalesced).
    expect(frames.filter((f) => f.type === 'resync').length).toBeLessThanOrEqual(2);
    socket.close();
  });
});
