import { randomUUID } from 'node:crypto';
import { createReferenceItem } from '@rm/command-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectWs, fieldErrorsOf, startTestAppWithWorld, type TestApp, type World } from '@rm/server/testing';

let t: TestApp;
let w: World;
let unlockId: string;
let otherUnlockId: string;
let statusIds: { notStarted: string; done: string };

const system = { actorId: null, actorRole: 'system' };

interface Entry {
  id: string;
  type: string;
  properties: Record<string, unknown>;
  performed_at: string;
  starred: boolean;
  author: { id: string } | null;
}
interface Task {
  id: string;
  title: string;
  status_id: string;
  status: { identifier: string } | null;
  due_at: string;
  remind_on_due_at: boolean;
  assigner_id: string;
}

beforeAll(async () => {
  ({ t, w } = await startTestAppWithWorld({}, { contacts: 4 }));
  const unlock = async (companyId: string, contact: number) =>
    (
      await t.call('POST', '/requested-contacts/unlock', w.sessions.admin, {
        driver_id: w.contactIds[contact],
        company_id: companyId,
        price: 5,
      })
    ).json<{ data: { id: string } }>().data.id;
  unlockId = await unlock(w.companyId, 1);
  otherUnlockId = await unlock(w.otherCompanyId, 2);
  const status = async (identifier: string) =>
    (await createReferenceItem(t.store, 'task-statuses', { name: identifier, identifier, status_color: 'default' }, system)).itemId;
  statusIds = { notStarted: await status('not_started'), done: await status('done') };
  await t.caughtUp();
});
afterAll(() => t.close());

const base = () => `/api/timeline/call/unlocked-contact/${unlockId}`;
const call = { properties: { description: 'Erstgespräch geführt', outcome: 'connected' }, performed_at: '2026-11-20 09:30:00' };

describe('the timeline of an unlocked contact', () => {
  it('logs a call (201) that sets last_contacted_at and ticks the checklist; a colleague is told by a push', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    const colleague = await connectWs(typeof address === 'object' && address ? address.port : 0, w.sessions.owner.cookie);
    colleague.send({ type: 'subscribe', channel: `App.User.${w.users.owner.id}` });
    await colleague.next((frame) => frame.type === 'subscribed');
    try {
      const pushed = colleague.next((frame) => frame.type === 'change' && frame.subject === 'rm.timeline.changed', 5000);
      const response = await t.call('POST', base(), w.sessions.business, { type: 'call', ...call });
      expect(response.statusCode).toBe(201);
      const entry = response.json<{ message: string; data: Entry }>();
      expect(entry).toMatchObject({
        message: 'Entry saved.',
        data: {
          type: 'call',
          properties: call.properties,
          performed_at: '2026-11-20 09:30:00',
          starred: false,
          author: { id: w.users.business.id },
        },
      });
      await pushed;
    } finally {
      colleague.socket.close();
    }
    const contact = (await t.call('GET', `/api/unlocked-contacts/${unlockId}`, w.sessions.business)).json<{
      data: { last_contacted_at: string; checklist: { contacted: boolean; open_count: number } };
    }>().data;
    expect(contact.last_contacted_at).toBe('2026-11-20T09:30:00.000Z');
    expect(contact.checklist).toMatchObject({ contacted: true, open_count: 2 });
  });

  it('adds every type, counts them, edits, stars, unstars and deletes', async () => {
    const add = (type: string, properties: Record<string, unknown>) =>
      t.call('POST', `/api/timeline/${type}/unlocked-contact/${unlockId}`, w.sessions.owner, {
        properties,
        performed_at: '2026-11-21 10:00:00',
      });
    expect((await add('note', { description: 'Sehr motiviert' })).statusCode).toBe(201);
    expect((await add('email', { subject: 'Einladung', body: 'Hallo …' })).statusCode).toBe(201);
    expect((await add('sms', { text: 'Bis morgen!' })).statusCode).toBe(201);
    const meeting = await add('meeting', { description: 'Probetag', date: '2026-11-25', time: '08:00', outcome: null });
    expect(meeting.statusCode).toBe(201);
    const meetingId = meeting.json<{ data: Entry }>().data.id;

    const stats = await t.call('POST', `/api/timeline/unlocked-contact/${unlockId}/getStats`, w.sessions.business);
    expect(stats.json()).toEqual({ note: 1, email: 1, call: 1, sms: 1, meeting: 1, task: 0 });

    const edited = await t.call('PUT', `/api/timeline/meeting/unlocked-contact/${unlockId}`, w.sessions.business, {
      entry_id: meetingId,
      properties: { description: 'Probetag verschoben', date: '2026-11-26', time: '09:00', outcome: 'connected' },
      performed_at: '2026-11-21 11:00:00',
    });
    expect(edited.json<{ data: Entry }>().data.properties).toEqual({
      description: 'Probetag verschoben',
      date: '2026-11-26',
      time: '09:00',
      outcome: 'connected',
    });
    expect(
      (await t.call('POST', `/api/timeline/${meetingId}/markAsStarred`, w.sessions.business)).json<{ data: Entry }>().data.starred,
    ).toBe(true);
    const meetings = (await t.call('GET', `/api/timeline/meeting/unlocked-contact/${unlockId}`, w.sessions.business)).json<{
      data: Entry[];
      starred: Entry[];
      count: number;
    }>();
    expect([meetings.count, meetings.starred.map((e) => e.id)]).toEqual([1, [meetingId]]);
    expect(
      (await t.call('POST', `/api/timeline/${meetingId}/markAsUnStarred`, w.sessions.business)).json<{ data: Entry }>().data.starred,
    ).toBe(false);

    const overview = (await t.call('GET', `/api/timeline/unlocked-contact/${unlockId}`, w.sessions.business)).json<{
      overview: { stats: { meeting: number } };
      data: Entry[];
    }>();
    expect(overview.data).toHaveLength(5);
    const company = (await t.call('GET', `/api/timeline/company/${w.companyId}`, w.sessions.business)).json<{ data: Entry[] }>();
    expect(company.data).toHaveLength(5);

    expect((await t.call('DELETE', `/api/timeline/${meetingId}`, w.sessions.business)).json()).toEqual({ message: 'Entry deleted.' });
    expect((await t.call('DELETE', `/api/timeline/${meetingId}`, w.sessions.business)).statusCode).toBe(404);
    expect((await t.call('POST', `/api/timeline/unlocked-contact/${unlockId}/getStats`, w.sessions.business)).json()).toMatchObject({
      meeting: 0,
    });
  });

  it('answers 422 with the missing properties, a bad outcome or time', async () => {
    expect(
      fieldErrorsOf(await t.call('POST', base(), w.sessions.business, { properties: {}, performed_at: '2026-11-20 09:30:00' })),
    ).toEqual({
      'properties.description': ['The description field is required.'],
    });
    expect(
      fieldErrorsOf(
        await t.call('POST', base(), w.sessions.business, {
          properties: { description: 'x', outcome: 'maybe' },
          performed_at: '2026-11-20 09:30:00',
        }),
      ),
    ).toEqual({ 'properties.outcome': ['The selected outcome is invalid.'] });
    expect(fieldErrorsOf(await t.call('POST', base(), w.sessions.business, { ...call, performed_at: '2026-13-40 09:30:00' }))).toEqual({
      performed_at: ['The date and time are invalid.'],
    });
    expect(fieldErrorsOf(await t.call('POST', base(), w.sessions.business, { ...call, performed_at: 'gestern' }))).toHaveProperty(
      'performed_at',
    );
    expect((await t.call('POST', `/api/timeline/fax/unlocked-contact/${unlockId}`, w.sessions.business, call)).statusCode).toBe(422);
  });

  it("refuses another company's contact and entries (403), unknown ones (404), admins and candidates (403), strangers (401)", async () => {
    expect((await t.call('POST', `/api/timeline/call/unlocked-contact/${otherUnlockId}`, w.sessions.business, call)).statusCode).toBe(403);
    expect((await t.call('GET', `/api/timeline/unlocked-contact/${otherUnlockId}`, w.sessions.business)).statusCode).toBe(403);
    expect((await t.call('GET', `/api/timeline/company/${w.otherCompanyId}`, w.sessions.business)).statusCode).toBe(403);
    expect((await t.call('GET', `/api/timeline/unlocked-contact/${randomUUID()}`, w.sessions.business)).statusCode).toBe(404);
    const own = (await t.call('POST', base(), w.sessions.business, call)).json<{ data: Entry }>().data.id;
    expect((await t.call('DELETE', `/api/timeline/${own}`, w.sessions.otherBusiness)).statusCode).toBe(403);
    expect((await t.call('POST', `/api/timeline/${own}/markAsStarred`, w.sessions.otherBusiness)).statusCode).toBe(403);
    expect((await t.call('POST', `/api/timeline/${randomUUID()}/markAsStarred`, w.sessions.business)).statusCode).toBe(404);
    expect((await t.call('POST', base(), w.sessions.admin, call)).statusCode).toBe(403);
    expect((await t.call('GET', base(), w.sessions.contact)).statusCode).toBe(403);
    expect((await t.call('GET', base(), await t.anonymous())).statusCode).toBe(401);
  });
});

describe('tasks', () => {
  const tasks = () => `/api/tasks/unlocked-contact/${unlockId}`;

  it('creates a task with the defaults (not_started, due tomorrow, reminder on, the caller), lists, edits, changes the status, deletes', async () => {
    const created = await t.call('POST', tasks(), w.sessions.business, { title: 'Zurückrufen' });
    expect(created.statusCode).toBe(201);
    const task = created.json<{ data: Task }>().data;
    const tomorrow = new Date(Date.now() + 24 * 3600 * 1000).toISOString().slice(0, 10);
    expect(task).toMatchObject({
      title: 'Zurückrufen',
      status_id: statusIds.notStarted,
      status: { identifier: 'not_started' },
      due_at: tomorrow,
      remind_on_due_at: true,
      assigner_id: w.users.business.id,
    });
    const edited = await t.call('PUT', `/api/tasks/${task.id}`, w.sessions.owner, { due_at: '2026-12-24', assigner_id: w.users.owner.id });
    expect(edited.json<{ data: Task }>().data).toMatchObject({ due_at: '2026-12-24', assigner_id: w.users.owner.id, title: 'Zurückrufen' });
    const done = await t.call('POST', `/api/tasks/${task.id}/updateTaskStatus`, w.sessions.business, { status_id: statusIds.done });
    expect(done.json<{ data: Task }>().data.status).toMatchObject({ identifier: 'done' });
    const listed = (await t.call('GET', tasks(), w.sessions.business)).json<{ data: Task[] }>().data;
    expect(listed.map((l) => l.id)).toEqual([task.id]);
    expect((await t.call('POST', `/api/timeline/unlocked-contact/${unlockId}/getStats`, w.sessions.business)).json()).toMatchObject({
      task: 1,
    });
    expect((await t.call('DELETE', `/api/tasks/${task.id}`, w.sessions.business)).json()).toEqual({ message: 'Task deleted.' });
    expect((await t.call('GET', tasks(), w.sessions.business)).json<{ data: Task[] }>().data).toEqual([]);
    expect((await t.call('DELETE', `/api/tasks/${task.id}`, w.sessions.business)).statusCode).toBe(404);
  });

  it('offers the company users as assignees (GET /api/options/users), never another company', async () => {
    const users = (await t.call('GET', '/api/options/users', w.sessions.business)).json<Array<{ id: string }>>().map((u) => u.id);
    expect(users).toContain(w.users.owner.id);
    expect(users).not.toContain(w.users.otherBusiness.id);
    expect((await t.call('GET', `/api/options/users?company_id=${w.otherCompanyId}`, w.sessions.business)).statusCode).toBe(403);
  });

  it('answers 422 for a missing title, an unknown status or an assignee outside the company', async () => {
    expect(fieldErrorsOf(await t.call('POST', tasks(), w.sessions.business, {}))).toHaveProperty('title');
    expect(fieldErrorsOf(await t.call('POST', tasks(), w.sessions.business, { title: 'x', status_id: randomUUID() }))).toEqual({
      status_id: ['The selected task status is invalid.'],
    });
    expect(
      fieldErrorsOf(await t.call('POST', tasks(), w.sessions.business, { title: 'x', assigner_id: w.users.otherBusiness.id })),
    ).toEqual({
      assigner_id: ['The user is not a user of your company.'],
    });
    expect(fieldErrorsOf(await t.call('POST', tasks(), w.sessions.business, { title: 'x', due_at: '2026-02-30' }))).toHaveProperty(
      'due_at',
    );
  });

  it("refuses another company's subject and tasks (403), unknown ones (404), other roles (403)", async () => {
    const own = (await t.call('POST', `/api/tasks/company/${w.companyId}`, w.sessions.business, { title: 'Quartalsplanung' })).json<{
      data: Task;
    }>().data.id;
    expect((await t.call('PUT', `/api/tasks/${own}`, w.sessions.otherBusiness, { title: 'x' })).statusCode).toBe(403);
    expect(
      (await t.call('POST', `/api/tasks/${own}/updateTaskStatus`, w.sessions.otherBusiness, { status_id: statusIds.done })).statusCode,
    ).toBe(403);
    expect((await t.call('DELETE', `/api/tasks/${own}`, w.sessions.otherBusiness)).statusCode).toBe(403);
    expect((await t.call('GET', `/api/tasks/unlocked-contact/${otherUnlockId}`, w.sessions.business)).statusCode).toBe(403);
    expect((await t.call('POST', `/api/tasks/company/${w.otherCompanyId}`, w.sessions.business, { title: 'x' })).statusCode).toBe(403);
    expect((await t.call('PUT', `/api/tasks/${randomUUID()}`, w.sessions.business, { title: 'x' })).statusCode).toBe(404);
    expect((await t.call('GET', tasks(), w.sessions.admin)).statusCode).toBe(403);
    expect((await t.call('GET', tasks(), await t.anonymous())).statusCode).toBe(401);
  });
});

describe('PUT /api/company-users/{id}/permissions', () => {
  const url = () => `/api/company-users/${w.users.business.id}/permissions`;
  it("lets the company's owner and admins set a company user's permissions", async () => {
    const response = await t.call('PUT', url(), w.sessions.owner, { permissions: ['timeline', 'tasks', 'timeline'] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Permissions updated.', permissions: ['tasks', 'timeline'] });
    expect((await t.call('PUT', url(), w.sessions.admin, { permissions: [] })).json()).toEqual({
      message: 'Permissions updated.',
      permissions: [],
    });
  });

  it('refuses another company (403), a plain employer (403), no company user (404) and unknown permissions (422)', async () => {
    expect(
      (await t.call('PUT', `/api/company-users/${w.users.otherBusiness.id}/permissions`, w.sessions.owner, { permissions: [] })).statusCode,
    ).toBe(403);
    expect((await t.call('PUT', url(), w.sessions.business, { permissions: [] })).statusCode).toBe(403);
    expect((await t.call('PUT', `/api/company-users/${randomUUID()}/permissions`, w.sessions.admin, { permissions: [] })).statusCode).toBe(
      404,
    );
    expect(fieldErrorsOf(await t.call('PUT', url(), w.sessions.owner, { permissions: ['root'] }))).toHaveProperty('permissions.0');
  });
});
