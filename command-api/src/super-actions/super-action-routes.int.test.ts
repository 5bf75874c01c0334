import { randomUUID } from 'node:crypto';
import { sql } from 'slonik';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldErrorsOf, startTestAppWithWorld, type TestApp, type World } from '@rm/server/testing';
import { createOffer } from '../offers/offer-commands';

let t: TestApp;
let w: World;

beforeAll(async () => {
  ({ t, w } = await startTestAppWithWorld({}, { contacts: 4 }));
});
afterAll(() => t.close());

type Preview = { open_offers: number; open_offers_without_reminders: number; open_offers_filtered: number };
const preview = async (query = '') => (await t.call('GET', `/super-actions/offer-reminders${query}`, w.sessions.admin)).json<Preview>();

/** The outbox rows, as an operator reads them. */
async function outbox(): Promise<Array<{ recipient_id: string; template: string }>> {
  await t.caughtUp();
  const result = await t.pool.query(sql.unsafe`select recipient_id, template from ops.notification_outbox order by created_at`);
  return result.rows as Array<{ recipient_id: string; template: string }>;
}

const twoDaysAgo = (): string => new Date(Date.now() - 2 * 24 * 3600_000).toISOString();

/** Offers made two days ago (a reminder needs its offer an hour old at least). */
async function oldOffers(campaignId: string, count: number): Promise<string[]> {
  const offerIds: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const contactId = await t.seedContact();
    const offerId = randomUUID();
    await createOffer(
      t.store,
      { offerId, contactId, campaignId, companyId: w.companyId, audienceId: null, employerId: null, price: 2500 },
      { actorId: null, actorRole: 'system', occurredAt: twoDaysAgo() },
    );
    offerIds.push(offerId);
  }
  await t.caughtUp();
  return offerIds;
}

describe('offer reminders', () => {
  it('previews the open offers, those never reminded, and those the filter leaves', async () => {
    // The seeded offers are minutes old: open, never reminded, and not yet an hour old for any reminder.
    expect(await preview('?reminders=1&hours=24')).toEqual({ open_offers: 5, open_offers_without_reminders: 5, open_offers_filtered: 0 });
    expect((await t.call('GET', '/super-actions/offer-reminders?hours=-1', w.sessions.admin)).statusCode).toBe(422);
    expect((await t.call('GET', '/super-actions/offer-reminders', w.sessions.business)).statusCode).toBe(403);
    expect((await t.call('GET', '/super-actions/offer-reminders', await t.anonymous())).statusCode).toBe(401);
  });

  it('GET /api/campaigns/{id}/sendReminders reminds the campaign’s never-reminded contacts once, through the outbox', async () => {
    const campaignId = await t.seedCampaign({ companyId: w.companyId, name: 'Erinnerungen' });
    await oldOffers(campaignId, 2);
    const detail = async () =>
      (await t.call('GET', `/api/campaigns/${campaignId}`, w.sessions.admin)).json<{ reminder_stats: Record<string, number> }>()
        .reminder_stats;
    expect(await detail()).toEqual({ open_offers: 2, open_offers_without_reminders: 2 });
    const sent = await t.call('GET', `/api/campaigns/${campaignId}/sendReminders`, w.sessions.admin);
    expect(sent.json()).toEqual({ message: 'Offer reminders sent', sent: 2 });
    expect(await detail()).toEqual({ open_offers: 2, open_offers_without_reminders: 0 });
    // The same request again (its X-Request-Id), and a new one within the hour: nobody is reminded twice.
    const retried = await t.call('GET', `/api/campaigns/${campaignId}/sendReminders`, w.sessions.admin, undefined, {
      'x-request-id': 'retry-1',
    });
    expect(retried.json()).toMatchObject({ sent: 0 });
    expect((await outbox()).filter((row) => row.template === 'offer-reminder')).toHaveLength(2);
    expect((await t.call('GET', `/api/campaigns/${randomUUID()}/sendReminders`, w.sessions.admin)).statusCode).toBe(404);
  });

  it('fires reminders at the offers the filter leaves; retrying the same command sends nothing twice', async () => {
    const campaignId = await t.seedCampaign({ companyId: w.companyId, name: 'Super-Erinnerung' });
    await oldOffers(campaignId, 3);
    expect(await preview('?reminders=1&hours=24')).toMatchObject({ open_offers_filtered: 3 });
    const body = { type: 'filtered', reminders: 1, hours: 24 };
    const headers = { 'x-request-id': `fire-${randomUUID()}` };
    const first = await t.call('POST', '/super-actions/fire-offer-reminders', w.sessions.admin, body, headers);
    expect(first.json()).toEqual({ message: 'Offer reminders sent', sent: 3 });
    const retry = await t.call('POST', '/super-actions/fire-offer-reminders', w.sessions.admin, body, headers);
    expect(retry.json()).toMatchObject({ sent: 0 });
    const all = await t.call('POST', '/super-actions/fire-offer-reminders', w.sessions.admin, { type: 'all', reminders: 1, hours: 0 });
    expect(all.json()).toMatchObject({ sent: 0 });
    expect(await preview('?reminders=1&hours=24')).toMatchObject({ open_offers_filtered: 0 });
    expect(await preview('?reminders=2&hours=0')).toMatchObject({ open_offers_filtered: 0 });
    // The outbox also holds each new offer's link (the offer-links reactor): the reminders are these five.
    const everything = await outbox();
    const rows = everything.filter((row) => row.template === 'offer-reminder');
    expect(rows).toHaveLength(5);
    expect(new Set(rows.map((row) => row.recipient_id)).size).toBe(5);
    const listed = (await t.call('GET', '/super-actions/outbox', w.sessions.admin)).json<{ meta: { total: number } }>();
    expect(listed.meta.total).toBe(everything.length);
  });

  it('POST /super-actions/fire-offer-reminders needs a known type, and admins', async () => {
    expect(
      Object.keys(fieldErrorsOf(await t.call('POST', '/super-actions/fire-offer-reminders', w.sessions.admin, { type: 'everyone' }))),
    ).toContain('type');
    expect((await t.call('POST', '/super-actions/fire-offer-reminders', w.sessions.owner, { type: 'all' })).statusCode).toBe(403);
  });
});

describe('POST /super-actions/charge-for-hire', () => {
  it('charges the company for the hire of an unlocked contact once: a transaction of its own', async () => {
    const unlocked = await t.call('POST', '/api/unlock-contact', w.sessions.admin, {
      driver_id: w.contactIds[1],
      company_id: w.companyId,
      employer_id: null,
      campaign_id: w.campaignId,
    });
    const unlockId = unlocked.json<{ data: { id: string } }>().data.id;
    const charged = await t.call('POST', '/super-actions/charge-for-hire', w.sessions.admin, {
      type: 'unlocked_contact',
      id: unlockId,
      price: 900,
    });
    expect(charged.statusCode).toBe(201);
    const { transaction_id: transactionId } = charged.json<{ transaction_id: string }>();
    const again = await t.call('POST', '/super-actions/charge-for-hire', w.sessions.admin, {
      type: 'offer',
      id: w.offerIds[1],
      price: 900,
    });
    expect(again.statusCode).toBe(409);
    const transactions = (await t.call('GET', `/api/companies/${w.companyId}/transactions`, w.sessions.admin)).json<{
      data: Array<{ id: string; type: string; amount: number }>;
    }>();
    expect(transactions.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: transactionId, type: 'hire', amount: 900 }),
        expect.objectContaining({ id: unlockId, type: 'unlock', amount: 25 }),
      ]),
    );
    const stats = (await t.call('GET', `/api/companies/${w.companyId}/stats`, w.sessions.admin)).json<{ revenue: number }>();
    expect(stats.revenue).toBe(925);
  });

  it('finds the unlock through an offer; refuses an offer never unlocked (422 on id), unknown ids (404), company users (403)', async () => {
    const notUnlocked = await t.call('POST', '/super-actions/charge-for-hire', w.sessions.admin, {
      type: 'offer',
      id: w.offerIds[2],
      price: 900,
    });
    expect(Object.keys(fieldErrorsOf(notUnlocked))).toEqual(['id']);
    expect(
      (await t.call('POST', '/super-actions/charge-for-hire', w.sessions.admin, { type: 'offer', id: randomUUID(), price: 900 }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.call('POST', '/super-actions/charge-for-hire', w.sessions.admin, { type: 'unlocked_contact', id: randomUUID(), price: 900 }))
        .statusCode,
    ).toBe(404);
    expect(
      Object.keys(
        fieldErrorsOf(
          await t.call('POST', '/super-actions/charge-for-hire', w.sessions.admin, { type: 'offer', id: w.offerIds[2], price: 0 }),
        ),
      ),
    ).toEqual(['price']);
    expect(
      (await t.call('POST', '/super-actions/charge-for-hire', w.sessions.business, { type: 'offer', id: w.offerIds[2], price: 900 }))
        .statusCode,
    ).toBe(403);
  });
});

describe('GET /super-actions/outbox', () => {
  it('is for admins', async () => {
    expect((await t.call('GET', '/super-actions/outbox', w.sessions.admin)).statusCode).toBe(200);
    expect((await t.call('GET', '/super-actions/outbox', w.sessions.owner)).statusCode).toBe(403);
  });
});
