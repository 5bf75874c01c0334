import { randomUUID } from 'node:crypto';
import { campaignsChanged, type DomainEvent } from '@rm/domain';
import { sql } from 'slonik';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rebuildProjection } from '../runner/rebuild';
import { createProjectionFixture, type ProjectionFixture } from '../testing/projection-fixture';
import { scriptProjection, type ProjectionScript } from '../testing/projection-script';
import { campaignsProjection } from './campaigns';

const [companyA, companyB, manager] = [randomUUID(), randomUUID(), randomUUID()];
const [wide, narrow, hamburg] = [randomUUID(), randomUUID(), randomUUID()];
const [berlinCampaign, hamburgCampaign, unknownCampaign] = [randomUUID(), randomUUID(), randomUUID()];
const [unlock1, unlock2, unlock3, unlock4] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
const contacts = {
  berlin: randomUUID(),
  potsdam: randomUUID(),
  berlinDriver: randomUUID(),
  hamburgNurse: randomUUID(),
  mitte: randomUUID(),
  hamburgDriver: randomUUID(),
};

const BERLIN = { lat: 52.532, lng: 13.384 };
const POTSDAM = { lat: 52.3906, lng: 13.0645 }; // about 27 km from BERLIN
const MITTE = { lat: 52.52, lng: 13.405 }; // about 2 km from BERLIN
const HAMBURG = { lat: 53.551, lng: 10.0 };

const contactRegistered = (contactId: string, profession: 'nursing' | 'driver', at: { lat: number; lng: number }): DomainEvent => ({
  type: 'ContactRegistered',
  data: {
    contactId,
    userId: null,
    firstName: 'Kim',
    lastName: 'Muster',
    email: null,
    phone: null,
    profession,
    zipCode: '10115',
    city: 'Berlin',
    ...at,
    registeredAt: '2026-05-01T08:00:00.000Z',
  },
});
const audienceCreated = (
  audienceId: string,
  companyId: string,
  name: string,
  profession: 'nursing' | 'driver',
  at: { lat: number; lng: number },
  rangeKm: number,
): DomainEvent => ({
  type: 'AudienceCreated',
  data: { audienceId, companyId, name, profession, zipCode: '10115', ...at, rangeKm },
});
const companyRegistered = (companyId: string, name: string): DomainEvent => ({
  type: 'CompanyRegistered',
  data: { companyId, name, country: 'DE', zipCode: null, city: null, isPartner: false },
});
const unlocked = (unlockId: string, campaignId: string | null, price: number): DomainEvent => ({
  type: 'ContactUnlocked',
  data: { unlockId, contactId: randomUUID(), companyId: companyA, employerId: null, campaignId, offerId: null, price },
});
const unlockRef = (unlockId: string) => ({ unlockId, contactId: randomUUID(), companyId: companyA });
const approved = (campaignId: string, companyId: string): DomainEvent => ({
  type: 'CampaignApproved',
  data: { campaignId, companyId, resetRejectedOffers: false, userShouldBeNotified: true, audienceCandidatesCount: 2 },
});

interface CampaignRow {
  campaign_id: string;
  name: string;
  company_name: string | null;
  account_manager_id: string | null;
  audience_name: string | null;
  status: string;
  cost_per_unlock: number;
  budget: number;
  remaining_budget: number;
  unlocked_drivers_count: number;
  hires_count: number;
  created_at: string;
  submitted_at: string | null;
  approved_at: string | null;
  rejected_reason: string | null;
}

describe('campaigns projection', () => {
  let fixture: ProjectionFixture;
  let script: ProjectionScript;
  const campaign = async (campaignId: string): Promise<CampaignRow | undefined> =>
    (
      await script.rows<CampaignRow>(sql.unsafe`
        select campaign_id, name, company_name, account_manager_id, audience_name, status, cost_per_unlock, budget, remaining_budget,
          unlocked_drivers_count, hires_count, created_at::text as created_at, submitted_at::text as submitted_at,
          approved_at::text as approved_at, rejected_reason
        from rm_campaigns.campaigns where campaign_id = ${campaignId}`)
    )[0];
  const candidates = async (): Promise<Record<string, number>> =>
    Object.fromEntries(
      (
        await script.rows<{ audience_id: string; candidates_count: number }>(
          sql.unsafe`select audience_id, candidates_count from rm_campaigns.audiences`,
        )
      ).map((row) => [row.audience_id, row.candidates_count]),
    );
  const noticed = (...campaigns: Array<[string, string]>) =>
    campaigns.map(([campaignId, companyId]) => ({ subject: campaignsChanged.subject, message: { campaignId, companyId } }));

  beforeAll(async () => {
    fixture = await createProjectionFixture('campaigns');
    script = await scriptProjection(fixture, campaignsProjection);
  });
  afterAll(async () => {
    await fixture.close();
  });

  it('shows a created and submitted campaign with its names, and counts the active candidates of each audience in range', async () => {
    script.clock.at = '2026-05-04T08:00:00.000Z';
    await script.write(`contact-${contacts.berlin}`, contactRegistered(contacts.berlin, 'nursing', BERLIN));
    await script.write(`contact-${contacts.potsdam}`, contactRegistered(contacts.potsdam, 'nursing', POTSDAM));
    await script.write(`contact-${contacts.berlinDriver}`, contactRegistered(contacts.berlinDriver, 'driver', BERLIN));
    await script.write(`contact-${contacts.hamburgNurse}`, contactRegistered(contacts.hamburgNurse, 'nursing', HAMBURG));
    await script.write(`company-${companyA}`, companyRegistered(companyA, 'Pflegedienst Sonnenschein GmbH'));
    await script.write(`audience-${wide}`, audienceCreated(wide, companyA, 'Berlin und Umland', 'nursing', BERLIN, 30));
    await script.write(`audience-${narrow}`, audienceCreated(narrow, companyA, 'Berlin Mitte', 'nursing', BERLIN, 10));
    await script.write(`campaign-${berlinCampaign}`, {
      type: 'CampaignCreated',
      data: {
        campaignId: berlinCampaign,
        companyId: companyA,
        audienceId: wide,
        name: 'Pflegekräfte Berlin',
        costPerUnlock: 2500,
        budget: 100_000,
        createdBy: manager,
      },
    });
    script.clock.at = '2026-05-04T08:10:00.000Z';
    await script.write(`campaign-${berlinCampaign}`, {
      type: 'CampaignSubmittedForApproval',
      data: { campaignId: berlinCampaign, companyId: companyA },
    });

    const result = await script.apply();

    expect(result.notices).toEqual(noticed([berlinCampaign, companyA]));
    expect(await campaign(berlinCampaign)).toEqual({
      campaign_id: berlinCampaign,
      name: 'Pflegekräfte Berlin',
      company_name: 'Pflegedienst Sonnenschein GmbH',
      account_manager_id: null,
      audience_name: 'Berlin und Umland',
      status: 'pending_approval',
      cost_per_unlock: 2500,
      budget: 100_000,
      remaining_budget: 100_000,
      unlocked_drivers_count: 0,
      hires_count: 0,
      created_at: '2026-05-04 08:00:00+00',
      submitted_at: '2026-05-04 08:10:00+00',
      approved_at: null,
      rejected_reason: null,
    });
    // The wide audience reaches Berlin and Potsdam, the narrow one only Berlin; drivers and Hamburg never count.
    expect(await candidates()).toEqual({ [wide]: 2, [narrow]: 1 });
  });

  it('moves the candidate counts as contacts register and deactivate, learns the account manager and records a rejection', async () => {
    script.clock.at = '2026-05-04T09:00:00.000Z';
    await script.write(`company-${companyA}`, {
      type: 'CompanyAccountManagerAssigned',
      data: { companyId: companyA, accountManagerId: manager },
    });
    await script.write(`contact-${contacts.potsdam}`, {
      type: 'ContactDeactivated',
      data: { contactId: contacts.potsdam, reason: 'Umgezogen' },
    });
    await script.write(`contact-${contacts.mitte}`, contactRegistered(contacts.mitte, 'nursing', MITTE));
    await script.write(`campaign-${berlinCampaign}`, {
      type: 'CampaignRejected',
      data: { campaignId: berlinCampaign, companyId: companyA, rejectedReason: 'Budget zu klein', userShouldBeNotified: true },
    });
    // A campaign of a company and an audience not known yet.
    await script.write(`campaign-${hamburgCampaign}`, {
      type: 'CampaignCreated',
      data: {
        campaignId: hamburgCampaign,
        companyId: companyB,
        audienceId: hamburg,
        name: 'Fahrer Hamburg',
        costPerUnlock: 4000,
        budget: 40_000,
        createdBy: null,
      },
    });

    const result = await script.apply();

    expect(result.notices).toEqual(noticed([berlinCampaign, companyA], [hamburgCampaign, companyB]));
    expect(await campaign(berlinCampaign)).toMatchObject({
      status: 'rejected',
      rejected_reason: 'Budget zu klein',
      submitted_at: '2026-05-04 08:10:00+00',
      account_manager_id: manager,
    });
    expect(await campaign(hamburgCampaign)).toMatchObject({
      status: 'draft',
      company_name: null,
      audience_name: null,
      remaining_budget: 40_000,
    });
    expect(await candidates()).toEqual({ [wide]: 2, [narrow]: 2 });
  });

  it('fills in a company and an audience that come after their campaign, and follows approval and the budget through unlocks and hires', async () => {
    script.clock.at = '2026-05-04T10:00:00.000Z';
    await script.write(`company-${companyB}`, companyRegistered(companyB, 'Spedition Nord GmbH'));
    await script.write(`audience-${hamburg}`, audienceCreated(hamburg, companyB, 'Hamburg Hafen', 'driver', HAMBURG, 50));
    // Registered after the audience in the same batch: counted once.
    await script.write(
      `contact-${contacts.hamburgDriver}`,
      contactRegistered(contacts.hamburgDriver, 'driver', { lat: 53.56, lng: 10.01 }),
    );
    await script.write(`campaign-${berlinCampaign}`, {
      type: 'CampaignSubmittedForApproval',
      data: { campaignId: berlinCampaign, companyId: companyA },
    });
    script.clock.at = '2026-05-04T10:05:00.000Z';
    await script.write(`campaign-${berlinCampaign}`, approved(berlinCampaign, companyA));
    await script.write(`unlock-${unlock1}`, unlocked(unlock1, berlinCampaign, 2500));
    await script.write(`unlock-${unlock2}`, unlocked(unlock2, berlinCampaign, 3000));
    await script.write(`unlock-${unlock1}`, { type: 'UnlockHireConfirmedByAdmin', data: unlockRef(unlock1) });
    await script.write(`contact-${contacts.potsdam}`, {
      type: 'ContactActivated',
      data: { contactId: contacts.potsdam, reason: 'Zurück' },
    });

    const result = await script.apply();

    expect(result.notices).toEqual(noticed([berlinCampaign, companyA]));
    expect(await campaign(berlinCampaign)).toMatchObject({
      status: 'approved',
      rejected_reason: null,
      submitted_at: '2026-05-04 10:00:00+00',
      approved_at: '2026-05-04 10:05:00+00',
      remaining_budget: 94_500,
      unlocked_drivers_count: 2,
      hires_count: 1,
    });
    expect(await campaign(hamburgCampaign)).toMatchObject({ company_name: 'Spedition Nord GmbH', audience_name: 'Hamburg Hafen' });
    expect(await candidates()).toEqual({ [wide]: 3, [narrow]: 2, [hamburg]: 1 });
  });

  it('takes back a rejected hire and a deleted unlock (once), and ignores unlocks and events of campaigns it does not have', async () => {
    script.clock.at = '2026-05-04T11:00:00.000Z';
    await script.write(`unlock-${unlock1}`, { type: 'UnlockHireRejectedByAdmin', data: unlockRef(unlock1) });
    await script.write(`unlock-${unlock2}`, { type: 'UnlockHireConfirmedByAdmin', data: unlockRef(unlock2) });
    await script.write(`unlock-${unlock2}`, { type: 'UnlockDeleted', data: unlockRef(unlock2) });
    await script.write(`unlock-${unlock2}`, { type: 'UnlockDeleted', data: unlockRef(unlock2) });
    await script.write(`unlock-${unlock2}`, { type: 'UnlockHireConfirmedByAdmin', data: unlockRef(unlock2) });
    await script.write(`unlock-${unlock3}`, unlocked(unlock3, null, 2500));
    await script.write(`unlock-${unlock4}`, unlocked(unlock4, unknownCampaign, 2500));
    await script.write(`campaign-${unknownCampaign}`, approved(unknownCampaign, companyA));

    const result = await script.apply();

    expect(result.notices).toEqual(noticed([berlinCampaign, companyA]));
    expect(await campaign(berlinCampaign)).toMatchObject({ remaining_budget: 97_500, unlocked_drivers_count: 1, hires_count: 0 });
    expect(await campaign(unknownCampaign)).toBeUndefined();
    expect(
      await script.rows(
        sql.unsafe`select unlock_id, campaign_id, price, hired, deleted from rm_campaigns.unlocks order by price, unlock_id`,
      ),
    ).toEqual(
      [
        { unlock_id: unlock1, campaign_id: berlinCampaign, price: 2500, hired: false, deleted: false },
        { unlock_id: unlock3, campaign_id: null, price: 2500, hired: false, deleted: false },
        { unlock_id: unlock4, campaign_id: unknownCampaign, price: 2500, hired: false, deleted: false },
        { unlock_id: unlock2, campaign_id: berlinCampaign, price: 3000, hired: false, deleted: true },
      ].sort((a, b) => a.price - b.price || (a.unlock_id < b.unlock_id ? -1 : 1)),
    );

    // A hire confirmed in a later batch reaches the campaign through the unlock it has kept.
    await script.write(`unlock-${unlock1}`, { type: 'UnlockHireConfirmedByAdmin', data: unlockRef(unlock1) });
    expect((await script.apply()).notices).toEqual(noticed([berlinCampaign, companyA]));
    expect(await campaign(berlinCampaign)).toMatchObject({ remaining_budget: 97_500, unlocked_drivers_count: 1, hires_count: 1 });
  });

  it('changes nothing when a batch is delivered again', async () => {
    const before = await script.contents();
    expect(await script.applyAgain()).toMatchObject({ applied: 0, notices: [] });
    expect(await script.contents()).toEqual(before);
  });

  it('holds the same whether the events come one per batch or all in one, and after a rebuild', async () => {
    const live = await script.contents();
    expect(live.campaigns).toHaveLength(2);
    expect(await script.contentsInBatchesOf(1)).toEqual(live);
    expect(await script.contentsInBatchesOf(1000)).toEqual(live);
    await rebuildProjection({ pool: fixture.pool, store: fixture.store }, campaignsProjection);
    expect(await script.contents()).toEqual(live);
  });
});
