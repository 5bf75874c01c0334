import { randomUUID } from 'node:crypto';
import { contactsChanged, type DomainEvent, type OfferStage } from '@rm/domain';
import { sql } from 'slonik';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rebuildProjection } from '../runner/rebuild';
import { createProjectionFixture, type ProjectionFixture } from '../testing/projection-fixture';
import { scriptProjection, type ProjectionScript } from '../testing/projection-script';
import { contactsProjection } from './contacts';

const [anna, jonas, lena, annasUser, stranger] = [randomUUID(), randomUUID(), randomUUID(), randomUUID(), randomUUID()];
const [offer1, offer2, offer3, offer4, unknownOffer] = [randomUUID(), randomUUID(), randomUUID(), randomUUID(), randomUUID()];
const [companyId, campaignId] = [randomUUID(), randomUUID()];

const registered = (contactId: string, firstName: string, lastName: string, userId: string | null = null): DomainEvent => ({
  type: 'ContactRegistered',
  data: {
    contactId,
    userId,
    firstName,
    lastName,
    email: userId ? `${firstName.toLowerCase()}@example.de` : null,
    phone: '+49 151 2345678',
    profession: 'nursing',
    zipCode: '20095',
    city: 'Hamburg',
    lat: 53.551,
    lng: 10.0,
    registeredAt: '2026-04-01T07:30:00.000Z',
  },
});
const offer = (offerId: string, contactId: string): DomainEvent => ({
  type: 'OfferCreated',
  data: {
    offerId,
    contactId,
    campaignId,
    companyId,
    audienceId: null,
    employerId: null,
    price: 2500,
    createdAt: '2026-04-01T08:00:00.000Z',
  },
});
const moved = (offerId: string, from: OfferStage, to: OfferStage): DomainEvent => ({
  type: 'OfferStageChanged',
  data: { offerId, companyId, from, to, hiredAt: to === 'hired' ? '2026-04-03T10:00:00.000Z' : null, unlockId: null },
});

interface ContactRow {
  contact_id: string;
  user_id: string | null;
  full_name: string;
  email: string | null;
  is_active: boolean;
  inactive_reason: string | null;
  disabled_for_unlock: boolean;
  call_made: boolean;
  phone_confirmed_at: string | null;
  recruitment_interest: boolean | null;
  created_at: string;
  open_offers_count: number;
  accepted_offers_count: number;
  rejected_offers_count: number;
}

describe('contacts projection', () => {
  let fixture: ProjectionFixture;
  let script: ProjectionScript;
  const contact = async (contactId: string): Promise<ContactRow | undefined> =>
    (
      await script.rows<ContactRow>(sql.unsafe`
        select contact_id, user_id, full_name, email, is_active, inactive_reason, disabled_for_unlock, call_made,
          phone_confirmed_at::text as phone_confirmed_at, recruitment_interest, created_at::text as created_at,
          open_offers_count, accepted_offers_count, rejected_offers_count
        from rm_contacts.contacts where contact_id = ${contactId}`)
    )[0];
  const counts = async (contactId: string): Promise<[number, number, number] | undefined> => {
    const row = await contact(contactId);
    return row && [row.open_offers_count, row.accepted_offers_count, row.rejected_offers_count];
  };
  const noticed = (contactIds: readonly string[]) =>
    contactIds.map((contactId) => ({ subject: contactsChanged.subject, message: { contactId } }));

  beforeAll(async () => {
    fixture = await createProjectionFixture('contacts');
    script = await scriptProjection(fixture, contactsProjection);
  });
  afterAll(async () => {
    await fixture.close();
  });

  it('keeps a registered contact with its status changes and counts offers, also of contacts not registered yet', async () => {
    script.clock.at = '2026-04-01T08:00:00.000Z';
    await script.write(`contact-${anna}`, registered(anna, 'Anna', 'Schmidt', annasUser));
    await script.write(`contact-${anna}`, { type: 'ContactCallStatusChanged', data: { contactId: anna, callMade: true } });
    await script.write(`contact-${anna}`, { type: 'ContactDeactivated', data: { contactId: anna, reason: 'Nicht erreichbar' } });
    await script.write(`contact-${anna}`, {
      type: 'ContactPhoneVerified',
      data: { contactId: anna, verifiedAt: '2026-04-01T08:10:00.000Z', method: 'otp' },
    });
    await script.write(`offer-${offer1}`, offer(offer1, anna));
    // Jonas registers only in the next batch; his offer is created and unlocked before.
    await script.write(`offer-${offer2}`, offer(offer2, jonas));
    await script.write(`offer-${offer2}`, moved(offer2, 'new', 'unlocked'));

    const result = await script.apply();

    expect(result.notices).toEqual(noticed([anna, jonas]));
    expect(await contact(anna)).toEqual({
      contact_id: anna,
      user_id: annasUser,
      full_name: 'Anna Schmidt',
      email: 'anna@example.de',
      is_active: false,
      inactive_reason: 'Nicht erreichbar',
      disabled_for_unlock: false,
      call_made: true,
      phone_confirmed_at: '2026-04-01 08:10:00+00',
      recruitment_interest: null,
      created_at: '2026-04-01 07:30:00+00',
      open_offers_count: 1,
      accepted_offers_count: 0,
      rejected_offers_count: 0,
    });
    expect(await contact(jonas)).toBeUndefined();
    expect(await script.rows(sql.unsafe`select offer_id, contact_id, stage from rm_contacts.offer_stages order by stage`)).toEqual([
      { offer_id: offer1, contact_id: anna, stage: 'new' },
      { offer_id: offer2, contact_id: jonas, stage: 'unlocked' },
    ]);
  });

  it('starts a contact registered later with the offers it already has, and moves counts between open, accepted and rejected', async () => {
    script.clock.at = '2026-04-02T09:00:00.000Z';
    // Lena's offer comes before her registration within one batch: counted once.
    await script.write(`offer-${offer4}`, offer(offer4, lena));
    await script.write(`contact-${lena}`, registered(lena, 'Lena', 'Wagner'));
    await script.write(`contact-${jonas}`, registered(jonas, 'Jonas', 'Weber'));
    await script.write(`offer-${offer3}`, offer(offer3, jonas));
    await script.write(`offer-${offer1}`, moved(offer1, 'new', 'unqualified'));
    await script.write(`contact-${anna}`, { type: 'ContactActivated', data: { contactId: anna, reason: 'Wieder erreichbar' } });
    // A second verification keeps the first one's time.
    await script.write(`contact-${anna}`, {
      type: 'ContactPhoneVerified',
      data: { contactId: anna, verifiedAt: '2026-04-02T09:00:00.000Z', method: 'without_code' },
    });
    await script.write(`contact-${jonas}`, { type: 'ContactDisabledForUnlock', data: { contactId: jonas } });
    await script.write(`contact-${jonas}`, { type: 'ContactRecruitmentInterestSet', data: { contactId: jonas, interested: false } });
    // Changes of a contact the read model does not have, and a move of an offer it never saw.
    await script.write(`contact-${stranger}`, { type: 'ContactCallStatusChanged', data: { contactId: stranger, callMade: true } });
    await script.write(`offer-${unknownOffer}`, moved(unknownOffer, 'new', 'hired'));

    const result = await script.apply();

    expect(result.notices).toEqual(noticed([lena, jonas, anna]));
    expect(await contact(anna)).toMatchObject({
      is_active: true,
      inactive_reason: null,
      phone_confirmed_at: '2026-04-01 08:10:00+00',
      open_offers_count: 0,
      accepted_offers_count: 0,
      rejected_offers_count: 1,
    });
    expect(await contact(jonas)).toMatchObject({
      full_name: 'Jonas Weber',
      user_id: null,
      email: null,
      disabled_for_unlock: true,
      recruitment_interest: false,
      open_offers_count: 1,
      accepted_offers_count: 1,
      rejected_offers_count: 0,
    });
    expect(await counts(lena)).toEqual([1, 0, 0]);
    expect(await contact(stranger)).toBeUndefined();
  });

  it('moves the counts of a contact whose only change is an offer, announces no moves that cancel out, and enables for unlock again', async () => {
    script.clock.at = '2026-04-03T10:00:00.000Z';
    await script.write(`offer-${offer2}`, moved(offer2, 'unlocked', 'new'));
    expect((await script.apply()).notices).toEqual(noticed([jonas]));
    expect(await counts(jonas)).toEqual([2, 0, 0]);

    await script.write(`offer-${offer3}`, moved(offer3, 'new', 'hired'));
    await script.write(`offer-${offer2}`, moved(offer2, 'new', 'in_process'));
    expect((await script.apply()).notices).toEqual(noticed([jonas]));
    expect(await counts(jonas)).toEqual([1, 1, 0]);

    // One offer leaves the open ones as another joins them: the counts stay, nobody needs to look again.
    await script.write(`offer-${offer3}`, moved(offer3, 'hired', 'in_process'));
    await script.write(`offer-${offer2}`, moved(offer2, 'in_process', 'gets_hired'));
    expect((await script.apply()).notices).toEqual([]);
    expect(await counts(jonas)).toEqual([1, 1, 0]);
    expect(
      await script.rows(sql.unsafe`select offer_id, stage from rm_contacts.offer_stages where contact_id = ${jonas} order by stage`),
    ).toEqual([
      { offer_id: offer2, stage: 'gets_hired' },
      { offer_id: offer3, stage: 'in_process' },
    ]);

    await script.write(`contact-${jonas}`, { type: 'ContactEnabledForUnlock', data: { contactId: jonas } });
    expect((await script.apply()).notices).toEqual(noticed([jonas]));
    expect(await contact(jonas)).toMatchObject({ disabled_for_unlock: false, open_offers_count: 1, accepted_offers_count: 1 });
  });

  it('changes nothing when a batch is delivered again', async () => {
    const before = await script.contents();
    expect(await script.applyAgain()).toMatchObject({ applied: 0, notices: [] });
    expect(await script.contents()).toEqual(before);
  });

  it('holds the same whether the events come one per batch or all in one, and after a rebuild', async () => {
    const live = await script.contents();
    expect(live.contacts).toHaveLength(3);
    expect(await script.contentsInBatchesOf(1)).toEqual(live);
    expect(await script.contentsInBatchesOf(1000)).toEqual(live);
    await rebuildProjection({ pool: fixture.pool, store: fixture.store }, contactsProjection);
    expect(await script.contents()).toEqual(live);
  });
});
