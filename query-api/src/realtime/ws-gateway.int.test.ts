import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type WebSocket from 'ws';
import {
  connectWs,
  startTestAppWithWorld,
  upgradeStatus,
  type Frame,
  type Session,
  type TestApp,
  type World,
  type WsTestClient,
} from '@rm/server/testing';

let t: TestApp;
let w: World;
let port: number;

beforeAll(async () => {
  ({ t, w } = await startTestAppWithWorld({ socketSessionCheckMs: 100 }, { contacts: 4 }));
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(() => t.close());

const clients: WebSocket[] = [];
afterAll(() => clients.forEach((socket) => socket.close()));

const connect = async (session: Session): Promise<WsTestClient> => {
  const client = await connectWs(port, session.cookie);
  clients.push(client.socket);
  return client;
};

const refusedUpgrade = (cookie?: string): Promise<number> => upgradeStatus(port, cookie ? { cookie } : {});

const subscribed = async (client: WsTestClient, channel: string): Promise<void> => {
  client.send({ type: 'subscribe', channel });
  expect(await client.next((f) => f.channel === channel)).toEqual({ type: 'subscribed', channel });
};

const events = (client: WsTestClient): Frame[] => client.frames.filter((f) => f.type === 'change');

describe('GET /ws', () => {
  it('refuses the upgrade without a live session (401)', async () => {
    expect(await refusedUpgrade()).toBe(401);
    const session = await t.signIn(w.users.business);
    await t.app.sessions.expire(session.token);
    expect(await refusedUpgrade(session.cookie)).toBe(401);
  });

  it("subscribes a user to their own channels only; others' channels answer an error", async () => {
    const client = await connect(w.sessions.business);
    await subscribed(client, `pipe.${w.users.business.id}`);
    await subscribed(client, `App.User.${w.users.business.id}`);
    client.send({ type: 'subscribe', channel: `pipe.${w.users.owner.id}` });
    expect(await client.next((f) => f.type === 'error')).toEqual({
      type: 'error',
      channel: `pipe.${w.users.owner.id}`,
      message: 'You may not subscribe to that channel.',
    });
    // The chat's received messages: a company user may listen (each change still goes only to those it concerns).
    await subscribed(client, 'messages.received');
    client.send({ type: 'subscribe', channel: 'messages.received.x' });
    expect(await client.next((f) => f.type === 'error')).toMatchObject({ type: 'error' });
    client.send('not json');
    expect(await client.next((f) => f.type === 'error')).toEqual({ type: 'error', message: 'Messages must be JSON text.' });
    client.send({ type: 'dance' });
    expect(await client.next((f) => f.type === 'error')).toEqual({
      type: 'error',
      message: 'Messages must be {"type": "subscribe" | "unsubscribe", "channel": "<channel name>"}.',
    });
    client.socket.close();
  });

  it('pushes a stage change by another user to everyone who may see the offer, within a fraction of a second', async () => {
    const watcher = await connect(w.sessions.business);
    const owner = await connect(w.sessions.owner);
    const admin = await connect(w.sessions.admin);
    const outsider = await connect(w.sessions.otherBusiness);
    const candidate = await connect(w.sessions.contact);
    await subscribed(watcher, `pipe.${w.users.business.id}`);
    await subscribed(owner, `pipe.${w.users.owner.id}`);
    await subscribed(admin, `pipe.${w.users.admin.id}`);
    await subscribed(outsider, `pipe.${w.users.otherBusiness.id}`);
    await subscribed(candidate, `pipe.${w.users.contact.id}`);

    const offerId = w.offerIds[1] ?? '';
    const started = Date.now();
    expect((await t.call('PUT', `/api/offers/${offerId}`, w.sessions.admin, { stage: 'in_process' })).statusCode).toBe(200);
    const pushed = await watcher.next((f) => f.type === 'change', 1000);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(pushed).toEqual({
      type: 'change',
      channel: `pipe.${w.users.business.id}`,
      subject: 'rm.offer-board.changed',
      data: {
        offerId,
        companyId: w.companyId,
        campaignId: w.campaignId,
        from: 'new',
        to: 'in_process',
        position: expect.stringMatching(/^\d+$/) as unknown,
        correlationId: expect.any(String) as unknown,
      },
    });
    expect(await owner.next((f) => f.type === 'change')).toMatchObject({
      channel: `pipe.${w.users.owner.id}`,
      data: { offerId, to: 'in_process' },
    });
    expect(await admin.next((f) => f.type === 'change')).toMatchObject({ channel: `pipe.${w.users.admin.id}`, data: { offerId } });
    await new Promise((r) => setTimeout(r, 300));
    expect(events(outsider)).toEqual([]);
    expect(events(candidate)).toEqual([]);

    // The other company's offer reaches its own users and admins, not this company's users.
    // (Moved by an admin: company users move only offers whose contact was unlocked.)
    await t.call('PUT', `/api/offers/${w.otherOfferId}`, w.sessions.admin, { stage: 'in_process' });
    expect(await outsider.next((f) => f.type === 'change')).toMatchObject({
      data: { offerId: w.otherOfferId, companyId: w.otherCompanyId },
    });
    expect(await admin.next((f) => f.type === 'change')).toMatchObject({ data: { offerId: w.otherOfferId } });
    await new Promise((r) => setTimeout(r, 300));
    expect(events(watcher)).toHaveLength(1);
  });

  it('pushes offers moved to unlocked by an unlock, and nothing after unsubscribing', async () => {
    const watcher = await connect(w.sessions.business);
    await subscribed(watcher, `pipe.${w.users.business.id}`);
    const unlock = await t.call('POST', '/api/unlock-contact', w.sessions.admin, {
      driver_id: w.contactIds[2],
      company_id: w.companyId,
      employer_id: null,
      campaign_id: w.campaignId,
    });
    expect(unlock.statusCode).toBe(201);
    expect(await watcher.next((f) => f.type === 'change')).toMatchObject({ data: { offerId: w.offerIds[2], from: 'new', to: 'unlocked' } });
    watcher.send({ type: 'unsubscribe', channel: `pipe.${w.users.business.id}` });
    expect(await watcher.next((f) => f.type === 'unsubscribed')).toEqual({ type: 'unsubscribed', channel: `pipe.${w.users.business.id}` });
    await t.call('PUT', `/api/offers/${w.offerIds[3] ?? ''}`, w.sessions.admin, { stage: 'in_process' });
    await new Promise((r) => setTimeout(r, 300));
    expect(events(watcher)).toHaveLength(1);
  });

  it('closes the socket once its session ended (sign-out elsewhere or expiry)', async () => {
    const session = await t.signIn(w.users.owner);
    const client = await connect(session);
    await subscribed(client, `pipe.${w.users.owner.id}`);
    const closed = new Promise<number>((resolve) => client.socket.on('close', (code) => resolve(code)));
    expect((await t.call('POST', '/logout', session)).statusCode).toBe(204);
    expect(await closed).toBe(4401);
  });

  it('tells every socket to resync once per burst of recovery signals from projectors', async () => {
    const admin = await connect(w.sessions.admin);
    await subscribed(admin, `pipe.${w.users.admin.id}`);
    const resyncs = (): number => admin.frames.filter((frame) => frame.type === 'resync').length;
    // Two projectors back on the bus at once (or one, and this process over the same connection).
    t.bus.publish('rm.projections.resync', { projector: 'a' });
    t.bus.publish('rm.projections.resync', { projector: 'b' });
    await admin.next((frame) => frame.type === 'resync');
    await new Promise((r) => setTimeout(r, 300));
    expect(resyncs()).toBe(1);
    // A later signal is a burst of its own.
    t.bus.publish('rm.projections.resync', { projector: 'a' });
    await admin.next((frame) => frame.type === 'resync');
    expect(resyncs()).toBe(2);
  });

  it('relays a notice that fits its feed (a new offer too) and drops one that does not', async () => {
    const admin = await connect(w.sessions.admin);
    await subscribed(admin, `pipe.${w.users.admin.id}`);
    t.bus.publish('rm.offer-board.changed', { nonsense: true });
    t.bus.publish('rm.offer-board.changed', {
      offerId: 'o',
      companyId: w.companyId,
      campaignId: 'c',
      from: null,
      to: 'new',
      position: '1',
      correlationId: null,
    });
    const fresh = w.offerIds[0] ?? '';
    t.bus.publish('rm.offer-board.changed', {
      offerId: fresh,
      companyId: w.companyId,
      campaignId: w.campaignId,
      from: null,
      to: 'new',
      position: '1',
      correlationId: null,
    });
    expect(await admin.next((f) => f.type === 'change')).toMatchObject({
      subject: 'rm.offer-board.changed',
      data: { offerId: fresh, from: null, to: 'new' },
    });
    await new Promise((r) => setTimeout(r, 200));
    // Neither the malformed notice nor the one with ids that are no UUIDs reached the socket.
    expect(events(admin)).toHaveLength(1);
  });

  it("relays every feature's change feed to whom its rule admits: a contact's change to admins on their user channel", async () => {
    const admin = await connect(w.sessions.admin);
    const business = await connect(w.sessions.business);
    await subscribed(admin, `App.User.${w.users.admin.id}`);
    await subscribed(business, `App.User.${w.users.business.id}`);
    const contactId = w.contactIds[3] ?? '';
    expect((await t.call('POST', `/api/contacts/${contactId}/update-call-status`, w.sessions.admin, { call_made: true })).statusCode).toBe(
      200,
    );
    expect(await admin.next((f) => f.type === 'change' && f.subject === 'rm.contacts.changed')).toMatchObject({
      channel: `App.User.${w.users.admin.id}`,
      data: { contactId },
    });
    await new Promise((r) => setTimeout(r, 200));
    expect(business.frames.filter((f) => f.subject === 'rm.contacts.changed')).toEqual([]);
  });
});

describe("a company user's permission list on the socket", () => {
  it('keeps the changes of an area the list lacks from the user, while the owner is told', async () => {
    const set = await t.call('PUT', `/api/company-users/${w.users.business.id}/permissions`, w.sessions.owner, { permissions: ['tasks'] });
    expect(set.statusCode).toBe(200);
    await t.caughtUp();
    const business = await connect(w.sessions.business);
    const owner = await connect(w.sessions.owner);
    for (const [client, userId] of [
      [business, w.users.business.id],
      [owner, w.users.owner.id],
    ] as const) {
      await subscribed(client, 'messages.received');
      await subscribed(client, `App.User.${userId}`);
    }
    const contactId = w.contactIds[0] ?? '';
    t.bus.publish('rm.chat.changed', { contactId, companyIds: [w.companyId], kind: 'read', messageId: null });
    t.bus.publish('rm.unlocks.changed', { unlockId: w.offerIds[0], companyId: w.companyId, contactId });
    t.bus.publish('rm.timeline.changed', { companyId: w.companyId, model: 'company', modelId: w.companyId, kind: 'entry' });
    t.bus.publish('rm.timeline.changed', { companyId: w.companyId, model: 'company', modelId: w.companyId, kind: 'task' });
    expect(await owner.next((f) => f.type === 'change' && f.subject === 'rm.chat.changed')).toMatchObject({ data: { contactId } });
    expect(await owner.next((f) => f.type === 'change' && f.subject === 'rm.unlocks.changed')).toMatchObject({ data: { contactId } });
    expect(await business.next((f) => f.type === 'change' && f.subject === 'rm.timeline.changed')).toMatchObject({
      data: { kind: 'task' },
    });
    await new Promise((r) => setTimeout(r, 300));
    expect(events(business).map((f) => [f.subject, (f.data as { kind?: string }).kind])).toEqual([['rm.timeline.changed', 'task']]);
    expect(events(owner)).toHaveLength(4);
  });
});
