import { randomUUID } from 'node:crypto';
import { offerBoardChanged, type DomainEvent, type OfferStage } from '@rm/domain';
import { sql } from 'slonik';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rebuildProjection } from '../runner/rebuild';
import { createProjectionFixture, type ProjectionFixture } from '../testing/projection-fixture';
import { scriptProjection, type ProjectionScript } from '../testing/projection-script';
import { offerBoardProjection } from './offer-board';

const [companyA, companyB, managerA, managerB, employer] = [randomUUID(), randomUUID(), randomUUID(), randomUUID(), randomUUID()];
const [anna, jonas, campaignA, campaignB] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
const [offer1, offer2, offer3, unknownOffer, unlock1] = [randomUUID(), randomUUID(), randomUUID(), randomUUID(), randomUUID()];

const companyRegistered = (companyId: string, name: string): DomainEvent => ({
  type: 'CompanyRegistered',
  data: { companyId, name, country: 'DE', zipCode: '10115', city: 'Berlin', isPartner: false },
});
const managerAssigned = (companyId: string, accountManagerId: string): DomainEvent => ({
  type: 'CompanyAccountManagerAssigned',
  data: { companyId, accountManagerId },
});
const contactRegistered = (contactId: string, firstName: string, lastName: string): DomainEvent => ({
  type: 'ContactRegistered',
  data: {
    contactId,
    userId: null,
    firstName,
    lastName,
    email: null,
    phone: '+49 151 2345678',
    profession: 'nursing',
    zipCode: '10115',
    city: 'Berlin',
    lat: 52.532,
    lng: 13.384,
    registeredAt: '2026-03-01T07:00:00.000Z',
  },
});
const campaignCreated = (campaignId: string, companyId: string, name: string): DomainEvent => ({
  type: 'CampaignCreated',
  data: { campaignId, companyId, audienceId: randomUUID(), name, costPerUnlock: 2500, budget: 100_000, createdBy: null },
});
const offerCreated = (
  offerId: string,
  contactId: string,
  campaignId: string,
  companyId: string,
  price: number,
  createdAt: string,
  employerId: string | null = null,
): DomainEvent => ({
  type: 'OfferCreated',
  data: { offerId, contactId, campaignId, companyId, audienceId: null, employerId, price, createdAt },
});
const moved = (
  offerId: string,
  companyId: string,
  from: OfferStage,
  to: OfferStage,
  extra: { hiredAt?: string; unlockId?: string } = {},
): DomainEvent => ({
  type: 'OfferStageChanged',
  data: { offerId, companyId, from, to, hiredAt: extra.hiredAt ?? null, unlockId: extra.unlockId ?? null },
});

interface OfferRow {
  offer_id: string;
  stage: string;
  contact_name: string | null;
  campaign_name: string | null;
  company_name: string | null;
  employer_id: string | null;
  price: number;
  created_at: string;
  stage_changed_at: string;
  hired_at: string | null;
  unlock_id: string | null;
}

describe('offer-board projection', () => {
  let fixture: ProjectionFixture;
  let script: ProjectionScript;
  const offers = (): Promise<OfferRow[]> =>
    script.rows<OfferRow>(sql.unsafe`
      select offer_id, stage, contact_name, campaign_name, company_name, employer_id, price, created_at::text as created_at,
        stage_changed_at::text as stage_changed_at, hired_at::text as hired_at, unlock_id
      from rm_offer_board.offers order by created_at`);
  const counts = (): Promise<unknown[]> =>
    script.rows(sql.unsafe`select company_id, campaign_id, stage, count from rm_offer_board.stage_counts order by stage, company_id`);
  const companies = (): Promise<unknown[]> =>
    script.rows(sql.unsafe`select company_id, name, account_manager_id from rm_offer_board.companies order by name nulls last`);
  const notice = (
    offerId: string,
    companyId: string,
    campaignId: string,
    from: OfferStage | null,
    to: OfferStage,
    correlationId: string,
  ) => ({
    subject: offerBoardChanged.subject,
    message: { offerId, companyId, campaignId, from, to, position: expect.any(String) as unknown, correlationId },
  });

  beforeAll(async () => {
    fixture = await createProjectionFixture('offer_board');
    script = await scriptProjection(fixture, offerBoardProjection);
  });
  afterAll(async () => {
    await fixture.close();
  });

  it('puts new offers on the board with the names already known, moves them within a batch and counts them per stage', async () => {
    script.clock.at = '2026-03-02T08:00:00.000Z';
    await script.write(
      `company-${companyA}`,
      companyRegistered(companyA, 'Pflegedienst Sonnenschein GmbH'),
      managerAssigned(companyA, managerA),
    );
    // Company B gets its account manager before its registration is seen.
    await script.write(`company-${companyB}`, managerAssigned(companyB, managerB));
    await script.write(`user-${employer}`, {
      type: 'UserRegistered',
      data: {
        userId: employer,
        email: 'erika@sonnenschein.test',
        firstName: 'Erika',
        lastName: 'Mustermann',
        phone: null,
        passwordHash: 'hash',
        companyId: companyA,
      },
    });
    await script.write(`contact-${anna}`, contactRegistered(anna, 'Anna', 'Schmidt'));
    await script.write(`campaign-${campaignA}`, campaignCreated(campaignA, companyA, 'Pflegekräfte Berlin'));
    const created1 = await script.write(
      `offer-${offer1}`,
      offerCreated(offer1, anna, campaignA, companyA, 2500, script.clock.at, employer),
    );
    script.clock.at = '2026-03-02T08:05:00.000Z';
    const moved1 = await script.write(`offer-${offer1}`, moved(offer1, companyA, 'new', 'in_process'));
    // Contact, campaign and company of this offer are not known yet.
    const created2 = await script.write(`offer-${offer2}`, offerCreated(offer2, jonas, campaignB, companyB, 3000, script.clock.at));

    const result = await script.apply();

    expect(result.notices).toEqual([
      notice(offer1, companyA, campaignA, null, 'new', created1),
      notice(offer1, companyA, campaignA, 'new', 'in_process', moved1),
      notice(offer2, companyB, campaignB, null, 'new', created2),
    ]);
    expect(await offers()).toEqual([
      {
        offer_id: offer1,
        stage: 'in_process',
        contact_name: 'Anna Schmidt',
        campaign_name: 'Pflegekräfte Berlin',
        company_name: 'Pflegedienst Sonnenschein GmbH',
        employer_id: employer,
        price: 2500,
        created_at: '2026-03-02 08:00:00+00',
        stage_changed_at: '2026-03-02 08:05:00+00',
        hired_at: null,
        unlock_id: null,
      },
      {
        offer_id: offer2,
        stage: 'new',
        contact_name: null,
        campaign_name: null,
        company_name: null,
        employer_id: null,
        price: 3000,
        created_at: '2026-03-02 08:05:00+00',
        stage_changed_at: '2026-03-02 08:05:00+00',
        hired_at: null,
        unlock_id: null,
      },
    ]);
    // The offer created and moved in the same batch leaves no empty `new` cell behind.
    expect(await counts()).toEqual([
      { company_id: companyA, campaign_id: campaignA, stage: 'in_process', count: 1 },
      { company_id: companyB, campaign_id: campaignB, stage: 'new', count: 1 },
    ]);
    expect(await companies()).toEqual([
      { company_id: companyA, name: 'Pflegedienst Sonnenschein GmbH', account_manager_id: managerA },
      { company_id: companyB, name: null, account_manager_id: managerB },
    ]);
    expect(await script.rows(sql.unsafe`select user_id, full_name from rm_offer_board.users`)).toEqual([
      { user_id: employer, full_name: 'Erika Mustermann' },
    ]);
  });

  it('fills in names that arrive after their offers, moves offers of earlier batches and empties the cells they leave', async () => {
    script.clock.at = '2026-03-02T09:00:00.000Z';
    await script.write(`contact-${jonas}`, contactRegistered(jonas, 'Jonas', 'Weber'));
    await script.write(`campaign-${campaignB}`, campaignCreated(campaignB, companyB, 'Fahrer Hamburg'));
    await script.write(`company-${companyB}`, companyRegistered(companyB, 'Spedition Nord GmbH'));
    const unlocked = await script.write(`offer-${offer1}`, moved(offer1, companyA, 'in_process', 'unlocked', { unlockId: unlock1 }));
    // A move to the stage the offer is in, and a move of an offer the board never saw: nothing to show.
    await script.write(`offer-${offer1}`, moved(offer1, companyA, 'unlocked', 'unlocked'));
    await script.write(`offer-${unknownOffer}`, moved(unknownOffer, companyA, 'new', 'in_process'));
    script.clock.at = '2026-03-02T09:30:00.000Z';
    const hired = await script.write(`offer-${offer2}`, moved(offer2, companyB, 'new', 'hired', { hiredAt: '2026-03-01T12:00:00.000Z' }));

    const result = await script.apply();

    expect(result.notices).toEqual([
      notice(offer1, companyA, campaignA, 'in_process', 'unlocked', unlocked),
      notice(offer2, companyB, campaignB, 'new', 'hired', hired),
    ]);
    const [first, second] = await offers();
    expect(first).toMatchObject({
      offer_id: offer1,
      stage: 'unlocked',
      unlock_id: unlock1,
      stage_changed_at: '2026-03-02 09:00:00+00',
      hired_at: null,
    });
    expect(second).toEqual({
      offer_id: offer2,
      stage: 'hired',
      contact_name: 'Jonas Weber',
      campaign_name: 'Fahrer Hamburg',
      company_name: 'Spedition Nord GmbH',
      employer_id: null,
      price: 3000,
      created_at: '2026-03-02 08:05:00+00',
      stage_changed_at: '2026-03-02 09:30:00+00',
      hired_at: '2026-03-01 12:00:00+00',
      unlock_id: null,
    });
    expect(await counts()).toEqual([
      { company_id: companyB, campaign_id: campaignB, stage: 'hired', count: 1 },
      { company_id: companyA, campaign_id: campaignA, stage: 'unlocked', count: 1 },
    ]);
    // The manager assigned before the registration stays.
    expect(await companies()).toEqual([
      { company_id: companyA, name: 'Pflegedienst Sonnenschein GmbH', account_manager_id: managerA },
      { company_id: companyB, name: 'Spedition Nord GmbH', account_manager_id: managerB },
    ]);
  });

  it('takes the time of the move as hiring date when the event has none, and keeps the unlock of an offer moved on', async () => {
    script.clock.at = '2026-03-02T10:00:00.000Z';
    await script.write(`offer-${offer1}`, moved(offer1, companyA, 'unlocked', 'hired'));
    await script.write(`offer-${offer3}`, offerCreated(offer3, anna, campaignA, companyA, 2500, script.clock.at));
    await script.write(`offer-${offer3}`, moved(offer3, companyA, 'new', 'unqualified'));
    const result = await script.apply();
    expect(result.notices.map((n) => [n.message.offerId, n.message.from, n.message.to])).toEqual([
      [offer1, 'unlocked', 'hired'],
      [offer3, null, 'new'],
      [offer3, 'new', 'unqualified'],
    ]);
    const [first, , third] = await offers();
    expect(first).toMatchObject({ stage: 'hired', hired_at: '2026-03-02 10:00:00+00', unlock_id: unlock1 });
    expect(third).toMatchObject({
      offer_id: offer3,
      stage: 'unqualified',
      contact_name: 'Anna Schmidt',
      campaign_name: 'Pflegekräfte Berlin',
    });
    const cellsOfA = (await counts()).filter((row) => (row as { company_id: string }).company_id === companyA);
    expect(cellsOfA).toEqual([
      { company_id: companyA, campaign_id: campaignA, stage: 'hired', count: 1 },
      { company_id: companyA, campaign_id: campaignA, stage: 'unqualified', count: 1 },
    ]);
  });

  it('changes nothing when a batch is delivered again', async () => {
    const before = await script.contents();
    const again = await script.applyAgain();
    expect(again).toMatchObject({ applied: 0, notices: [] });
    expect(await script.contents()).toEqual(before);
  });

  it('holds the same whether the events come one per batch or all in one, and after a rebuild', async () => {
    const live = await script.contents();
    expect(live.offers).toHaveLength(3);
    expect(await script.contentsInBatchesOf(1)).toEqual(live);
    expect(await script.contentsInBatchesOf(1000)).toEqual(live);
    await rebuildProjection({ pool: fixture.pool, store: fixture.store }, offerBoardProjection);
    expect(await script.contents()).toEqual(live);
  });
});
