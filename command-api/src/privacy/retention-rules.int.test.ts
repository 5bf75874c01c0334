import { addMonths, type PrivacyRecord } from '@rm/domain';
import { rejectOffer, runRetention } from '@rm/command-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestAppWithWorld, type TestApp, type World } from '@rm/server/testing';

let t: TestApp;
let w: World;
/** Declined their only offer; has an offer still open and does nothing. */
let declined: string;
let idle: string;
const declinedAt = '2027-03-20T10:00:00.000Z';
const day = 24 * 3600 * 1000;
const run = (now: Date) => runRetention(t.store, t.personalDataPort, { now, policy: t.retention, accessLogMonths: 24 });
const erasedAt = async (contactId: string) =>
  (await t.call('GET', `/api/privacy/contacts/${contactId}`, w.sessions.admin)).json<{ data: PrivacyRecord }>().data.erased_at;

beforeAll(async () => {
  ({ t, w } = await startTestAppWithWorld({}, { contacts: 3 }));
  [, declined = '', idle = ''] = w.contactIds;
  await rejectOffer(
    t.store,
    w.offerIds[1] ?? '',
    { reason: 'too_far', text: null },
    {
      actorId: null,
      actorRole: 'contact',
      occurredAt: declinedAt,
    },
  );
  await t.caughtUp();
});
afterAll(() => t.close());

describe('retention of declined and inactive candidates', () => {
  it('erases a candidate who declined every offer 6 months after the decline, not a millisecond before', async () => {
    const due = addMonths(declinedAt, 6);
    expect((await run(new Date(due.getTime() - 1))).erasedContactIds).not.toContain(declined);
    const outcome = await run(due);
    expect(outcome.erasedContactIds).toContain(declined);
    expect(outcome.erasedContactIds).not.toContain(idle);
    await t.caughtUp();
    expect(await erasedAt(declined)).not.toBeNull();
    expect(await erasedAt(idle)).toBeNull();
  });

  it('tells an inactive candidate once, and erases them only 30 days after the notice', async () => {
    const noticeRun = new Date(addMonths(new Date().toISOString(), 25).getTime());
    const first = await run(noticeRun);
    expect(first.erasedContactIds).not.toContain(idle);
    expect(first.noticesSent).toBeGreaterThanOrEqual(1);
    expect((await run(noticeRun)).noticesSent).toBe(0);
    expect((await run(new Date(noticeRun.getTime() + 30 * day - 1))).erasedContactIds).not.toContain(idle);
    expect((await run(new Date(noticeRun.getTime() + 30 * day))).erasedContactIds).toContain(idle);
    await t.caughtUp();
    const trail = (await t.call('GET', `/api/audit/contact/${idle}`, w.sessions.admin)).json<{ data: Array<{ type: string }> }>();
    expect(trail.data.map((entry) => entry.type)).toEqual(expect.arrayContaining(['InactivityNoticeSent', 'PersonalDataErased']));
  });
});
