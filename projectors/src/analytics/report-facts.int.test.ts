import { randomUUID } from 'node:crypto';
import type { DomainEvent } from '@rm/domain';
import { sql } from 'slonik';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProjectionFixture, type ProjectionFixture } from '../testing/projection-fixture';
import { scriptProjection, type ProjectionScript } from '../testing/projection-script';
import { reportsProjection } from './report-facts';

const companyId = randomUUID();
const campaignA = randomUUID();
const campaignB = randomUUID();
const audienceId = randomUUID();
const contactId = randomUUID();
const offerId = randomUUID();
const unlockId = randomUUID();

const offerCreated: DomainEvent = {
  type: 'OfferCreated',
  data: {
    offerId,
    contactId,
    campaignId: campaignA,
    companyId,
    audienceId,
    employerId: null,
    price: 2500,
    createdAt: '2026-03-02T08:00:00.000Z',
  },
};
/** The contact unlocked through campaign B although the offer is campaign A's. */
const unlockedThroughB: DomainEvent = {
  type: 'ContactUnlocked',
  data: { unlockId, contactId, companyId, employerId: null, campaignId: campaignB, offerId, price: 2500 },
};
const hireCharged: DomainEvent = {
  type: 'HireCharged',
  data: { unlockId, contactId, companyId, transactionId: randomUUID(), price: 50_000 },
};
const rejectedThroughB: DomainEvent = {
  type: 'OfferRejected',
  data: { offerId, contactId, companyId, campaignId: campaignB, reason: 'too_far', text: null, rejectedAt: '2026-03-04T09:00:00.000Z' },
};
const sourceRecorded: DomainEvent = {
  type: 'ContactSourceRecorded',
  data: {
    contactId,
    utmSource: 'facebook',
    utmMedium: 'cpc',
    utmCampaign: 'spring',
    utmContent: 'video_a',
    landedAt: '2026-03-02T07:00:00.000Z',
  },
};

interface Totals {
  campaign_id: string;
  offers_sent: number;
  rejected: number;
  unlocked: number;
  unlocks: number;
  cents: string;
  spent: string;
}

describe('reports projection', () => {
  let fixture: ProjectionFixture;
  let script: ProjectionScript;
  const totals = (): Promise<Totals[]> =>
    script.rows<Totals>(sql.unsafe`
      select campaign_id, offers_sent, rejected, unlocked, unlocks, cents::text as cents, spent::text as spent
      from rm_reports.campaign_totals order by campaign_id = ${campaignA} desc`);

  beforeAll(async () => {
    fixture = await createProjectionFixture('reports');
    script = await scriptProjection(fixture, reportsProjection, { at: '2026-03-02T08:00:00.000Z', actorId: null, actorRole: 'admin' });
    // Day 1: the offer sent (campaign A) and the contact's source; day 2: unlocked through campaign B and a
    // hire charged, in one batch; day 3: the offer rejected through campaign B.
    await script.write(`offer-${offerId}`, offerCreated);
    await script.write(`contact-source-${contactId}`, sourceRecorded);
    await script.apply();
    script.clock.at = '2026-03-03T10:00:00.000Z';
    await script.write(`unlock-${unlockId}`, unlockedThroughB, hireCharged);
    await script.apply();
    script.clock.at = '2026-03-04T09:00:00.000Z';
    await script.write(`offer-${offerId}`, rejectedThroughB);
    await script.apply();
  });
  afterAll(async () => {
    await fixture.close();
  });

  it("counts an unlock and a rejection in the campaign they were recorded for, not the offer's", async () => {
    expect(await totals()).toEqual([
      { campaign_id: campaignA, offers_sent: 1, rejected: 0, unlocked: 0, unlocks: 0, cents: '0', spent: '0' },
      { campaign_id: campaignB, offers_sent: 0, rejected: 1, unlocked: 1, unlocks: 1, cents: '52500', spent: '2500' },
    ]);
    // The offer itself reached the unlock and the rejection (the conversion reports follow offers).
    const [offer] = await script.rows<{ steps: number }>(sql.unsafe`select steps from rm_reports.offers where id = ${offerId}`);
    expect((offer?.steps ?? 0) & (1 << 10)).not.toBe(0);
    expect((offer?.steps ?? 0) & (1 << 9)).not.toBe(0);
  });

  it('counts the revenue of an unlock and of a hire once, in the campaign, the contact and the UTM campaign', async () => {
    expect(
      await script.rows(sql.unsafe`select cents::text as cents, unlocks from rm_reports.contact_totals where contact_id = ${contactId}`),
    ).toEqual([{ cents: '52500', unlocks: 1 }]);
    expect(
      await script.rows(
        sql.unsafe`select utm_campaign, utm_content, contacts, offers, unlocks, cents::text as cents from rm_reports.source_totals`,
      ),
    ).toEqual([{ utm_campaign: 'spring', utm_content: 'video_a', contacts: 1, offers: 1, unlocks: 1, cents: '52500' }]);
    expect(
      await script.rows(
        sql.unsafe`select sum(amount)::text as cents from rm_reports.facts where kind in ('unlock', 'hire_charge', 'unlock_deleted')`,
      ),
    ).toEqual([{ cents: '52500' }]);
  });

  it("keeps each campaign's figures at the end of each day of recording", async () => {
    expect(
      await script.rows(sql.unsafe`
        select campaign_id = ${campaignA} as a, day::text as day, offers_sent, rejected, unlocked, cents::text as cents
        from rm_reports.campaign_days order by 1 desc, 2`),
    ).toEqual([
      { a: true, day: '2026-03-02', offers_sent: 1, rejected: 0, unlocked: 0, cents: '0' },
      { a: false, day: '2026-03-03', offers_sent: 0, rejected: 0, unlocked: 1, cents: '52500' },
      { a: false, day: '2026-03-04', offers_sent: 0, rejected: 1, unlocked: 1, cents: '52500' },
    ]);
  });

  it('builds the same read model whatever the batches, and a late fact moves the later days', async () => {
    // A fact recorded with a time before the last day row: the day rows after it take it too.
    script.clock.at = '2026-03-03T12:00:00.000Z';
    await script.write(`unlock-${unlockId}`, { type: 'UnlockDeleted', data: { unlockId, contactId, companyId } });
    await script.apply();
    expect(
      await script.rows(sql.unsafe`
        select day::text as day, unlocks, cents::text as cents from rm_reports.campaign_days where campaign_id = ${campaignB} order by day`),
    ).toEqual([
      { day: '2026-03-03', unlocks: 0, cents: '50000' },
      { day: '2026-03-04', unlocks: 0, cents: '50000' },
    ]);
    const live = await script.contents();
    expect(await script.contentsInBatchesOf(1)).toEqual(live);
    expect(await script.contentsInBatchesOf(100)).toEqual(live);
  });
});
