import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectWs, startTestAppWithWorld, upgradeStatus, type TestApp, type World, type WsTestClient } from '@rm/server/testing';

// The gateway as an attacker meets it: hostile frames, another site's page, too many sockets or frames,
// a socket that should end with its session. The session sweep is slow here (60 s), so that a socket
// closed at sign-out is closed by the sign-out itself.
let t: TestApp;
let w: World;
let port: number;
const opened: WsTestClient[] = [];

beforeAll(async () => {
  ({ t, w } = await startTestAppWithWorld({ socketSessionCheckMs: 60_000 }, { contacts: 1 }));
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(async () => {
  for (const client of opened) client.socket.close();
  await t.close();
});

const connect = async (cookie: string, headers: Record<string, string> = {}): Promise<WsTestClient> => {
  const client = await connectWs(port, cookie, headers);
  opened.push(client);
  return client;
};

/** The socket still answers: a subscription to the user's own channel is confirmed. */
const stillAnswers = async (client: WsTestClient, userId: string): Promise<void> => {
  client.send({ type: 'subscribe', channel: `App.User.${userId}` });
  expect(await client.next((frame) => frame.type === 'subscribed')).toEqual({ type: 'subscribed', channel: `App.User.${userId}` });
};

describe('GET /ws under attack', () => {
  it('answers every malformed frame with an error frame that does not echo it, and lives on', async () => {
    const client = await connect(w.sessions.contact.cookie);
    const longChannel = 'x'.repeat(3000);
    const hostile = [
      'null',
      '[]',
      '"x"',
      '1',
      'true',
      '{}',
      '{"type":"subscribe"}',
      '{"type":"subscribe","channel":null}',
      '{"type":"subscribe","channel":7}',
      JSON.stringify({ type: 'subscribe', channel: longChannel }),
      '{"type":"subscribe","channel":"pipe.1","extra":1}',
      '{"type":"wave"}',
      '{not json',
    ];
    for (const frame of hostile) client.send(frame);
    client.socket.send(Buffer.from([0xff, 0xfe, 0x00]), { binary: true });
    for (let i = 0; i < hostile.length + 1; i += 1) {
      const answer = await client.next((frame) => frame.type === 'error');
      expect(Object.keys(answer).sort()).toEqual(['message', 'type']);
      expect(JSON.stringify(answer).length).toBeLessThan(200);
    }
    await stillAnswers(client, w.users.contact.id);
    // Nothing the client sent ended the process: a new socket and a plain request still work.
    await stillAnswers(await connect(w.sessions.admin.cookie), w.users.admin.id);
    expect((await t.call('GET', '/health')).statusCode).toBe(200);
  });

  it('closes a socket that sends a frame over 4 KiB (1009), and the server lives on', async () => {
    const client = await connect(w.sessions.contact.cookie);
    client.send(JSON.stringify({ type: 'subscribe', channel: 'x'.repeat(60 * 1024) }));
    expect(await client.closed).toBe(1009);
    await stillAnswers(await connect(w.sessions.contact.cookie), w.users.contact.id);
  });

  it('closes a socket that sends more than 50 frames in a second (1008)', async () => {
    const client = await connect(w.sessions.business.cookie);
    for (let i = 0; i < 200; i += 1) client.send({ type: 'unsubscribe', channel: 'pipe.x' });
    expect(await client.closed).toBe(1008);
  });

  it("refuses an upgrade from another site's page (403); its own origin and clients without Origin are let in", async () => {
    const cookie = w.sessions.business.cookie;
    expect(await upgradeStatus(port, { cookie, origin: 'https://evil.example' })).toBe(403);
    expect(await upgradeStatus(port, { cookie, origin: `http://127.0.0.1:${port + 1}` })).toBe(403);
    expect(await upgradeStatus(port, { cookie, origin: `http://127.0.0.1:${port}` })).toBe(101);
    expect(await upgradeStatus(port, { cookie })).toBe(101);
  });

  it('lets one session open at most 10 sockets', async () => {
    const session = await t.signIn(w.users.owner);
    const sockets = await Promise.all(Array.from({ length: 10 }, () => connect(session.cookie)));
    const eleventh = await connect(session.cookie);
    expect(await eleventh.closed).toBe(1008);
    await stillAnswers(sockets[9] as WsTestClient, w.users.owner.id);
    for (const socket of sockets) socket.socket.close();
  });

  it('closes the sockets of a session at its sign-out, without waiting for the periodic check', async () => {
    const session = await t.signIn(w.users.business);
    const client = await connect(session.cookie);
    await stillAnswers(client, w.users.business.id);
    const started = Date.now();
    expect((await t.call('POST', '/logout', session)).statusCode).toBe(204);
    expect(await client.closed).toBe(4401);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('refuses a socket without a live session (401) and is not fooled by a made-up cookie', async () => {
    expect(await upgradeStatus(port, { cookie: 'rm_session=made-up' })).toBe(401);
    expect(await upgradeStatus(port, { cookie: `rm_session=${'a'.repeat(5000)}` })).toBe(401);
  });
});
