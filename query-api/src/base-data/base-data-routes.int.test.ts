import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldErrorsOf, startTestAppWithWorld, type TestApp, type World } from '@rm/server/testing';

let t: TestApp;
let w: World;

beforeAll(async () => {
  ({ t, w } = await startTestAppWithWorld({}, { contacts: 1 }));
});
afterAll(() => t.close());

describe('GET /api/settings/user/{userId}', () => {
  it("answers a user's own settings (German, DE, Europe/Berlin to start with); admins read anyone's", async () => {
    const own = await t.call('GET', `/api/settings/user/${w.users.business.id}`, w.sessions.business);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ user_id: w.users.business.id, language: 'de', country: 'DE', timezone: 'Europe/Berlin' });
    expect((await t.call('GET', `/api/settings/user/${w.users.contact.id}`, w.sessions.admin)).statusCode).toBe(200);
  });

  it("refuses another user's settings (403), an unknown user (404), a bad id (422), signed out (401)", async () => {
    for (const session of [w.sessions.business, w.sessions.owner, w.sessions.contact]) {
      const other = await t.call('GET', `/api/settings/user/${w.users.otherBusiness.id}`, session);
      expect(other.statusCode).toBe(403);
      expect(other.json()).toEqual({ message: "You don't have access to do this." });
    }
    expect((await t.call('GET', `/api/settings/user/${randomUUID()}`, w.sessions.admin)).statusCode).toBe(404);
    expect(fieldErrorsOf(await t.call('GET', '/api/settings/user/42', w.sessions.admin))).toEqual({
      userId: ['The userId must be a valid id.'],
    });
    expect((await t.call('GET', `/api/settings/user/${w.users.admin.id}`, await t.anonymous())).statusCode).toBe(401);
  });
});

describe('GET /api/contact-stats', () => {
  it('answers 0 unread messages (no messaging yet) for every signed-in role, 401 signed out', async () => {
    for (const session of Object.values(w.sessions)) {
      const stats = await t.call('GET', '/api/contact-stats', session);
      expect(stats.statusCode).toBe(200);
      expect(stats.json()).toEqual({ unread_messages_count: 0 });
    }
    expect((await t.call('GET', '/api/contact-stats', await t.anonymous())).statusCode).toBe(401);
  });
});
