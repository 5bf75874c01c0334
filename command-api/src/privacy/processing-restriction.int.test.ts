import {
  changeOfferStage,
  RESTRICTION_DEACTIVATION_REASON,
  RESTRICTION_LIFTED_REASON,
  runPrivacyCommand,
  runRetention,
} from '@rm/command-api';
import { sql } from 'slonik';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestAppWithWorld, type TestApp, type World } from '@rm/server/testing';

let t: TestApp;
let w: World;
const rejectedAt = new Date(Date.now() - 10 * 24 * 3600 * 1000).toISOString();
const admin = { actorId: null, actorRole: 'admin', occurredAt: rejectedAt };
/** Rejected only; rejected but in the talent pool; one offer rejected, one still open; rejected, deactivated by an admin. */
let rejected: string;
let inPool: string;
let stillOpen: string;
let deactivatedByAdmin: string;

const run = () => runRetention(t.store, t.personalDataPort, { now: new Date(), policy: t.retention, accessLogMonths: 24 });
type Detail = { is_active: boolean; inactive_reason: string | null; meta: { zip_code: string; profession: string } };
const detail = async (contactId: string): Promise<Detail> => {
  await t.caughtUp();
  return (await t.call('GET', `/api/contacts/${contactId}`, w.sessions.admin)).json<{ data: Detail }>().data;
};
/** What an employer planning an audience around the candidate counts. */
const potentialAround = async (contact: Detail): Promise<number> => {
  const response = await t.call('POST', '/api/potential-contacts', w.sessions.business, {
    meta: { zip_code: contact.meta.zip_code, range: 40, profession: contact.meta.profession },
  });
  expect(response.statusCode, `${JSON.stringify(contact)}: ${response.body}`).toBe(200);
  return response.json<{ count: number }>().count;
};

beforeAll(async () => {
  ({ t, w } = await startTestAppWithWorld({}, { contacts: 4 }));
  [rejected = '', inPool = '', stillOpen = '', deactivatedByAdmin = ''] = w.contactIds;
  for (const offerId of w.offerIds) await changeOfferStage(t.store, offerId, 'unqualified', admin);
  await changeOfferStage(t.store, w.otherOfferId, 'unqualified', admin);
  await t.seedOffer({ contactId: stillOpen, campaignId: w.otherCampaignId, companyId: w.otherCompanyId });
  await runPrivacyCommand(
    t.store,
    inPool,
    { type: 'GiveConsent', data: { contactId: inPool, purpose: 'talent_pool', textVersion: '2026-01', channel: 'web', at: rejectedAt } },
    admin,
  );
  const off = await t.call('POST', '/contacts/toggleActive', w.sessions.admin, {
    driver_id: deactivatedByAdmin,
    reason: 'Hat eine Stelle',
  });
  expect(off.json()).toEqual({ is_active: false });
  // The world signed its candidate in after the back-dated rejections: the rule is shown on one who has not since.
  await t.pool.query(sql.unsafe`delete from sec_last_sign_in`);
  await t.caughtUp();
});
afterAll(() => t.close());

describe('the restriction of processing during the AGG defence period (Art. 18)', () => {
  it('takes a candidate whose every offer was rejected out of matching, and no one else', async () => {
    const before = await potentialAround(await detail(rejected));
    const outcome = await run();
    expect(outcome.restrictedContactIds).toEqual([rejected]);
    expect(outcome.erasedContactIds).toEqual([]);
    expect(await detail(rejected)).toMatchObject({ is_active: false, inactive_reason: RESTRICTION_DEACTIVATION_REASON });
    expect(await potentialAround(await detail(rejected))).toBe(before - 1);
    // Kept: the data is there for the defence of claims, for admins and the candidate's own export.
    expect(
      (await t.call('GET', `/api/privacy/contacts/${rejected}`, w.sessions.admin)).json<{ data: { erased_at: null } }>().data,
    ).toMatchObject({
      erased_at: null,
    });
    for (const other of [inPool, stillOpen]) expect((await detail(other)).is_active).toBe(true);
    expect(await detail(deactivatedByAdmin)).toMatchObject({ is_active: false, inactive_reason: 'Hat eine Stelle' });
    const trail = (await t.call('GET', `/api/audit/contact/${rejected}`, w.sessions.admin)).json<{ data: Array<{ type: string }> }>();
    expect(trail.data.map((entry) => entry.type)).toContain('ContactDeactivated');
  });

  it('does nothing twice, and lifts only its own restriction once the candidate is active again', async () => {
    const again = await run();
    expect(again.restrictedContactIds).toEqual([]);
    expect(again.liftedContactIds).toEqual([]);

    const person = await t.pool.query(sql.unsafe`select user_id from rm_privacy.persons where contact_id = ${rejected}`);
    const userId = (person.rows[0] as { user_id: string | null } | undefined)?.user_id;
    expect(userId).toBeTruthy();
    await t.pool.query(sql.unsafe`insert into sec_last_sign_in (user_id, at) values (${userId ?? ''}, now())`);
    const lifted = await run();
    expect(lifted.liftedContactIds).toEqual([rejected]);
    expect(await detail(rejected)).toMatchObject({ is_active: true, inactive_reason: null });
    // An admin's deactivation is not the run's to lift.
    expect(await detail(deactivatedByAdmin)).toMatchObject({ is_active: false, inactive_reason: 'Hat eine Stelle' });
    const events = await t.store.readStream(`contact-${rejected}`);
    const reasons = events.flatMap((event) =>
      event.type === 'ContactDeactivated' || event.type === 'ContactActivated' ? [(event.data as { reason: string }).reason] : [],
    );
    expect(reasons).toEqual([RESTRICTION_DEACTIVATION_REASON, RESTRICTION_LIFTED_REASON]);
  });
});
