import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldErrorsOf, startTestAppWithWorld, type TestApp, type World } from '@rm/server/testing';

let t: TestApp;
let w: World;

beforeAll(async () => {
  ({ t, w } = await startTestAppWithWorld({}, { contacts: 1 }));
});
afterAll(() => t.close());

describe('POST /api/events/track', () => {
  it('stores the event with the user as actor; the audit log shows it', async () => {
    const tracked = await t.call('POST', '/api/events/track', w.sessions.contact, { name: 'new_offer_popup_dismissed' });
    expect(tracked.statusCode).toBe(200);
    expect(tracked.json()).toEqual({ success: true });
    await t.caughtUp();
    const log = (await t.call('GET', '/api/audit?type=UserEventTracked', w.sessions.admin)).json<{
      data: Array<{ actor: { id: string } | null; changes: Record<string, { after: unknown }>; data: { name: string } }>;
    }>();
    expect(log.data[0]).toMatchObject({
      actor: { id: w.users.contact.id },
      changes: { tracked: { before: null, after: 'new_offer_popup_dismissed' } },
      data: { name: 'new_offer_popup_dismissed', userId: w.users.contact.id },
    });
    const trail = (await t.call('GET', `/api/audit/user/${w.users.contact.id}`, w.sessions.admin)).json<{
      data: Array<{ type: string }>;
    }>();
    expect(trail.data.map((e) => e.type)).toContain('UserEventTracked');
  });

  it('422 for a missing or odd name, 401 signed out, 419 without the XSRF token', async () => {
    expect(fieldErrorsOf(await t.call('POST', '/api/events/track', w.sessions.admin, {}))).toEqual({
      name: ['The name field is required.'],
    });
    expect(fieldErrorsOf(await t.call('POST', '/api/events/track', w.sessions.admin, { name: 'two words' }))).toHaveProperty('name');
    expect((await t.call('POST', '/api/events/track', await t.anonymous(), { name: 'x' })).statusCode).toBe(401);
    const { 'x-xsrf-token': _token, ...withoutToken } = w.sessions.admin.headers;
    expect((await t.call('POST', '/api/events/track', { ...w.sessions.admin, headers: withoutToken }, { name: 'x' })).statusCode).toBe(419);
  });
});
