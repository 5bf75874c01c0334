import { connectNatsBus, natsServerBinary, startNatsServerProcess, type NatsServerProcess } from '@rm/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startTestAppWithWorld, type TestApp, type World } from '@rm/server/testing';

/**
 * The services mode: projections and the HTTP app each on a NATS connection of their own, so that a
 * stage change reaches the browser only through the NATS server. Uses NATS_URL, or starts nats-server
 * when it is installed; skipped otherwise.
 */
const natsServerInstalled = natsServerBinary() !== null;
const available = Boolean(process.env.NATS_URL) || natsServerInstalled;

let server: NatsServerProcess | undefined;
let t: TestApp;
let w: World;

describe.runIf(available)('GET /ws over NATS', () => {
  beforeAll(async () => {
    const url = process.env.NATS_URL ?? (server = await startNatsServerProcess()).url;
    ({ t, w } = await startTestAppWithWorld({ connectBus: () => connectNatsBus(url, 'http-test') }, { contacts: 2 }));
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await t.close();
    await server?.stop();
  });

  it('pushes a stage change carried over NATS to the watching company user', async () => {
    expect(t.bus.kind).toBe('nats');
    const address = t.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const socket = new WebSocket(`ws://127.0.0.1:${port}/ws`, { headers: { cookie: w.sessions.business.cookie } });
    const frames: Array<Record<string, unknown>> = [];
    socket.on('message', (raw: Buffer) => frames.push(JSON.parse(raw.toString()) as Record<string, unknown>));
    await new Promise((resolve) => socket.on('open', resolve));
    socket.send(JSON.stringify({ type: 'subscribe', channel: `pipe.${w.users.business.id}` }));
    const until = async (check: () => boolean, ms: number): Promise<void> => {
      const deadline = Date.now() + ms;
      while (!check() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    };
    await until(() => frames.length > 0, 2000);
    const started = Date.now();
    expect((await t.call('PUT', `/api/offers/${w.offerIds[0] ?? ''}`, w.sessions.admin, { stage: 'in_process' })).statusCode).toBe(200);
    await until(() => frames.some((f) => f.type === 'change'), 1000);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(frames.find((f) => f.type === 'change')).toMatchObject({
      subject: 'rm.offer-board.changed',
      data: { offerId: w.offerIds[0], from: 'new', to: 'in_process' },
    });
    socket.close();
  });
});
