import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldErrorsOf, startTestAppWithWorld, type TestApp, type World } from '@rm/server/testing';

let t: TestApp;
let w: World;

beforeAll(async () => {
  ({ t, w } = await startTestAppWithWorld({}, { contacts: 1 }));
});
afterAll(() => t.close());

const SEPA = {
  bank_account_owner: 'Pflege Test GmbH',
  iban: 'DE89 3704 0044 0532 0130 00',
  swift_bic: 'cobadeffxxx',
  signer_name: 'Eva Muster',
  accept_terms: true,
};

describe('SEPA details (PUT /settings/payment-method-sepa)', () => {
  it('saves the account of the own company, normalised, and shows it approved once an admin approved the mandate', async () => {
    const saved = await t.call('PUT', '/settings/payment-method-sepa', w.sessions.owner, SEPA);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      message: 'SEPA details saved.',
      data: { iban: 'DE89370400440532013000', swift_bic: 'COBADEFFXXX', approved_at: null },
    });
    const read = await t.call('GET', '/settings/payment-method-sepa', w.sessions.business);
    expect(read.json()).toMatchObject({ data: { bank_account_owner: 'Pflege Test GmbH', signer_name: 'Eva Muster', approved_at: null } });
    expect((await t.call('GET', '/settings/payment-method-sepa', w.sessions.otherBusiness)).json()).toEqual({ data: null });

    await t.call('POST', `/api/companies/${w.companyId}/toggleSepa`, w.sessions.admin, {});
    const approval = await t.call('POST', `/api/companies/${w.companyId}/approveSepa`, w.sessions.admin, {
      signed_at: '2026-01-15T09:30:00.000Z',
    });
    expect(approval.statusCode).toBe(200);
    await t.caughtUp();
    expect((await t.call('GET', '/settings/payment-method-sepa', w.sessions.owner)).json()).toMatchObject({
      data: { approved_at: '2026-01-15T09:30:00.000Z' },
    });
  });

  it('keeps the IBAN and names out of the event log in plain text', async () => {
    const events = await t.rawStore.readStream(`employer-${w.companyId}`);
    const saved = events.find((event) => event.type === 'SepaDetailsSaved');
    expect(JSON.stringify(saved?.data)).not.toContain('DE89370400440532013000');
    expect(JSON.stringify(saved?.data)).not.toContain('Eva Muster');
  });

  it('answers field messages for a wrong IBAN, BIC, a missing signer and no mandate', async () => {
    const wrong = await t.call('PUT', '/settings/payment-method-sepa', w.sessions.owner, { ...SEPA, iban: 'DE88370400440532013000' });
    expect(wrong.statusCode).toBe(422);
    expect(fieldErrorsOf(wrong).iban).toEqual(['The IBAN is not valid.']);
    expect(
      fieldErrorsOf(await t.call('PUT', '/settings/payment-method-sepa', w.sessions.owner, { ...SEPA, swift_bic: 'X1' })).swift_bic,
    ).toEqual(['The BIC is not valid.']);
    const { signer_name: _signer, ...withoutSigner } = SEPA;
    expect(Object.keys(fieldErrorsOf(await t.call('PUT', '/settings/payment-method-sepa', w.sessions.owner, withoutSigner)))).toContain(
      'signer_name',
    );
    expect(
      fieldErrorsOf(await t.call('PUT', '/settings/payment-method-sepa', w.sessions.owner, { ...SEPA, accept_terms: false })).accept_terms,
    ).toEqual(['Please accept the SEPA mandate.']);
  });

  it('is for company users only', async () => {
    expect((await t.call('PUT', '/settings/payment-method-sepa', await t.anonymous(), SEPA)).statusCode).toBe(401);
    for (const session of [w.sessions.admin, w.sessions.contact]) {
      expect((await t.call('PUT', '/settings/payment-method-sepa', session, SEPA)).statusCode).toBe(403);
      expect((await t.call('GET', '/settings/payment-method-sepa', session)).statusCode).toBe(403);
    }
  });
});

describe('definitions', () => {
  it('creates, changes, lists and deletes with a reason, per company', async () => {
    const created = await t.call('POST', '/api/definitions', w.sessions.business, {
      name: 'Pflegefachkraft',
      description: 'Dreijährige Ausbildung',
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ data: { id: string } }>().data;
    const updated = await t.call('PUT', `/api/definitions/${id}`, w.sessions.owner, {
      name: 'Pflegefachkraft (m/w/d)',
      description: 'Examiniert',
    });
    expect(updated.json()).toMatchObject({ message: 'Definition Updated!', data: { id, name: 'Pflegefachkraft (m/w/d)' } });
    expect((await t.call('GET', '/api/definitions', w.sessions.business)).json()).toEqual({
      data: [{ id, name: 'Pflegefachkraft (m/w/d)', description: 'Examiniert' }],
    });
    expect((await t.call('GET', '/api/definitions', w.sessions.otherBusiness)).json()).toEqual({ data: [] });

    // Another company's definition is unknown to this one.
    expect((await t.call('PUT', `/api/definitions/${id}`, w.sessions.otherBusiness, { name: 'X', description: '' })).statusCode).toBe(404);
    expect((await t.call('POST', `/api/definitions/${id}/delete`, w.sessions.otherBusiness, { reason: 'nicht meins' })).statusCode).toBe(
      404,
    );

    const short = await t.call('POST', `/api/definitions/${id}/delete`, w.sessions.business, { reason: '  abc  ' });
    expect(fieldErrorsOf(short).reason).toEqual(['Please enter a valid reason for the deletion.']);
    const deleted = await t.call('POST', `/api/definitions/${id}/delete`, w.sessions.business, { reason: 'Nicht mehr verwendet' });
    expect(deleted.json()).toEqual({ success: true, message: 'Definition deleted.' });
    expect((await t.call('GET', '/api/definitions', w.sessions.business)).json()).toEqual({ data: [] });
    expect((await t.call('PUT', `/api/definitions/${randomUUID()}`, w.sessions.business, { name: 'X', description: '' })).statusCode).toBe(
      404,
    );
  });

  it('needs a name, and is for company users only', async () => {
    expect(
      Object.keys(fieldErrorsOf(await t.call('POST', '/api/definitions', w.sessions.business, { name: '   ', description: '' }))),
    ).toContain('name');
    expect((await t.call('POST', '/api/definitions', await t.anonymous(), { name: 'A' })).statusCode).toBe(401);
    expect((await t.call('POST', '/api/definitions', w.sessions.admin, { name: 'A' })).statusCode).toBe(403);
    expect((await t.call('GET', '/api/definitions', w.sessions.contact)).statusCode).toBe(403);
  });
});

describe('contact sales (POST /api/contact-sales)', () => {
  it('records the inquiry with the contact details encrypted', async () => {
    const response = await t.call('POST', '/api/contact-sales', w.sessions.owner, {
      first_name: 'Eva',
      last_name: 'Muster',
      company_name: 'Pflege Test GmbH',
      email: 'eva.muster@pflege-test.example',
      mobile: '+49 151 1234567',
      selected_package: 'professional',
      message: 'Wir brauchen 300 Nachrichten.',
    });
    expect(response.statusCode).toBe(201);
    const events = await t.rawStore.readStream(`employer-${w.companyId}`);
    const inquiry = events.find((event) => event.type === 'SalesInquirySent');
    expect(JSON.stringify(inquiry?.data)).not.toContain('eva.muster');
  });

  it('answers field messages', async () => {
    const response = await t.call('POST', '/api/contact-sales', w.sessions.owner, { first_name: 'Eva', email: 'kein-mail' });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(fieldErrorsOf(response))).toEqual(expect.arrayContaining(['last_name', 'company_name', 'email']));
    expect((await t.call('POST', '/api/contact-sales', w.sessions.contact, {})).statusCode).toBe(403);
  });
});

describe('testimonials', () => {
  const body = () => ({
    company_id: w.companyId,
    author_id: w.users.owner.id,
    body_problem: 'Wir fanden keine Pflegekräfte.',
    body_collaboration: 'Schnell und persönlich.',
    body_results: 'Drei Einstellungen in zwei Monaten.',
    body_conclusion: 'Klare Empfehlung.',
  });

  it('a company user writes for their own company; an admin for any; each sees what they may', async () => {
    const created = await t.call('POST', '/api/testimonials', w.sessions.business, body());
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ message: 'Testimonial created!' });
    const { id } = created.json<{ data: { id: string } }>().data;
    const updated = await t.call('PUT', `/api/testimonials/${id}`, w.sessions.admin, { ...body(), body_conclusion: 'Sehr zu empfehlen.' });
    expect(updated.json()).toMatchObject({ message: 'Testimonial updated!' });
    const list = (await t.call('GET', '/api/testimonials', w.sessions.owner)).json<{ data: Array<Record<string, unknown>> }>();
    expect(list.data).toEqual([
      expect.objectContaining({
        id,
        company_id: w.companyId,
        company_name: 'Pflege Test GmbH',
        author_id: w.users.owner.id,
        body_conclusion: 'Sehr zu empfehlen.',
      }),
    ]);
    expect((await t.call('GET', '/api/testimonials', w.sessions.otherBusiness)).json()).toEqual({ data: [] });
    expect(
      (await t.call('GET', `/api/testimonials?company_id=${w.companyId}`, w.sessions.admin)).json<{ data: unknown[] }>().data,
    ).toHaveLength(1);
    expect((await t.call('GET', `/api/testimonials?company_id=${w.companyId}`, w.sessions.otherBusiness)).statusCode).toBe(403);
  });

  it('needs company and author (a user of that company), and refuses another company', async () => {
    const { company_id: _company, author_id: _author, ...rest } = body();
    expect(Object.keys(fieldErrorsOf(await t.call('POST', '/api/testimonials', w.sessions.admin, rest)))).toEqual(
      expect.arrayContaining(['company_id', 'author_id']),
    );
    const stranger = await t.call('POST', '/api/testimonials', w.sessions.admin, { ...body(), author_id: w.users.otherBusiness.id });
    expect(fieldErrorsOf(stranger).author_id).toEqual(['The author must be a user of the company.']);
    expect((await t.call('POST', '/api/testimonials', w.sessions.otherBusiness, body())).statusCode).toBe(403);
    expect((await t.call('PUT', `/api/testimonials/${randomUUID()}`, w.sessions.admin, body())).statusCode).toBe(404);
    expect((await t.call('POST', '/api/testimonials', w.sessions.contact, body())).statusCode).toBe(403);
    expect((await t.call('GET', '/api/testimonials', await t.anonymous())).statusCode).toBe(401);
  });
});

describe('packages', () => {
  it('lists the packages and discounts; the owner chooses one at the price the slider shows', async () => {
    const before = (await t.call('GET', '/api/packages', w.sessions.business)).json<{ data: Array<{ key: string }>; current: unknown }>();
    expect(before.data.map((item) => item.key)).toEqual(['free_forever', 'professional']);
    expect(before.current).toBeNull();
    const chosen = await t.call('POST', '/api/packages/choose', w.sessions.owner, {
      package_key: 'professional',
      messages: 50,
      campaigns: 1,
      months: 6,
    });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toMatchObject({ data: { package_key: 'professional', messages: 50, monthly_price: 688.5, period_price: 4131 } });
    expect((await t.call('GET', '/api/packages', w.sessions.business)).json()).toMatchObject({
      current: { package_key: 'professional', messages: 50 },
    });
    expect((await t.call('GET', '/api/active-sourcing', w.sessions.business)).json()).toMatchObject({
      total_messages: 50,
      remaining_messages: 50,
    });
  });

  it('sends anything above the ranges to sales, and leaves the choice to the owner', async () => {
    const tooMany = await t.call('POST', '/api/packages/choose', w.sessions.owner, {
      package_key: 'professional',
      messages: 150,
      campaigns: 1,
      months: 3,
    });
    expect(fieldErrorsOf(tooMany).messages).toEqual(['Above these ranges sales makes you an offer: please contact sales.']);
    expect(
      Object.keys(
        fieldErrorsOf(
          await t.call('POST', '/api/packages/choose', w.sessions.owner, { package_key: 'gold', messages: 1, campaigns: 1, months: 4 }),
        ),
      ),
    ).toEqual(expect.arrayContaining(['package_key', 'months']));
    const choice = { package_key: 'free_forever', messages: 5, campaigns: 0, months: 3 };
    expect((await t.call('POST', '/api/packages/choose', w.sessions.business, choice)).statusCode).toBe(403);
    expect((await t.call('POST', '/api/packages/choose', w.sessions.admin, choice)).statusCode).toBe(403);
    expect((await t.call('POST', '/api/packages/choose', await t.anonymous(), choice)).statusCode).toBe(401);
  });
});
