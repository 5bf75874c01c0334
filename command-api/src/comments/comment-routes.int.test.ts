import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectWs, fieldErrorsOf, startTestAppWithWorld, type Frame, type TestApp, type World } from '@rm/server/testing';

let t: TestApp;
let w: World;
let unlockedContact: string;
let otherContact: string;

interface Reply {
  id: string;
  body: string;
  user: { id: string } | null;
  parent_id: string | null;
  visibility: 'internal' | 'customer';
}
type Thread = Array<Reply & { children: Reply[] }>;

beforeAll(async () => {
  ({ t, w } = await startTestAppWithWorld({}, { contacts: 3 }));
  unlockedContact = w.contactIds[1] ?? '';
  otherContact = w.contactIds[2] ?? '';
  await t.call('POST', '/requested-contacts/unlock', w.sessions.admin, { driver_id: unlockedContact, company_id: w.companyId, price: 5 });
  await t.caughtUp();
});
afterAll(() => t.close());

const thread = (model: string, id: string) => `/api/comments/${model}/${id}`;

describe('threaded comments', () => {
  it('an admin comments and replies; the thread shows the reply under its comment, live for a second admin', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    const colleague = await connectWs(typeof address === 'object' && address ? address.port : 0, w.sessions.admin.cookie);
    colleague.send({ type: 'subscribe', channel: `App.User.${w.users.admin.id}` });
    await colleague.next((frame) => frame.type === 'subscribed');
    try {
      const pushed = colleague.next((frame) => frame.type === 'change' && frame.subject === 'rm.comments.changed', 5000);
      const posted = await t.call('POST', thread('contact', unlockedContact), w.sessions.admin, { body: '  Sehr zuverlässig  ' });
      expect(posted.statusCode).toBe(201);
      const comment = posted.json<{ message: string; data: Reply }>();
      expect(comment).toMatchObject({
        message: 'Comment saved.',
        data: { body: 'Sehr zuverlässig', user: { id: w.users.admin.id }, parent_id: null },
      });
      await pushed;

      const replied = await t.call('POST', `/api/comments/${comment.data.id}/reply`, w.sessions.admin, { reply: 'Bestätigt' });
      expect(replied.statusCode).toBe(201);
      const replyId = replied.json<{ data: Reply }>().data.id;
      const nested = await t.call('POST', `/api/comments/${replyId}/reply`, w.sessions.admin, { reply: 'Danke' });
      expect(nested.statusCode).toBe(201);

      const read = await t.call('GET', thread('contact', unlockedContact), w.sessions.admin);
      expect(read.statusCode).toBe(200);
      const data = read.json<{ data: Thread }>().data;
      expect(data).toHaveLength(1);
      expect(data[0]?.children.map((child) => child.body)).toEqual(['Bestätigt', 'Danke']);
      expect(data[0]?.children[1]?.parent_id).toBe(replyId);
    } finally {
      colleague.socket.close();
    }
  });

  it("a contact's thread is live for the users of the companies that unlocked the contact, not for another company's", async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' }).catch(() => undefined);
    const address = t.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const [ours, theirs] = await Promise.all([
      connectWs(port, w.sessions.business.cookie),
      connectWs(port, w.sessions.otherBusiness.cookie),
    ]);
    ours.send({ type: 'subscribe', channel: `App.User.${w.users.business.id}` });
    theirs.send({ type: 'subscribe', channel: `App.User.${w.users.otherBusiness.id}` });
    await Promise.all([ours.next((frame) => frame.type === 'subscribed'), theirs.next((frame) => frame.type === 'subscribed')]);
    try {
      const aboutContact = (frame: Frame) =>
        frame.type === 'change' &&
        frame.subject === 'rm.comments.changed' &&
        (frame.data as { modelId?: string }).modelId === unlockedContact;
      const pushed = ours.next(aboutContact, 5000);
      const forCustomer = { visibility: 'customer' };
      const about = { body: 'Ruft zurück', ...forCustomer };
      expect((await t.call('POST', thread('contact', unlockedContact), w.sessions.admin, about)).statusCode).toBe(201);
      expect((await pushed).data).toMatchObject({ model: 'contact', modelId: unlockedContact, companyIds: [w.companyId] });
      // The other company is told of its own thread's change, and of nothing about the contact before it.
      const own = theirs.next(
        (frame) => frame.type === 'change' && (frame.data as { modelId?: string } | undefined)?.modelId === w.otherCompanyId,
        5000,
      );
      const news = { body: 'Neu', ...forCustomer };
      expect((await t.call('POST', thread('company', w.otherCompanyId), w.sessions.admin, news)).statusCode).toBe(201);
      await own;
      expect(theirs.frames.filter(aboutContact)).toEqual([]);
    } finally {
      ours.socket.close();
      theirs.socket.close();
    }
  });

  it('edits and removes a comment (Comment removed!); a removed comment is 404 and hides its replies', async () => {
    const posted = (await t.call('POST', thread('company', w.companyId), w.sessions.admin, { body: 'Zahlt pünktlich' })).json<{
      data: Reply;
    }>();
    await t.call('POST', `/api/comments/${posted.data.id}/reply`, w.sessions.admin, { reply: 'Ja' });
    const edited = await t.call('PUT', `/api/comments/${posted.data.id}`, w.sessions.admin, { body: 'Zahlt immer pünktlich' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<{ data: Reply }>().data.body).toBe('Zahlt immer pünktlich');
    const removed = await t.call('DELETE', `/api/comments/${posted.data.id}`, w.sessions.admin);
    expect(removed.json()).toEqual({ message: 'Comment removed!' });
    expect((await t.call('DELETE', `/api/comments/${posted.data.id}`, w.sessions.admin)).statusCode).toBe(404);
    expect((await t.call('PUT', `/api/comments/${posted.data.id}`, w.sessions.admin, { body: 'x' })).statusCode).toBe(404);
    expect((await t.call('POST', `/api/comments/${posted.data.id}/reply`, w.sessions.admin, { reply: 'x' })).statusCode).toBe(404);
    expect((await t.call('GET', thread('company', w.companyId), w.sessions.admin)).json<{ data: Thread }>().data).toEqual([]);
  });

  it('a company user reads its company and unlocked contacts but cannot comment or reply (403); another company is 403', async () => {
    const posted = (await t.call('POST', thread('company', w.companyId), w.sessions.admin, { body: 'Guter Kunde' })).json<{
      data: Reply;
    }>();
    expect((await t.call('GET', thread('company', w.companyId), w.sessions.business)).statusCode).toBe(200);
    expect((await t.call('GET', thread('contact', unlockedContact), w.sessions.owner)).statusCode).toBe(200);
    expect((await t.call('POST', thread('company', w.companyId), w.sessions.business, { body: 'Hallo' })).statusCode).toBe(403);
    expect((await t.call('POST', `/api/comments/${posted.data.id}/reply`, w.sessions.owner, { reply: 'Hallo' })).statusCode).toBe(403);
    expect((await t.call('PUT', `/api/comments/${posted.data.id}`, w.sessions.business, { body: 'x' })).statusCode).toBe(403);
    expect((await t.call('DELETE', `/api/comments/${posted.data.id}`, w.sessions.business)).statusCode).toBe(403);
    expect((await t.call('GET', thread('company', w.companyId), w.sessions.otherBusiness)).statusCode).toBe(403);
    expect((await t.call('GET', thread('contact', otherContact), w.sessions.business)).statusCode).toBe(403);
    expect((await t.call('GET', thread('contact', unlockedContact), w.sessions.contact)).statusCode).toBe(403);
  });

  it('401 signed out, 422 with field messages, 404 for unknown subjects', async () => {
    expect((await t.call('GET', thread('contact', unlockedContact), undefined)).statusCode).toBe(401);
    expect((await t.call('POST', thread('contact', unlockedContact), undefined, { body: 'x' })).statusCode).toBe(401);
    const blank = await t.call('POST', thread('contact', unlockedContact), w.sessions.admin, { body: '   ' });
    expect(blank.statusCode).toBe(422);
    expect(fieldErrorsOf(blank)).toHaveProperty('body');
    const missing = await t.call('POST', thread('contact', unlockedContact), w.sessions.admin, {});
    expect(missing.statusCode).toBe(422);
    expect(fieldErrorsOf(missing)).toHaveProperty('body');
    const noReply = await t.call('POST', `/api/comments/${randomUUID()}/reply`, w.sessions.admin, {});
    expect(fieldErrorsOf(noReply)).toHaveProperty('reply');
    expect((await t.call('GET', thread('offer', unlockedContact), w.sessions.admin)).statusCode).toBe(422);
    expect((await t.call('GET', thread('contact', randomUUID()), w.sessions.admin)).statusCode).toBe(404);
    expect((await t.call('POST', thread('company', randomUUID()), w.sessions.admin, { body: 'x' })).statusCode).toBe(404);
  });

  it('keeps internal comments in the back office: the company reads only those for the customer, also live', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' }).catch(() => undefined);
    const address = t.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const customer = await connectWs(port, w.sessions.business.cookie);
    customer.send({ type: 'subscribe', channel: `App.User.${w.users.business.id}` });
    await customer.next((frame) => frame.type === 'subscribed');
    const company = thread('company', w.companyId);
    const post = async (body: Record<string, unknown>) => {
      const response = await t.call('POST', company, w.sessions.admin, body);
      expect(response.statusCode).toBe(201);
      return response.json<{ data: Reply }>().data;
    };
    const reply = async (parent: Reply, body: Record<string, unknown>) =>
      t.call('POST', `/api/comments/${parent.id}/reply`, w.sessions.admin, body);
    const bodiesOf = (data: Thread) => data.flatMap((comment) => [comment.body, ...comment.children.map((child) => child.body)]);
    try {
      const aboutCompany = (frame: Frame) =>
        frame.type === 'change' && frame.subject === 'rm.comments.changed' && (frame.data as { modelId?: string }).modelId === w.companyId;
      const internal = await post({ body: 'Zahlungsausfall 2025, nur mit Vorkasse' });
      expect(internal.visibility).toBe('internal');
      const explicit = await post({ body: 'Bonität prüfen', visibility: 'internal' });
      expect((await reply(internal, { reply: 'Erledigt' })).statusCode).toBe(201);
      const refused = await reply(internal, { reply: 'Für den Kunden', visibility: 'customer' });
      expect(refused.statusCode).toBe(422);
      expect(fieldErrorsOf(refused)).toEqual({ visibility: ['A reply to an internal comment stays internal.'] });
      expect(fieldErrorsOf(await t.call('POST', company, w.sessions.admin, { body: 'x', visibility: 'public' }))).toHaveProperty(
        'visibility',
      );
      const told = customer.next(aboutCompany, 5000);
      const shared = await post({ body: 'Ihr Vertrag läuft bis Ende 2027.', visibility: 'customer' });
      expect((await told).data).toMatchObject({ model: 'company', modelId: w.companyId, visibility: 'customer' });
      // The notices come in order: none came before for the internal comments, the admins' thread changed, not theirs.
      expect(customer.frames.filter(aboutCompany)).toHaveLength(1);
      expect((await reply(shared, { reply: 'Verlängerung angefragt', visibility: 'customer' })).statusCode).toBe(201);
      await customer.next(aboutCompany, 5000);
      expect((await reply(shared, { reply: 'Intern: Rabatt 5 % möglich' })).statusCode).toBe(201);
      expect((await t.call('PUT', `/api/comments/${explicit.id}`, w.sessions.admin, { body: 'Bonität geprüft' })).statusCode).toBe(200);
      expect((await t.call('DELETE', `/api/comments/${internal.id}`, w.sessions.admin)).statusCode).toBe(200);
      const edited = customer.next(aboutCompany, 5000);
      expect(
        (await t.call('PUT', `/api/comments/${shared.id}`, w.sessions.admin, { body: 'Ihr Vertrag läuft bis Ende 2027.' })).statusCode,
      ).toBe(200);
      expect(
        (await t.call('PUT', `/api/comments/${shared.id}`, w.sessions.admin, { body: 'Ihr Vertrag läuft bis 2027.' })).statusCode,
      ).toBe(200);
      await edited;
      expect(customer.frames.filter(aboutCompany)).toHaveLength(3);

      const adminView = (await t.call('GET', company, w.sessions.admin)).json<{ data: Thread }>().data;
      expect(bodiesOf(adminView)).toEqual(
        expect.arrayContaining(['Bonität geprüft', 'Ihr Vertrag läuft bis 2027.', 'Intern: Rabatt 5 % möglich']),
      );
      for (const session of [w.sessions.business, w.sessions.owner]) {
        const read = await t.call('GET', company, session);
        expect(read.statusCode).toBe(200);
        const data = read.json<{ data: Thread }>().data;
        expect(bodiesOf(data)).toEqual(['Ihr Vertrag läuft bis 2027.', 'Verlängerung angefragt']);
        expect(data.flatMap((comment) => [comment, ...comment.children]).every((c) => c.visibility === 'customer')).toBe(true);
      }
      // Nor through the contact's thread, nor anywhere they may not read.
      await t.call('POST', thread('contact', unlockedContact), w.sessions.admin, { body: 'Wechselwillig, nicht weitersagen' });
      const contactThread = (await t.call('GET', thread('contact', unlockedContact), w.sessions.business)).json<{ data: Thread }>().data;
      expect(bodiesOf(contactThread)).not.toContain('Wechselwillig, nicht weitersagen');
      expect((await t.call('GET', company, w.sessions.otherBusiness)).statusCode).toBe(403);
      expect((await t.call('POST', company, w.sessions.business, { body: 'x', visibility: 'customer' })).statusCode).toBe(403);
      expect((await t.call('PUT', `/api/comments/${explicit.id}`, w.sessions.owner, { body: 'x' })).statusCode).toBe(403);
      expect((await t.call('GET', thread('company', randomUUID()), w.sessions.business)).statusCode).toBe(404);
    } finally {
      customer.socket.close();
    }
  });
});

describe('notifications', () => {
  it('a reply notifies the comment author; the list toggles read and marks read; another user gets 404', async () => {
    const sales = await t.createUser('admin');
    const salesSession = await t.signIn(sales);
    const posted = (await t.call('POST', thread('contact', unlockedContact), salesSession, { body: 'Bitte prüfen' })).json<{
      data: Reply;
    }>();
    await t.call('POST', `/api/comments/${posted.data.id}/reply`, w.sessions.admin, { reply: 'Geprüft' });
    await t.caughtUp();
    const list = await t.call('GET', '/api/notifications', salesSession);
    expect(list.statusCode).toBe(200);
    const body = list.json<{
      data: Array<{ id: string; kind: string; read_at: string | null; actor: { id: string } | null }>;
      unread_count: number;
    }>();
    expect(body.unread_count).toBe(1);
    const notification = body.data[0];
    expect(notification).toMatchObject({ kind: 'comment-reply', read_at: null, actor: { id: w.users.admin.id } });
    const id = notification?.id ?? '';
    const toggled = await t.call('PUT', `/api/notifications/${id}/toggleRead`, salesSession);
    expect(toggled.statusCode).toBe(200);
    expect(toggled.json<{ data: { read_at: string | null } }>().data.read_at).not.toBeNull();
    const back = await t.call('PUT', `/api/notifications/${id}/toggleRead`, salesSession);
    expect(back.json<{ data: { read_at: string | null } }>().data.read_at).toBeNull();
    const marked = await t.call('PUT', `/api/notifications/${id}/markAsRead`, salesSession);
    expect(marked.json<{ data: { read_at: string | null } }>().data.read_at).not.toBeNull();
    expect((await t.call('GET', '/api/notifications', salesSession)).json<{ unread_count: number }>().unread_count).toBe(0);
    expect((await t.call('PUT', `/api/notifications/${id}/toggleRead`, w.sessions.business)).statusCode).toBe(404);
    expect((await t.call('PUT', `/api/notifications/${randomUUID()}/markAsRead`, salesSession)).statusCode).toBe(404);
    expect((await t.call('PUT', `/api/notifications/not-a-uuid/markAsRead`, salesSession)).statusCode).toBe(422);
    expect((await t.call('GET', '/api/notifications', undefined)).statusCode).toBe(401);
  });

  it("an unlock for the company shows in its users' lists", async () => {
    const list = (await t.call('GET', '/api/notifications', w.sessions.owner)).json<{
      data: Array<{ kind: string; contact: { id: string } | null }>;
    }>();
    expect(list.data.some((n) => n.kind === 'contact-unlocked' && n.contact?.id === unlockedContact)).toBe(true);
    const other = (await t.call('GET', '/api/notifications', w.sessions.otherBusiness)).json<{ data: unknown[] }>();
    expect(other.data).toEqual([]);
  });
});
