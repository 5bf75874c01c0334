import { channelOf } from '@rm/domain';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectWs, startTestAppWithWorld, type TestApp, type World, type WsTestClient } from '@rm/server/testing';

let t: TestApp;
let w: World;
let port: number;
let admin: WsTestClient;

beforeAll(async () => {
  ({ t, w } = await startTestAppWithWorld({ socketHeartbeatMs: 150 }, { contacts: 1 }));
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
  // The admin's online-users panels listen on the admin's user channel.
  admin = await connectWs(port, w.sessions.admin.cookie);
  const channel = channelOf('user', w.users.admin.id);
  admin.send({ type: 'subscribe', channel });
  await admin.next((frame) => frame.type === 'subscribed' && frame.channel === channel);
});
afterAll(async () => {
  admin.socket.close();
  await t.close();
});

const presenceOf = (userId: string, status: string) => (frame: Record<string, unknown>) =>
  frame.type === 'change' &&
  frame.subject === 'rm.presence.changed' &&
  (frame.data as { userId?: string; status?: string }).userId === userId &&
  (frame.data as { status?: string }).status === status;

const listed = async (path: string): Promise<Array<{ id: string; status: string }>> =>
  (await t.call('GET', path, w.sessions.admin)).json<{ data: Array<{ id: string; status: string }> }>().data;

describe('presence', () => {
  it("an employer is online with a socket, away with every tab hidden, and offline when the last socket closes, each pushed to the admins' lists", async () => {
    const employer = w.users.business.id;
    const first = await connectWs(port, w.sessions.business.cookie);
    await admin.next(presenceOf(employer, 'online'));
    const second = await connectWs(port, w.sessions.business.cookie);
    expect(await listed('/api/companies/online-users')).toContainEqual(expect.objectContaining({ id: employer, status: 'online' }));
    first.send({ type: 'presence', status: 'away' });
    second.send({ type: 'presence', status: 'away' });
    await admin.next(presenceOf(employer, 'away'));
    // One of two sockets closing leaves the user connected; the last one takes them offline.
    first.socket.close();
    await first.closed;
    second.send({ type: 'presence', status: 'online' });
    await admin.next(presenceOf(employer, 'online'));
    expect((await listed('/api/companies/online-users')).map((user) => user.id)).toContain(employer);
    second.socket.close();
    await admin.next(presenceOf(employer, 'offline'));
    expect((await listed('/api/companies/online-users')).map((user) => user.id)).not.toContain(employer);
  });

  it('a candidate whose socket stops answering pings is dropped and goes offline', async () => {
    const candidate = w.users.contact.id;
    // A socket that never answers a ping (as a browser whose network vanished).
    const silent = new WebSocket(`ws://127.0.0.1:${port}/ws`, { headers: { cookie: w.sessions.contact.cookie }, autoPong: false });
    const closed = new Promise<void>((resolve) => silent.on('close', () => resolve()));
    await new Promise<void>((resolve, reject) => {
      silent.on('open', () => resolve());
      silent.on('error', reject);
    });
    await admin.next(presenceOf(candidate, 'online'));
    expect((await listed('/api/contacts/online-users')).map((user) => user.id)).toContain(candidate);
    // The admin's own socket answers its pings and stays; the silent one is gone within two heartbeats.
    await admin.next(presenceOf(candidate, 'offline'), 3000);
    await closed;
    expect((await listed('/api/contacts/online-users')).map((user) => user.id)).not.toContain(candidate);
    expect(admin.socket.readyState).toBe(WebSocket.OPEN);
  });
});
