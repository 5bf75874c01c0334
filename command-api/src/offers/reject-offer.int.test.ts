import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldErrorsOf, startTestAppWithWorld, type TestApp, type World } from '@rm/server/testing';

let t: TestApp;
let w: World;

beforeAll(async () => {
  ({ t, w } = await startTestAppWithWorld({}, { contacts: 4 }));
});
afterAll(() => t.close());

const reject = (offerId: string, session: World['sessions'][keyof World['sessions']] | undefined, body: unknown) =>
  t.call('POST', `/api/offers/${offerId}/reject`, session, body);

describe('POST /api/offers/{id}/reject', () => {
  it("records the candidate's own rejection with the reason and their words; the offer stays in its stage", async () => {
    const offerId = w.offerIds[0] ?? '';
    const response = await reject(offerId, w.sessions.contact, { reason: 'other', text: '  Ich bleibe bei meinem Arbeitgeber. ' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Offer rejected.' });
    const events = await t.store.readStream(`offer-${offerId}`);
    const rejected = events.filter((event) => event.type === 'OfferRejected');
    expect(rejected).toHaveLength(1);
    expect(rejected[0]?.data).toMatchObject({
      offerId,
      contactId: w.contactIds[0],
      companyId: w.companyId,
      campaignId: w.campaignId,
      reason: 'other',
      text: 'Ich bleibe bei meinem Arbeitgeber.',
    });
    expect(rejected[0]?.metadata).toMatchObject({ actorId: w.users.contact.id });
    expect(events.some((event) => event.type === 'OfferStageChanged')).toBe(false);
  });

  it('refuses a second rejection of the same offer (409) and changes nothing', async () => {
    const offerId = w.offerIds[0] ?? '';
    const response = await reject(offerId, w.sessions.admin, { reason: 'too_far' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'This offer has already been rejected.' });
    expect((await t.store.readStream(`offer-${offerId}`)).filter((event) => event.type === 'OfferRejected')).toHaveLength(1);
  });

  it("lets an admin record a candidate's answer", async () => {
    const response = await reject(w.offerIds[1] ?? '', w.sessions.admin, { reason: 'salary_too_low', text: null });
    expect(response.statusCode).toBe(200);
  });

  it("refuses anyone else: another candidate, the company's users (403); nobody signed in (401)", async () => {
    const offerId = w.offerIds[2] ?? '';
    expect((await reject(offerId, w.sessions.contact, { reason: 'other' })).statusCode).toBe(403);
    expect((await reject(offerId, w.sessions.business, { reason: 'other' })).statusCode).toBe(403);
    expect((await reject(offerId, w.sessions.owner, { reason: 'other' })).statusCode).toBe(403);
    expect((await reject(offerId, w.sessions.otherBusiness, { reason: 'other' })).statusCode).toBe(403);
    expect((await reject(offerId, await t.anonymous(), { reason: 'other' })).statusCode).toBe(401);
    expect((await t.store.readStream(`offer-${offerId}`)).some((event) => event.type === 'OfferRejected')).toBe(false);
  });

  it('answers 404 for an unknown offer and 422 with field messages for bad input', async () => {
    expect((await reject(randomUUID(), w.sessions.admin, { reason: 'other' })).statusCode).toBe(404);
    const offerId = w.offerIds[3] ?? '';
    const missing = await reject(offerId, w.sessions.admin, {});
    expect(missing.statusCode).toBe(422);
    expect(fieldErrorsOf(missing)).toEqual({ reason: ['The reason field is required.'] });
    expect(fieldErrorsOf(await reject(offerId, w.sessions.admin, { reason: 'Zu weit!' }))).toHaveProperty('reason');
    expect(fieldErrorsOf(await reject(offerId, w.sessions.admin, { reason: 'other', text: 'x'.repeat(1001) }))).toHaveProperty('text');
    expect(fieldErrorsOf(await reject('nope', w.sessions.admin, { reason: 'other' }))).toEqual({ id: ['The id must be a valid id.'] });
  });
});
