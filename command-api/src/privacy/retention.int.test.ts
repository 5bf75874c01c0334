import { addMonths, type PrivacyRecord } from '@rm/domain';
import { changeOfferStage, runPrivacyCommand, runRetention } from '@rm/command-api';
import { sql } from 'slonik';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestAppWithWorld, type TestApp, type World } from '@rm/server/testing';

let t: TestApp;
let w: World;
const rejectedAt = '2026-01-15T10:00:00.000Z';
const admin = { actorId: null, actorRole: 'admin', occurredAt: rejectedAt };
/** Rejected only; rejected but in the talent pool; one offer rejected, one still open. */
let rejected: string;
let inPool: string;
let stillOpen: string;

const day = 24 * 3600 * 1000;
const run = (now: Date) => runRetention(t.store, t.personalDataPort, { now, policy: t.retention, accessLogMonths: 24 });
const erasedAt = async (contactId: string) =>
  (await t.call('GET', `/api/privacy/contacts/${contactId}`, w.sessions.admin)).json<{ data: PrivacyRecord }>().data.erased_at;

beforeAll(async () => {
  ({ t, w } = await startTestAppWithWorld({}, { contacts: 3 }));
  [rejected = '', inPool = '', stillOpen = ''] = w.contactIds;
  // Every offer of the first two is rejected on 15 January; the third has a second offer still open.
  for (const offerId of w.offerIds) await changeOfferStage(t.store, offerId, 'unqualified', admin);
  await changeOfferStage(t.store, w.otherOfferId, 'unqualified', admin);
  await t.seedOffer({ contactId: stillOpen, campaignId: w.otherCampaignId, companyId: w.otherCompanyId });
  await runPrivacyCommand(
    t.store,
    inPool,
    {
      type: 'GiveConsent',
      data: { contactId: inPool, purpose: 'talent_pool', textVersion: '2026-01', channel: 'web', at: '2026-02-01T09:00:00.000Z' },
    },
    admin,
  );
  // The first candidate signed in for the test (after the back-dated rejections): a sign-in since the last
  // rejection makes a candidate active again, so the rule is shown on one who has not signed in since.
  await t.pool.query(sql.unsafe`delete from sec_last_sign_in`);
  await t.caughtUp();
});
afterAll(() => t.close());

describe('retention of rejected candidates', () => {
  it('shows when the rule erases a candidate', async () => {
    const record = (await t.call('GET', `/api/privacy/contacts/${rejected}`, w.sessions.admin)).json<{ data: PrivacyRecord }>().data;
    expect(record.retention_due_at).toBe('2026-07-15T10:00:00.000Z');
    expect(
      (await t.call('GET', `/api/privacy/contacts/${inPool}`, w.sessions.admin)).json<{ data: PrivacyRecord }>().data.retention_due_at,
    ).toBe('2027-02-01T09:00:00.000Z');
  });

  it('keeps them 5 months and 29 days after the last rejection', async () => {
    const outcome = await run(new Date(addMonths(rejectedAt, 5).getTime() + 29 * day));
    expect(outcome.erasedContactIds).toEqual([]);
    await t.caughtUp();
    expect(await erasedAt(rejected)).toBeNull();
  });

  it('erases them at 6 months, but neither the talent pool nor a candidate with an open offer', async () => {
    const outcome = await run(addMonths(rejectedAt, 6));
    expect(outcome.erasedContactIds).toEqual([rejected]);
    await t.caughtUp();
    expect(await erasedAt(rejected)).not.toBeNull();
    expect(await erasedAt(inPool)).toBeNull();
    expect(await erasedAt(stillOpen)).toBeNull();
    const detail = (await t.call('GET', `/api/contacts/${rejected}`, w.sessions.admin)).json<{ data: { full_name: string } }>().data;
    expect(detail.full_name).toBe('Gelöschte Person');
  });

  it('erases the talent pool 12 months after the consent', async () => {
    expect((await run(new Date('2027-02-01T08:59:00.000Z'))).erasedContactIds).toEqual([]);
    expect((await run(new Date('2027-02-01T09:00:00.000Z'))).erasedContactIds).toEqual([inPool]);
  });

  it('writes each run to the audit log with ids and counts, no personal data', async () => {
    await t.caughtUp();
    const trail = (await t.call('GET', `/api/audit/contact/${rejected}`, w.sessions.admin)).json<{
      data: Array<{ type: string; data: Record<string, unknown>; actor_role: string | null }>;
    }>();
    const runEntry = trail.data.find((entry) => entry.type === 'RetentionRunCompleted');
    expect(runEntry?.data).toEqual({
      runId: expect.any(String) as unknown,
      erasedContactIds: [rejected],
      checkedCount: 2,
      erasedCount: 1,
      rejectedMonths: 6,
      talentPoolMonths: 12,
      inactiveMonths: 24,
      noticesSentCount: 0,
      // Erased in the same run: not restricted besides; the others are in the talent pool or have an open offer.
      restrictedCount: 0,
      restrictionsLiftedCount: 0,
      ranAt: '2026-07-15T10:00:00.000Z',
    });
    const erasure = trail.data.find((entry) => entry.type === 'PersonalDataErased');
    expect(erasure?.data).toMatchObject({ cause: 'retention', reason: 'Aufbewahrungsfrist abgelaufen (6 Monate nach der letzten Absage)' });
  });
});

describe('a sign-in after the rejection', () => {
  it('makes the candidate active again: the rejection rule no longer erases them', async () => {
    const { t: app, w: world } = await startTestAppWithWorld({}, { contacts: 1 });
    try {
      const [only = ''] = world.contactIds;
      for (const offerId of world.offerIds) await changeOfferStage(app.store, offerId, 'unqualified', admin);
      await changeOfferStage(app.store, world.otherOfferId, 'unqualified', admin);
      await app.caughtUp();
      const outcome = await runRetention(app.store, app.personalDataPort, {
        now: addMonths(rejectedAt, 6),
        policy: app.retention,
        accessLogMonths: 24,
      });
      expect(outcome.erasedContactIds).not.toContain(only);
    } finally {
      await app.close();
    }
  });
});
