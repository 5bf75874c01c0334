import { randomUUID } from 'node:crypto';
import { unlocksChanged, type DomainEvent } from '@rm/domain';
import { sql } from 'slonik';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rebuildProjection } from '../runner/rebuild';
import { createProjectionFixture, type ProjectionFixture } from '../testing/projection-fixture';
import { scriptProjection, type ProjectionScript } from '../testing/projection-script';
import { unlocksProjection } from './unlocks';

const [companyId, employer, anna, jonas, berlinCampaign, hamburgCampaign, offerId] = [
  randomUUID(),
  randomUUID(),
  randomUUID(),
  randomUUID(),
  randomUUID(),
  randomUUID(),
  randomUUID(),
];
const [unlock1, unlock2, unlock3, unknownUnlock] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];

const contactRegistered = (contactId: string, firstName: string, lastName: string, email: string | null, phone: string): DomainEvent => ({
  type: 'ContactRegistered',
  data: {
    contactId,
    userId: null,
    firstName,
    lastName,
    email,
    phone,
    profession: 'driver',
    zipCode: '20095',
    city: 'Hamburg',
    lat: 53.551,
    lng: 10.0,
    registeredAt: '2026-06-01T07:00:00.000Z',
  },
});
const campaignCreated = (campaignId: string, name: string): DomainEvent => ({
  type: 'CampaignCreated',
  data: { campaignId, companyId, audienceId: randomUUID(), name, costPerUnlock: 2500, budget: 100_000, createdBy: null },
});
const unlocked = (
  unlockId: string,
  contactId: string,
  campaignId: string | null,
  price: number,
  extra: { employerId?: string; offerId?: string } = {},
): DomainEvent => ({
  type: 'ContactUnlocked',
  data: { unlockId, contactId, companyId, employerId: extra.employerId ?? null, campaignId, offerId: extra.offerId ?? null, price },
});
type UnlockFollowUp = 'UnlockedContactOpened' | 'UnlockHireConfirmedByAdmin' | 'UnlockHireRejectedByAdmin' | 'UnlockDeleted';
const on = (type: UnlockFollowUp, unlockId: string, contactId: string): DomainEvent => ({ type, data: { unlockId, contactId, companyId } });

interface UnlockedRow {
  unlock_id: string;
  company_id: string;
  contact_id: string;
  contact_name: string | null;
  contact_phone: string | null;
  contact_email: string | null;
  employer_id: string | null;
  campaign_id: string | null;
  campaign_name: string | null;
  offer_id: string | null;
  price: number;
  status: string;
  status_id: number;
  unlocked_at: string;
  opened_at: string | null;
  hire_decided_at: string | null;
  deleted_at: string | null;
}

describe('unlocks projection', () => {
  let fixture: ProjectionFixture;
  let script: ProjectionScript;
  const unlock = async (unlockId: string): Promise<UnlockedRow | undefined> =>
    (
      await script.rows<UnlockedRow>(sql.unsafe`
        select unlock_id, company_id, contact_id, contact_name, contact_phone, contact_email, employer_id, campaign_id, campaign_name,
          offer_id, price, status, status_id, unlocked_at::text as unlocked_at, opened_at::text as opened_at,
          hire_decided_at::text as hire_decided_at, deleted_at::text as deleted_at
        from rm_unlocks.unlocked_contacts where unlock_id = ${unlockId}`)
    )[0];
  const noticed = (...unlocks: Array<[string, string]>) =>
    unlocks.map(([unlockId, contactId]) => ({ subject: unlocksChanged.subject, message: { unlockId, companyId, contactId } }));

  beforeAll(async () => {
    fixture = await createProjectionFixture('unlocks');
    script = await scriptProjection(fixture, unlocksProjection, {
      at: '2026-06-01T08:00:00.000Z',
      actorId: employer,
      actorRole: 'business',
    });
  });
  afterAll(async () => {
    await fixture.close();
  });

  it('lists an unlocked contact with the contact and campaign details known, and marks it opened', async () => {
    await script.write(`contact-${anna}`, contactRegistered(anna, 'Anna', 'Schmidt', 'anna@example.de', '+49 151 1111111'));
    await script.write(`campaign-${berlinCampaign}`, campaignCreated(berlinCampaign, 'Pflegekräfte Berlin'));
    await script.write(`user-${employer}`, {
      type: 'UserRegistered',
      data: {
        userId: employer,
        email: 'erika@example.de',
        firstName: 'Erika',
        lastName: 'Mustermann',
        phone: null,
        passwordHash: 'hash',
        companyId,
      },
    });
    await script.write(`unlock-${companyId}-${anna}`, unlocked(unlock1, anna, berlinCampaign, 2500, { employerId: employer, offerId }));
    // Neither Jonas nor this campaign is known yet.
    await script.write(`unlock-${companyId}-${jonas}`, unlocked(unlock2, jonas, hamburgCampaign, 3000));
    script.clock.at = '2026-06-01T08:05:00.000Z';
    await script.write(`unlock-${companyId}-${anna}`, on('UnlockedContactOpened', unlock1, anna));

    const result = await script.apply();

    expect(result.notices).toEqual(noticed([unlock1, anna], [unlock2, jonas]));
    expect(await unlock(unlock1)).toEqual({
      unlock_id: unlock1,
      company_id: companyId,
      contact_id: anna,
      contact_name: 'Anna Schmidt',
      contact_phone: '+49 151 1111111',
      contact_email: 'anna@example.de',
      employer_id: employer,
      campaign_id: berlinCampaign,
      campaign_name: 'Pflegekräfte Berlin',
      offer_id: offerId,
      price: 2500,
      status: 'opened',
      status_id: 2,
      unlocked_at: '2026-06-01 08:00:00+00',
      opened_at: '2026-06-01 08:05:00+00',
      hire_decided_at: null,
      deleted_at: null,
    });
    expect(await unlock(unlock2)).toMatchObject({
      contact_name: null,
      contact_phone: null,
      contact_email: null,
      campaign_name: null,
      status: 'unlocked',
      status_id: 1,
      opened_at: null,
    });
    expect(await script.rows(sql.unsafe`select user_id, full_name from rm_unlocks.users`)).toEqual([
      { user_id: employer, full_name: 'Erika Mustermann' },
    ]);
  });

  it('fills in details that arrive after the unlock, records hire decisions and keeps the first opening', async () => {
    script.clock = { ...script.clock, at: '2026-06-01T09:00:00.000Z', actorId: randomUUID(), actorRole: 'admin' };
    await script.write(`contact-${jonas}`, contactRegistered(jonas, 'Jonas', 'Weber', null, '+49 160 2222222'));
    await script.write(`campaign-${hamburgCampaign}`, campaignCreated(hamburgCampaign, 'Fahrer Hamburg'));
    await script.write(`unlock-${companyId}-${anna}`, on('UnlockHireConfirmedByAdmin', unlock1, anna));
    await script.write(`unlock-${companyId}-${jonas}`, on('UnlockedContactOpened', unlock2, jonas));
    script.clock.at = '2026-06-01T09:10:00.000Z';
    await script.write(`unlock-${companyId}-${jonas}`, on('UnlockedContactOpened', unlock2, jonas));
    await script.write(`unlock-${companyId}-${jonas}`, on('UnlockHireConfirmedByAdmin', unknownUnlock, jonas));

    const result = await script.apply();

    expect(result.notices).toEqual(noticed([unlock1, anna], [unlock2, jonas]));
    expect(await unlock(unlock1)).toMatchObject({ status: 'hired', status_id: 4, hire_decided_at: '2026-06-01 09:00:00+00' });
    expect(await unlock(unlock2)).toMatchObject({
      contact_name: 'Jonas Weber',
      contact_phone: '+49 160 2222222',
      contact_email: null,
      campaign_name: 'Fahrer Hamburg',
      status: 'opened',
      status_id: 2,
      opened_at: '2026-06-01 09:00:00+00',
    });
    expect(await unlock(unknownUnlock)).toBeUndefined();
  });

  it('keeps a deleted unlock flagged, and lists the same contact again when it is unlocked anew', async () => {
    script.clock.at = '2026-06-01T10:00:00.000Z';
    await script.write(`unlock-${companyId}-${anna}`, on('UnlockHireRejectedByAdmin', unlock1, anna));
    await script.write(`unlock-${companyId}-${jonas}`, on('UnlockDeleted', unlock2, jonas));
    script.clock.at = '2026-06-01T10:30:00.000Z';
    await script.write(`unlock-${companyId}-${jonas}`, unlocked(unlock3, jonas, hamburgCampaign, 3000));

    const result = await script.apply();

    expect(result.notices).toEqual(noticed([unlock1, anna], [unlock2, jonas], [unlock3, jonas]));
    expect(await unlock(unlock1)).toMatchObject({ status: 'hire_rejected', status_id: 3, hire_decided_at: '2026-06-01 10:00:00+00' });
    expect(await unlock(unlock2)).toMatchObject({ status: 'opened', deleted_at: '2026-06-01 10:00:00+00' });
    expect(await unlock(unlock3)).toMatchObject({
      contact_name: 'Jonas Weber',
      campaign_name: 'Fahrer Hamburg',
      status: 'unlocked',
      unlocked_at: '2026-06-01 10:30:00+00',
      deleted_at: null,
    });
  });

  it('opening keeps the status the company set before (as the decider does), and marks it opened', async () => {
    script.clock.at = '2026-06-01T10:40:00.000Z';
    await script.write(`unlock-${companyId}-${jonas}`, {
      type: 'UnlockedContactStatusChanged',
      data: { unlockId: unlock3, contactId: jonas, companyId, statusId: 4, customStatusId: null, firstWorkDayAt: null },
    });
    script.clock.at = '2026-06-01T10:45:00.000Z';
    await script.write(`unlock-${companyId}-${jonas}`, on('UnlockedContactOpened', unlock3, jonas));
    await script.apply();
    expect(await unlock(unlock3)).toMatchObject({ status: 'hiring', status_id: 4, opened_at: '2026-06-01 10:45:00+00' });
  });

  it('ignores what comes after a deletion', async () => {
    const before = await unlock(unlock2);
    script.clock.at = '2026-06-01T11:00:00.000Z';
    await script.write(`unlock-${companyId}-${jonas}`, on('UnlockHireConfirmedByAdmin', unlock2, jonas));
    await script.write(`unlock-${companyId}-${jonas}`, on('UnlockDeleted', unlock2, jonas));
    expect((await script.apply()).notices).toEqual([]);
    expect(await unlock(unlock2)).toEqual(before);
  });

  it('changes nothing when a batch is delivered again', async () => {
    const before = await script.contents();
    expect(await script.applyAgain()).toMatchObject({ applied: 0, notices: [] });
    expect(await script.contents()).toEqual(before);
  });

  it('holds the same whether the events come one per batch or all in one, and after a rebuild', async () => {
    const live = await script.contents();
    expect(live.unlocked_contacts).toHaveLength(3);
    expect(await script.contentsInBatchesOf(1)).toEqual(live);
    expect(await script.contentsInBatchesOf(1000)).toEqual(live);
    await rebuildProjection({ pool: fixture.pool, store: fixture.store }, unlocksProjection);
    expect(await script.contents()).toEqual(live);
  });
});
