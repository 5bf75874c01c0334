import { randomUUID } from 'node:crypto';
import { unlockStreamId } from '@rm/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldErrorsOf, startTestAppWithWorld, type TestApp, type World } from '@rm/server/testing';

let t: TestApp;
let w: World;
let pricedCampaignId: string;

beforeAll(async () => {
  ({ t, w } = await startTestAppWithWorld({}, { contacts: 10 }));
  pricedCampaignId = await t.seedCampaign({ companyId: w.companyId, name: 'Fahrer teuer', costPerUnlock: 3750 });
  await t.seedOffer({ contactId: w.contactIds[9] ?? '', campaignId: pricedCampaignId, companyId: w.companyId });
  await t.caughtUp();
});
afterAll(() => t.close());

type Unlocked = { id: string; status: string; status_id: number; price: number; driver: { id: string } };
type UnlockedPage = { data: Unlocked[]; meta: { current_page: number; last_page: number; per_page: number; total: number } };

const unlockBody = (contactIndex: number, campaignId = w.campaignId) => ({
  driver_id: w.contactIds[contactIndex],
  company_id: w.companyId,
  employer_id: w.users.business.id,
  campaign_id: campaignId,
});

describe('POST /api/unlock-contact', () => {
  it("unlocks at the campaign's cost per unlock (201), and moves the contact's offer to unlocked", async () => {
    const response = await t.call('POST', '/api/unlock-contact', w.sessions.admin, unlockBody(9, pricedCampaignId));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      message: 'Kim9 Muster has been unlocked for the company.',
      data: {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown,
        status: 'unlocked',
        status_id: 1,
        price: 37.5,
        unlocked_at: expect.stringMatching(/^\d{4}-/) as unknown,
        driver: { id: w.contactIds[9], full_name: 'Kim9 Muster', phone: '+49 151 1111111', email: 'kim9@example.test' },
        campaign: { id: pricedCampaignId, name: 'Fahrer teuer' },
        employer: { id: w.users.business.id, full_name: 'business Tester' },
      },
    });
    await t.caughtUp();
    const board = (await t.call('GET', `/api/offers/unlocked?campaign_id=${pricedCampaignId}`, w.sessions.admin)).json<{
      data: Array<{ driver: { id: string } }>;
    }>();
    expect(board.data.map((c) => c.driver.id)).toEqual([w.contactIds[9]]);
    const unlockEvents = await t.store.readStream(unlockStreamId(w.companyId, w.contactIds[9] ?? ''));
    expect(unlockEvents.map((e) => [e.type, e.data])).toEqual([
      ['ContactUnlocked', expect.objectContaining({ price: 3750, campaignId: pricedCampaignId }) as unknown],
    ]);
  });

  it('refuses a second unlock of the same contact for the same company (409)', async () => {
    expect((await t.call('POST', '/api/unlock-contact', w.sessions.admin, unlockBody(1))).statusCode).toBe(201);
    const again = await t.call('POST', '/api/unlock-contact', w.sessions.admin, unlockBody(1));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'This contact is already unlocked for this company.' });
    const requested = await t.call('POST', '/requested-contacts/unlock', w.sessions.admin, {
      driver_id: w.contactIds[1],
      company_id: w.companyId,
      price: 5,
    });
    expect(requested.statusCode).toBe(409);
  });

  it('lets exactly one of two concurrent unlocks succeed', async () => {
    const [a, b] = await Promise.all([
      t.call('POST', '/api/unlock-contact', w.sessions.admin, unlockBody(2)),
      t.call('POST', '/requested-contacts/unlock', w.sessions.admin, { driver_id: w.contactIds[2], company_id: w.companyId, price: 30 }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    expect((await t.store.readStream(unlockStreamId(w.companyId, w.contactIds[2] ?? ''))).map((e) => e.type)).toEqual(['ContactUnlocked']);
  });

  it('answers 422 with field errors for missing and mistyped fields', async () => {
    const missing = await t.call('POST', '/api/unlock-contact', w.sessions.admin, { driver_id: 'x', company_id: w.companyId });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toEqual({
      message: 'The given data was invalid.',
      errors: {
        driver_id: ['The driver id must be a valid id.'],
        employer_id: ['The employer id field is required.'],
        campaign_id: ['The campaign id field is required.'],
      },
    });
  });

  it('answers 422 for a company, campaign or employer that does not fit', async () => {
    const base = unlockBody(3);
    expect(fieldErrorsOf(await t.call('POST', '/api/unlock-contact', w.sessions.admin, { ...base, company_id: randomUUID() }))).toEqual({
      company_id: ['The selected company is invalid.'],
    });
    expect(fieldErrorsOf(await t.call('POST', '/api/unlock-contact', w.sessions.admin, { ...base, campaign_id: randomUUID() }))).toEqual({
      campaign_id: ['The selected campaign is invalid.'],
    });
    expect(
      fieldErrorsOf(await t.call('POST', '/api/unlock-contact', w.sessions.admin, { ...base, campaign_id: w.otherCampaignId })),
    ).toEqual({
      campaign_id: ['The campaign does not belong to this company.'],
    });
    expect(
      fieldErrorsOf(await t.call('POST', '/api/unlock-contact', w.sessions.admin, { ...base, employer_id: w.users.otherBusiness.id })),
    ).toEqual({
      employer_id: ['The employer does not belong to this company.'],
    });
  });

  it('answers 404 for an unknown contact, 422 for one that is inactive or disabled for unlock', async () => {
    const unknown = await t.call('POST', '/api/unlock-contact', w.sessions.admin, { ...unlockBody(3), driver_id: randomUUID() });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Contact not found.' });
    await t.call('POST', '/contacts/toggleDisableForUnlock', w.sessions.admin, { driver_id: w.contactIds[4] });
    expect(fieldErrorsOf(await t.call('POST', '/api/unlock-contact', w.sessions.admin, unlockBody(4)))).toEqual({
      driver_id: ['This contact is disabled for unlock.'],
    });
    await t.call('POST', '/contacts/toggleActive', w.sessions.admin, { driver_id: w.contactIds[5], reason: 'found a job' });
    expect(fieldErrorsOf(await t.call('POST', '/api/unlock-contact', w.sessions.admin, unlockBody(5)))).toEqual({
      driver_id: ['This contact is inactive and cannot be unlocked.'],
    });
  });
});

describe('POST /requested-contacts/unlock', () => {
  it('unlocks at the given price in euros (stored in cents), without campaign or employer', async () => {
    const response = await t.call('POST', '/requested-contacts/unlock', w.sessions.admin, {
      driver_id: w.contactIds[6],
      company_id: w.companyId,
      price: 12.34,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      message: 'Kim6 Muster has been unlocked for the company.',
      data: { price: 12.34, campaign: null, employer: null, status_id: 1 },
    });
    const [event] = await t.store.readStream(unlockStreamId(w.companyId, w.contactIds[6] ?? ''));
    expect(event?.type === 'ContactUnlocked' && event.data.price).toBe(1234);
  });

  it('answers 422 for a missing, negative or mistyped price and an unknown company; 404 for an unknown contact', async () => {
    const body = { driver_id: w.contactIds[7], company_id: w.companyId };
    expect(fieldErrorsOf(await t.call('POST', '/requested-contacts/unlock', w.sessions.admin, body))).toEqual({
      price: ['The price field is required.'],
    });
    expect(fieldErrorsOf(await t.call('POST', '/requested-contacts/unlock', w.sessions.admin, { ...body, price: -1 }))).toEqual({
      price: ['The price must be at least 0.'],
    });
    expect(fieldErrorsOf(await t.call('POST', '/requested-contacts/unlock', w.sessions.admin, { ...body, price: 'ten' }))).toEqual({
      price: ['The price must be a number.'],
    });
    expect(
      fieldErrorsOf(await t.call('POST', '/requested-contacts/unlock', w.sessions.admin, { ...body, price: 1, company_id: randomUUID() })),
    ).toEqual({ company_id: ['The selected company is invalid.'] });
    expect(
      (await t.call('POST', '/requested-contacts/unlock', w.sessions.admin, { ...body, price: 1, driver_id: randomUUID() })).statusCode,
    ).toBe(404);
  });
});

describe('unlocked contacts: open, confirm or reject the hire, delete, lists', () => {
  let unlockId: string;

  beforeAll(async () => {
    const response = await t.call('POST', '/api/unlock-contact', w.sessions.admin, unlockBody(8));
    unlockId = response.json<{ data: Unlocked }>().data.id;
  });

  it('PUT open: the company (or an admin) opens it; another company gets 403', async () => {
    expect((await t.call('PUT', `/api/unlocked-contacts/${unlockId}/open`, w.sessions.otherBusiness)).statusCode).toBe(403);
    const opened = await t.call('PUT', `/api/unlocked-contacts/${unlockId}/open`, w.sessions.business);
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({ data: { id: unlockId, status: 'opened', status_id: 2, driver: { id: w.contactIds[8] } } });
  });

  it('PUT confirmHiredByAdmin and rejectHiredByAdmin set the hire status; the hired list follows', async () => {
    const hired = await t.call('PUT', `/api/unlocked-contacts/${unlockId}/confirmHiredByAdmin`, w.sessions.admin);
    expect(hired.json()).toMatchObject({ data: { status: 'hired', status_id: 4 } });
    const hiredList = (await t.call('GET', `/api/companies/${w.companyId}/hired-unlocked-contacts`, w.sessions.owner)).json<UnlockedPage>();
    expect(hiredList.data.map((u) => u.id)).toEqual([unlockId]);
    expect(hiredList.meta).toEqual({ current_page: 1, last_page: 1, per_page: 20, total: 1 });
    const rejected = await t.call('PUT', `/api/unlocked-contacts/${unlockId}/rejectHiredByAdmin`, w.sessions.admin);
    expect(rejected.json<{ data: Unlocked }>().data.status_id).not.toBe(4);
    expect(
      (await t.call('GET', `/api/companies/${w.companyId}/hired-unlocked-contacts`, w.sessions.admin)).json<UnlockedPage>().meta.total,
    ).toBe(0);
  });

  it('answers 404 for an unknown unlock and 422 for a bad id', async () => {
    for (const action of ['open', 'confirmHiredByAdmin', 'rejectHiredByAdmin']) {
      const response = await t.call('PUT', `/api/unlocked-contacts/${randomUUID()}/${action}`, w.sessions.admin);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Unlocked contact not found.' });
      expect(fieldErrorsOf(await t.call('PUT', `/api/unlocked-contacts/nope/${action}`, w.sessions.admin))).toEqual({
        id: ['The id must be a valid id.'],
      });
    }
    expect((await t.call('DELETE', `/api/unlocked-contacts/${randomUUID()}`, w.sessions.admin)).statusCode).toBe(404);
  });

  it('GET unlocked-contacts lists the company’s unlocks newest first (20 per page); company users see their own only', async () => {
    const list = (await t.call('GET', `/api/companies/${w.companyId}/unlocked-contacts`, w.sessions.business)).json<UnlockedPage>();
    expect(list.meta).toMatchObject({ current_page: 1, per_page: 20 });
    expect(list.data[0]?.id).toBe(unlockId);
    expect(list.data.map((u) => u.driver.id)).toEqual(
      expect.arrayContaining([w.contactIds[1], w.contactIds[6], w.contactIds[8], w.contactIds[9]]),
    );
    expect(list.meta.total).toBe(list.data.length);
    expect((await t.call('GET', `/api/companies/${w.companyId}/unlocked-contacts`, w.sessions.otherBusiness)).statusCode).toBe(403);
    expect(
      (await t.call('GET', `/api/companies/${w.otherCompanyId}/unlocked-contacts`, w.sessions.admin)).json<UnlockedPage>().data,
    ).toEqual([]);
    expect((await t.call('GET', `/api/companies/${randomUUID()}/unlocked-contacts`, w.sessions.admin)).statusCode).toBe(404);
    expect(fieldErrorsOf(await t.call('GET', `/api/companies/${w.companyId}/unlocked-contacts?page=-1`, w.sessions.admin))).toEqual({
      page: ['The page must be at least 1.'],
    });
  });

  it('DELETE: 204, then gone (404), and the contact may be unlocked again', async () => {
    const deleted = await t.call('DELETE', `/api/unlocked-contacts/${unlockId}`, w.sessions.admin);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    expect((await t.call('DELETE', `/api/unlocked-contacts/${unlockId}`, w.sessions.admin)).statusCode).toBe(404);
    expect((await t.call('PUT', `/api/unlocked-contacts/${unlockId}/open`, w.sessions.admin)).statusCode).toBe(404);
    const list = (await t.call('GET', `/api/companies/${w.companyId}/unlocked-contacts`, w.sessions.admin)).json<UnlockedPage>();
    expect(list.data.map((u) => u.id)).not.toContain(unlockId);
    const again = await t.call('POST', '/requested-contacts/unlock', w.sessions.admin, {
      driver_id: w.contactIds[8],
      company_id: w.companyId,
      price: 20,
    });
    expect(again.statusCode).toBe(201);
    expect(again.json<{ data: Unlocked }>().data.id).not.toBe(unlockId);
  });
});

describe('an unlock whose offer was left behind (the process died between the two appends)', () => {
  it('is finished by the follow-up reactor: the offer moves to unlocked, caused by the unlock, with its actor', async () => {
    const contactId = await t.seedContact({ firstName: 'Halb' });
    const offerId = await t.seedOffer({ contactId, campaignId: w.campaignId, companyId: w.companyId });
    await t.caughtUp();
    const unlockEventId = randomUUID();
    const unlockId = randomUUID();
    // Only the first of the command's two appends happened.
    await t.store.append(
      unlockStreamId(w.companyId, contactId),
      [
        {
          id: unlockEventId,
          type: 'ContactUnlocked',
          data: { unlockId, contactId, companyId: w.companyId, employerId: null, campaignId: w.campaignId, offerId, price: 2500 },
          metadata: {
            actorId: w.users.admin.id,
            actorRole: 'admin',
            correlationId: 'request-crashed',
            causationId: null,
            occurredAt: new Date().toISOString(),
          },
        },
      ],
      'no_stream',
    );
    await t.caughtUp();
    await t.caughtUp();
    const moved = (await t.store.readStream(`offer-${offerId}`)).at(-1);
    expect(moved).toMatchObject({ type: 'OfferStageChanged', data: { to: 'unlocked', unlockId } });
    expect(moved?.metadata).toMatchObject({ actorId: w.users.admin.id, correlationId: 'request-crashed', causationId: unlockEventId });
    const column = (await t.call('GET', `/api/offers/unlocked?campaign_id=${w.campaignId}`, w.sessions.admin)).json<{
      data: Array<{ id: string }>;
    }>();
    expect(column.data.map((card) => card.id)).toContain(offerId);
  });
});

describe('opening an unlocked contact after its status was changed', () => {
  it('keeps the later status (hiring, 4) in every answer, as the decider does', async () => {
    const unlockId = (await t.call('POST', '/api/unlock-contact', w.sessions.admin, unlockBody(7))).json<{ data: Unlocked }>().data.id;
    await t.caughtUp();
    const changed = await t.call('PUT', `/api/unlocked-contacts/${unlockId}/status`, w.sessions.business, { status_id: 4 });
    expect(changed.statusCode).toBe(200);
    await t.caughtUp();
    const opened = await t.call('PUT', `/api/unlocked-contacts/${unlockId}/open`, w.sessions.business);
    expect(opened.json()).toMatchObject({ data: { id: unlockId, status_id: 4 } });
    await t.caughtUp();
    const detail = await t.call('GET', `/api/unlocked-contacts/${unlockId}`, w.sessions.business);
    expect(detail.json()).toMatchObject({ data: { status_id: 4, effective_status: { id: 4, status_id: 4 } } });
    const hired = (await t.call('GET', `/api/companies/${w.companyId}/hired-unlocked-contacts`, w.sessions.business)).json<UnlockedPage>();
    expect(hired.data.map((u) => u.id)).toContain(unlockId);
    // The decider holds 4 too: setting 4 again records nothing new.
    const before = (await t.store.readStream(unlockStreamId(w.companyId, w.contactIds[7] ?? ''))).length;
    await t.call('PUT', `/api/unlocked-contacts/${unlockId}/status`, w.sessions.business, { status_id: 4 });
    expect((await t.store.readStream(unlockStreamId(w.companyId, w.contactIds[7] ?? ''))).length).toBe(before);
  });
});
