import { randomUUID } from 'node:crypto';
import type { OfferStageChanged } from '@rm/domain';
import type { RecordedEvent } from '@rm/eventstore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldErrorsOf, startTestAppWithWorld, type TestApp, type World } from '@rm/server/testing';

let t: TestApp;
let w: World;
let pagedCompanyId: string;
let pagedCampaignId: string;

beforeAll(async () => {
  ({ t, w } = await startTestAppWithWorld());
  pagedCompanyId = await t.seedCompany('Viele Angebote AG');
  pagedCampaignId = await t.seedCampaign({ companyId: pagedCompanyId, name: 'Viele', costPerUnlock: 1999 });
  for (let i = 0; i < 25; i += 1) {
    const contactId = await t.seedContact({ firstName: `Page${i}` });
    await t.seedOffer({ contactId, campaignId: pagedCampaignId, companyId: pagedCompanyId, price: 1999 });
  }
  await t.caughtUp();
});
afterAll(() => t.close());

type Card = {
  id: string;
  stage: string;
  price: number;
  hired_at: string | null;
  driver: { id: string; full_name: string };
  company: { id: string; name: string };
};
type Page = { data: Card[]; meta: { current_page: number; last_page: number; per_page: number; total: number } };

/** Unlocks a contact of the world's campaign for its company (the admin's unlock call): the contact's offer moves to unlocked. */
async function unlock(contactId: string): Promise<void> {
  await t.caughtUp();
  const response = await t.call('POST', '/api/unlock-contact', w.sessions.admin, {
    driver_id: contactId,
    company_id: w.companyId,
    employer_id: null,
    campaign_id: w.campaignId,
  });
  expect(response.statusCode).toBe(201);
}

/** A new contact's offer in the world's campaign, unlocked: it sits in `unlocked`. */
async function unlockedOffer(): Promise<string> {
  const contactId = await t.seedContact({ firstName: 'Frei' });
  const offerId = await t.seedOffer({ contactId, campaignId: w.campaignId, companyId: w.companyId, employerId: w.users.business.id });
  await unlock(contactId);
  return offerId;
}

/** The offer's OfferStageChanged events, in order. */
async function stageChangesOf(offerId: string): Promise<Array<RecordedEvent<OfferStageChanged>>> {
  return (await t.store.readStream(`offer-${offerId}`)).filter(
    (e): e is RecordedEvent<OfferStageChanged> => e.type === 'OfferStageChanged',
  );
}

describe('GET /api/offers/{stage}', () => {
  it('answers a column of cards with names filled in and prices in euros', async () => {
    const response = await t.call('GET', `/api/offers/new?campaign_id=${w.campaignId}`, w.sessions.admin);
    expect(response.statusCode).toBe(200);
    const body = response.json<Page>();
    expect(body.meta).toEqual({ current_page: 1, last_page: 1, per_page: 20, total: 6 });
    const card = body.data.find((c) => c.id === w.offerIds[0]);
    expect(card).toEqual({
      id: w.offerIds[0],
      stage: 'new',
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as unknown,
      price: 25,
      hired_at: null,
      unlocked_before: false,
      driver: { id: w.contactIds[0], full_name: 'Kim0 Muster' },
      campaign: { id: w.campaignId, name: 'Fahrer Berlin' },
      company: { id: w.companyId, name: 'Pflege Test GmbH' },
      employer: { id: w.users.business.id, full_name: 'business Tester' },
      audience: null,
    });
  });

  it('pages 20 at a time, newest first', async () => {
    const first = (await t.call('GET', `/api/offers/new?company_id=${pagedCompanyId}`, w.sessions.admin)).json<Page>();
    expect(first.meta).toEqual({ current_page: 1, last_page: 2, per_page: 20, total: 25 });
    expect(first.data).toHaveLength(20);
    expect(first.data[0]?.driver.full_name).toBe('Page24 Muster');
    expect(first.data[0]?.price).toBe(19.99);
    const second = (await t.call('GET', `/api/offers/new?company_id=${pagedCompanyId}&page=2`, w.sessions.admin)).json<Page>();
    expect(second.meta.current_page).toBe(2);
    expect(second.data.map((c) => c.driver.full_name)).toEqual([
      'Page4 Muster',
      'Page3 Muster',
      'Page2 Muster',
      'Page1 Muster',
      'Page0 Muster',
    ]);
    expect((await t.call('GET', `/api/offers/new?company_id=${pagedCompanyId}&page=9`, w.sessions.admin)).json<Page>().data).toEqual([]);
  });

  it('filters by company, campaign and account manager (user_id)', async () => {
    const byCampaign = (await t.call('GET', `/api/offers/new?campaign_id=${w.otherCampaignId}`, w.sessions.admin)).json<Page>();
    expect(byCampaign.data.map((c) => c.id)).toEqual([w.otherOfferId]);
    const byManager = (await t.call('GET', `/api/offers/new?user_id=${w.users.admin.id}`, w.sessions.admin)).json<Page>();
    expect(byManager.meta.total).toBe(7);
    expect((await t.call('GET', `/api/offers/new?user_id=${randomUUID()}`, w.sessions.admin)).json<Page>().meta.total).toBe(0);
    const all = (await t.call('GET', '/api/offers/new', w.sessions.admin)).json<Page>();
    expect(all.meta.total).toBe(32);
  });

  it('shows company users their own company only; asking for another company is 403', async () => {
    for (const session of [w.sessions.business, w.sessions.owner]) {
      const own = (await t.call('GET', '/api/offers/new', session)).json<Page>();
      expect(own.meta.total).toBe(6);
      expect(own.data.every((c) => c.company.id === w.companyId)).toBe(true);
    }
    expect((await t.call('GET', `/api/offers/new?company_id=${w.companyId}`, w.sessions.business)).statusCode).toBe(200);
    const other = await t.call('GET', `/api/offers/new?company_id=${w.otherCompanyId}`, w.sessions.business);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ message: "You don't have access to do this." });
  });

  it('answers 422 for an unknown stage and bad filters', async () => {
    const unknown = await t.call('GET', '/api/offers/nowhere', w.sessions.admin);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toEqual({ message: 'The given data was invalid.', errors: { stage: ['The selected stage is invalid.'] } });
    expect(fieldErrorsOf(await t.call('GET', '/api/offers/new?page=0', w.sessions.admin))).toEqual({
      page: ['The page must be at least 1.'],
    });
    expect(fieldErrorsOf(await t.call('GET', '/api/offers/new?page=two', w.sessions.admin))).toEqual({
      page: ['The page must be an integer.'],
    });
    expect(fieldErrorsOf(await t.call('GET', '/api/offers/new?company_id=42', w.sessions.admin))).toEqual({
      company_id: ['The company id must be a valid id.'],
    });
  });
});

describe('GET /api/offers/companies and /api/offers/options/companies', () => {
  it('list companies with offers (admin: all; company users: their own)', async () => {
    const all = (await t.call('GET', '/api/offers/companies', w.sessions.admin)).json<Array<{ id: string; name: string }>>();
    expect(all).toEqual([
      { id: w.otherCompanyId, name: 'Andere Firma' },
      { id: w.companyId, name: 'Pflege Test GmbH' },
      { id: pagedCompanyId, name: 'Viele Angebote AG' },
    ]);
    expect((await t.call('GET', '/api/offers/companies', w.sessions.owner)).json()).toEqual([
      { id: w.companyId, name: 'Pflege Test GmbH' },
    ]);
    expect((await t.call('GET', '/api/offers/options/companies', w.sessions.admin)).json<unknown[]>()).toHaveLength(3);
    expect((await t.call('GET', '/api/offers/options/companies', w.sessions.business)).json()).toEqual([
      { id: w.companyId, name: 'Pflege Test GmbH' },
    ]);
  });
});

describe('PUT /api/offers/{id}', () => {
  it('moves an offer and answers its card; hired (after an unlock) sets hired_at', async () => {
    const offerId = w.offerIds[0] ?? '';
    const moved = await t.call('PUT', `/api/offers/${offerId}`, w.sessions.admin, { stage: 'in_process' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({
      data: { id: offerId, stage: 'in_process', hired_at: null, price: 25, driver: { full_name: 'Kim0 Muster' }, unlocked_before: false },
    });
    await unlock(w.contactIds[0] ?? '');
    const hired = await t.call('PUT', `/api/offers/${offerId}`, w.sessions.admin, { stage: 'hired' });
    expect(hired.statusCode).toBe(200);
    expect(hired.json<{ data: Card }>().data.hired_at).toMatch(/^\d{4}-/);
    // The card says the contact was unlocked: the board offers the moves of an unlocked offer.
    expect(hired.json<{ data: Card & { unlocked_before: boolean } }>().data.unlocked_before).toBe(true);
    await t.caughtUp();
    const column = (await t.call('GET', `/api/offers/hired?campaign_id=${w.campaignId}`, w.sessions.admin)).json<Page>();
    expect(column.data.map((c) => c.id)).toEqual([offerId]);
  });

  it('refuses the unlocked stage to an offer never unlocked (422 on stage): unlocking goes through the unlock call', async () => {
    const response = await t.call('PUT', `/api/offers/${w.offerIds[1] ?? ''}`, w.sessions.admin, { stage: 'unlocked' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'An offer reaches the unlocked stage only by unlocking the contact.',
      errors: { stage: ['An offer reaches the unlocked stage only by unlocking the contact.'] },
    });
  });

  it('answers 422 for a missing, unknown or mistyped stage and a bad id', async () => {
    const url = `/api/offers/${w.offerIds[1] ?? ''}`;
    expect(fieldErrorsOf(await t.call('PUT', url, w.sessions.admin, {}))).toEqual({ stage: ['The stage field is required.'] });
    expect(fieldErrorsOf(await t.call('PUT', url, w.sessions.admin, { stage: 'somewhere' }))).toEqual({
      stage: ['The selected stage is invalid.'],
    });
    expect(fieldErrorsOf(await t.call('PUT', url, w.sessions.admin, { stage: 5 }))).toEqual({ stage: ['The selected stage is invalid.'] });
    expect(fieldErrorsOf(await t.call('PUT', '/api/offers/not-a-uuid', w.sessions.admin, { stage: 'new' }))).toEqual({
      id: ['The id must be a valid id.'],
    });
  });

  it('answers 404 for an unknown offer', async () => {
    const response = await t.call('PUT', `/api/offers/${randomUUID()}`, w.sessions.admin, { stage: 'new' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Offer not found.' });
  });

  it("lets company users move their own company's offers only (403 otherwise)", async () => {
    await unlock(w.contactIds[2] ?? '');
    expect(
      (await t.call('PUT', `/api/offers/${w.offerIds[2] ?? ''}`, w.sessions.business, { stage: 'in_company_process' })).statusCode,
    ).toBe(200);
    expect((await t.call('PUT', `/api/offers/${w.offerIds[2] ?? ''}`, w.sessions.owner, { stage: 'gets_hired' })).statusCode).toBe(200);
    const foreign = await t.call('PUT', `/api/offers/${w.otherOfferId}`, w.sessions.business, { stage: 'in_process' });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ message: "You don't have access to do this." });
    expect((await t.call('PUT', `/api/offers/${w.offerIds[3] ?? ''}`, w.sessions.otherBusiness, { stage: 'unqualified' })).statusCode).toBe(
      403,
    );
  });

  it('with `from`: of two concurrent moves of one offer one wins, the other is 409 and changes nothing; the audit shows the winner', async () => {
    const offerId = await unlockedOffer();
    const [first, second] = await Promise.all([
      t.call('PUT', `/api/offers/${offerId}`, w.sessions.admin, { stage: 'in_company_process', from: 'unlocked' }),
      t.call('PUT', `/api/offers/${offerId}`, w.sessions.owner, { stage: 'gets_hired', from: 'unlocked' }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const [winner, loser] = first.statusCode === 200 ? [first, second] : [second, first];
    const won = winner.json<{ data: Card }>().data.stage;
    expect(loser.json<{ message: string }>().message).toBe(
      `Someone else moved this offer to ${won} meanwhile; the board shows it where it is now.`,
    );
    const changes = (await t.store.readStream(`offer-${offerId}`)).filter((e) => e.type === 'OfferStageChanged');
    expect(changes.map((e) => e.data)).toEqual([
      expect.objectContaining({ from: 'new', to: 'unlocked' }),
      expect.objectContaining({ from: 'unlocked', to: won }),
    ]);
    await t.caughtUp();
    const audit = (await t.call('GET', `/api/audit/offer/${offerId}`, w.sessions.admin)).json<{
      data: Array<{ type: string; actor: { id: string } | null }>;
    }>();
    const stageEntries = audit.data.filter((entry) => entry.type === 'OfferStageChanged');
    expect(stageEntries).toHaveLength(2);
    expect(stageEntries[0]?.actor?.id).toBe(won === 'in_company_process' ? w.users.admin.id : w.users.owner.id);
    // Seen from where it is now, the move goes through.
    expect((await t.call('PUT', `/api/offers/${offerId}`, w.sessions.admin, { stage: 'hired', from: won })).statusCode).toBe(200);
  });

  it('records who moved the offer in the event metadata', async () => {
    await unlock(w.contactIds[4] ?? '');
    await t.call('PUT', `/api/offers/${w.offerIds[4] ?? ''}`, w.sessions.owner, { stage: 'unqualified' });
    const events = await t.store.readStream(`offer-${w.offerIds[4] ?? ''}`);
    expect(events.at(-1)?.metadata).toMatchObject({
      actorId: w.users.owner.id,
      actorRole: 'business-owner',
      requestIp: '127.0.0.1',
      causationId: null,
    });
    expect(events.at(-1)?.metadata.correlationId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("takes the browser's X-Request-Id (a UUID) as the events' correlation id, so that its push comes back named; anything else is replaced", async () => {
    const offerId = w.offerIds[4] ?? '';
    const named = 'a3f9c2d4-5b6e-4f70-8a91-b2c3d4e5f607';
    expect(
      (
        await t.call(
          'PUT',
          `/api/offers/${offerId}`,
          w.sessions.admin,
          { stage: 'in_process', reason: 'Reopened for a call' },
          { 'x-request-id': named },
        )
      ).statusCode,
    ).toBe(200);
    expect((await t.store.readStream(`offer-${offerId}`)).at(-1)?.metadata.correlationId).toBe(named);
    expect(
      (await t.call('PUT', `/api/offers/${offerId}`, w.sessions.admin, { stage: 'new' }, { 'x-request-id': 'not-a-uuid; drop table' }))
        .statusCode,
    ).toBe(200);
    const replaced = (await t.store.readStream(`offer-${offerId}`)).at(-1)?.metadata.correlationId;
    expect(replaced).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4/);
    expect(replaced).not.toBe(named);
  });
});

describe('PUT /api/offers/{id}: who may move an offer where (the stage rules)', () => {
  it('refuses an employer moving an offer never unlocked from in_process to hired (422 on stage) and appends nothing', async () => {
    const contactId = await t.seedContact({ firstName: 'Nie' });
    const offerId = await t.seedOffer({ contactId, campaignId: w.campaignId, companyId: w.companyId, employerId: w.users.business.id });
    expect((await t.call('PUT', `/api/offers/${offerId}`, w.sessions.admin, { stage: 'in_process' })).statusCode).toBe(200);
    const before = await t.store.readStream(`offer-${offerId}`);
    for (const session of [w.sessions.business, w.sessions.owner]) {
      const hired = await t.call('PUT', `/api/offers/${offerId}`, session, { stage: 'hired', from: 'in_process' });
      expect(hired.statusCode).toBe(422);
      expect(hired.json()).toEqual({
        message: 'An offer moves to hired only after its contact has been unlocked.',
        errors: { stage: ['An offer moves to hired only after its contact has been unlocked.'] },
      });
    }
    // Not admins either, with or without a reason.
    expect(
      fieldErrorsOf(
        await t.call('PUT', `/api/offers/${offerId}`, w.sessions.admin, { stage: 'hired', reason: 'Eingestellt laut Telefonat' }),
      ),
    ).toHaveProperty('stage');
    expect(await t.store.readStream(`offer-${offerId}`)).toEqual(before);
  });

  it('refuses an employer moving an unlocked offer back to new (403, only an admin may, with a reason) and appends nothing', async () => {
    const offerId = await unlockedOffer();
    const before = await stageChangesOf(offerId);
    for (const body of [{ stage: 'new' }, { stage: 'new', reason: 'Falscher Kontakt' }, { stage: 'in_process', from: 'unlocked' }]) {
      const refused = await t.call('PUT', `/api/offers/${offerId}`, w.sessions.business, body);
      expect(refused.statusCode).toBe(403);
      expect(refused.json<{ message: string }>().message).toMatch(
        /^Only an admin may move an offer from unlocked to (new|in_process), and only with a reason\.$/,
      );
    }
    expect(await stageChangesOf(offerId)).toEqual(before);
  });

  it('lets an admin move an unlocked offer back to new only with a reason (422 on reason without), shown in the audit; and bring it back to unlocked', async () => {
    const offerId = await unlockedOffer();
    const withoutReason = await t.call('PUT', `/api/offers/${offerId}`, w.sessions.admin, { stage: 'new', from: 'unlocked' });
    expect(withoutReason.statusCode).toBe(422);
    expect(withoutReason.json()).toEqual({
      message: 'A reason is needed to move an offer from unlocked to new.',
      errors: { reason: ['A reason is needed to move an offer from unlocked to new.'] },
    });
    expect(fieldErrorsOf(await t.call('PUT', `/api/offers/${offerId}`, w.sessions.admin, { stage: 'new', reason: 'ab' }))).toEqual({
      reason: ['The reason must be at least 3 characters.'],
    });
    expect(fieldErrorsOf(await t.call('PUT', `/api/offers/${offerId}`, w.sessions.admin, { stage: 'new', reason: '   ab   ' }))).toEqual({
      reason: ['The reason must be 3 to 500 characters long.'],
    });
    expect(
      fieldErrorsOf(await t.call('PUT', `/api/offers/${offerId}`, w.sessions.admin, { stage: 'new', reason: 'x'.repeat(501) })),
    ).toEqual({ reason: ['The reason must not be greater than 500 characters.'] });
    expect((await stageChangesOf(offerId)).map((e) => e.data.to)).toEqual(['unlocked']);

    const back = await t.call('PUT', `/api/offers/${offerId}`, w.sessions.admin, {
      stage: 'new',
      from: 'unlocked',
      reason: '  Kontakt war falsch zugeordnet  ',
    });
    expect(back.statusCode).toBe(200);
    expect(back.json<{ data: Card }>().data.stage).toBe('new');
    expect((await stageChangesOf(offerId)).at(-1)?.data).toMatchObject({
      from: 'unlocked',
      to: 'new',
      reason: 'Kontakt war falsch zugeordnet',
    });
    await t.caughtUp();
    const audit = (await t.call('GET', `/api/audit/offer/${offerId}`, w.sessions.admin)).json<{
      data: Array<{ type: string; actor: { id: string } | null; changes: Record<string, unknown>; data: Record<string, unknown> }>;
    }>();
    expect(audit.data[0]).toMatchObject({
      type: 'OfferStageChanged',
      actor: { id: w.users.admin.id },
      changes: { stage: { before: 'unlocked', after: 'new' }, reason: { before: null, after: 'Kontakt war falsch zugeordnet' } },
      data: { reason: 'Kontakt war falsch zugeordnet' },
    });

    // The company cannot take it from new; an admin brings it back to unlocked, with no new unlock (nothing billed again).
    expect((await t.call('PUT', `/api/offers/${offerId}`, w.sessions.business, { stage: 'unlocked' })).statusCode).toBe(403);
    const returned = await t.call('PUT', `/api/offers/${offerId}`, w.sessions.admin, { stage: 'unlocked', from: 'new' });
    expect(returned.statusCode).toBe(200);
    expect(returned.json<{ data: Card }>().data.stage).toBe('unlocked');
    const changes = await stageChangesOf(offerId);
    expect(changes.map((e) => [e.data.to, e.data.unlockId !== null])).toEqual([
      ['unlocked', true],
      ['new', false],
      ['unlocked', false],
    ]);
    // From there the company carries on.
    expect((await t.call('PUT', `/api/offers/${offerId}`, w.sessions.business, { stage: 'in_company_process' })).statusCode).toBe(200);
  });

  it('lets company users hire an unlocked offer but not undo the hire (403); an admin undoes it only with a reason', async () => {
    const offerId = await unlockedOffer();
    expect((await t.call('PUT', `/api/offers/${offerId}`, w.sessions.owner, { stage: 'hired', from: 'unlocked' })).statusCode).toBe(200);
    const undo = await t.call('PUT', `/api/offers/${offerId}`, w.sessions.owner, { stage: 'gets_hired' });
    expect(undo.statusCode).toBe(403);
    expect(undo.json()).toEqual({ message: 'Only an admin may move an offer from hired to gets_hired, and only with a reason.' });
    expect(fieldErrorsOf(await t.call('PUT', `/api/offers/${offerId}`, w.sessions.admin, { stage: 'unqualified' }))).toHaveProperty(
      'reason',
    );
    const undone = await t.call('PUT', `/api/offers/${offerId}`, w.sessions.admin, {
      stage: 'unqualified',
      reason: 'Probezeit nicht angetreten',
    });
    expect(undone.statusCode).toBe(200);
    expect((await stageChangesOf(offerId)).map((e) => e.data.to)).toEqual(['unlocked', 'hired', 'unqualified']);
  });

  it('tells a company user that an offer never unlocked is not theirs to move (403)', async () => {
    const response = await t.call('PUT', `/api/offers/${w.offerIds[5] ?? ''}`, w.sessions.business, { stage: 'unqualified' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'Only an admin moves an offer whose contact has not been unlocked.' });
  });
});

describe('POST /api/offers/{id}/track', () => {
  it('records a step: {success: true}', async () => {
    const response = await t.call('POST', `/api/offers/${w.offerIds[5] ?? ''}/track`, w.sessions.admin, { step: 'profile_shared' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect((await t.store.readStream(`offer-${w.offerIds[5] ?? ''}`)).map((e) => e.type)).toContain('OfferStepTracked');
  });

  it('lets a candidate track their own offer, company users their company’s, nobody else (403)', async () => {
    expect((await t.call('POST', `/api/offers/${w.offerIds[0] ?? ''}/track`, w.sessions.contact, { step: 'viewed' })).statusCode).toBe(200);
    expect((await t.call('POST', `/api/offers/${w.offerIds[1] ?? ''}/track`, w.sessions.contact, { step: 'viewed' })).statusCode).toBe(403);
    expect(
      (await t.call('POST', `/api/offers/${w.offerIds[1] ?? ''}/track`, w.sessions.business, { step: 'profile_shared' })).statusCode,
    ).toBe(200);
    expect((await t.call('POST', `/api/offers/${w.otherOfferId}/track`, w.sessions.business, { step: 'profile_shared' })).statusCode).toBe(
      403,
    );
  });

  it('leaves the steps of the conversion funnel to the candidate: their employer and admins get 403 and nothing counts', async () => {
    const offerId = w.offerIds[0] ?? '';
    const url = `/api/offers/${offerId}/track`;
    const tracked = async () =>
      (await t.store.readStream(`offer-${offerId}`)).flatMap((e) => (e.type === 'OfferStepTracked' ? [e.data.step] : []));
    const before = await tracked();
    for (const step of ['accepted', 'viewed', 'visible', 'clicked_from_sms', 'accept_modal_opened', 'reject_modal_closed']) {
      for (const session of [w.sessions.business, w.sessions.owner, w.sessions.admin]) {
        const response = await t.call('POST', url, session, { step });
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ message: 'Only the candidate records this step of their offer.' });
      }
    }
    expect(await tracked()).toEqual(before);
    expect((await t.call('POST', url, w.sessions.contact, { step: 'accepted' })).statusCode).toBe(200);
    expect((await t.call('POST', `/api/offers/${w.offerIds[1] ?? ''}/track`, w.sessions.contact, { step: 'accepted' })).statusCode).toBe(
      403,
    );
    expect(await tracked()).toEqual([...before, 'accepted']);
  });

  it('answers 422 for a missing or empty step and 404 for an unknown offer', async () => {
    const url = `/api/offers/${w.offerIds[5] ?? ''}/track`;
    expect(fieldErrorsOf(await t.call('POST', url, w.sessions.admin, {}))).toEqual({ step: ['The step field is required.'] });
    expect(fieldErrorsOf(await t.call('POST', url, w.sessions.admin, { step: '' }))).toEqual({ step: ['The step field is required.'] });
    expect((await t.call('POST', `/api/offers/${randomUUID()}/track`, w.sessions.admin, { step: 'viewed' })).statusCode).toBe(404);
  });
});
