import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldErrorsOf, startTestAppWithWorld, type TestApp, type World } from '@rm/server/testing';

let t: TestApp;
let w: World;

beforeAll(async () => {
  ({ t, w } = await startTestAppWithWorld({}, { contacts: 2 }));
});
afterAll(() => t.close());

type Change = { message: string; version: number; value?: boolean };
type Detail = {
  id: string;
  version: number;
  is_partner: boolean;
  sepa_enabled: boolean;
  sepa_account: { signed_at: string } | null;
  has_payment_method: boolean;
  marked_as_verified: boolean;
  no_focus: boolean;
  direct_pay: boolean;
  auto_drivers_unlock: boolean;
  is_active: boolean;
  customer_level: string | null;
  type: string | null;
  due_days: number;
  goodwill_mode: boolean;
  configs: Record<string, unknown>;
  properties: Record<string, unknown>;
  account_manager_id: string | null;
};
const detail = async (companyId: string): Promise<Detail> =>
  (await t.call('GET', `/api/companies/${companyId}`, w.sessions.admin)).json<Detail>();

describe('company switches', () => {
  const toggles = [
    ['toggleActive', 'is_active'],
    ['toggleDirectPay', 'direct_pay'],
    ['togglePartner', 'is_partner'],
    ['toggleAutoContactsUnlock', 'auto_drivers_unlock'],
    ['toggleSepa', 'sepa_enabled'],
  ] as const;

  it.each(toggles)('POST and PUT /api/companies/{id}/%s flip the switch and answer the new value', async (action, field) => {
    const companyId = await t.seedCompany(`Schalter ${action} GmbH`);
    await t.caughtUp();
    const before = (await detail(companyId))[field];
    const first = await t.call('POST', `/api/companies/${companyId}/${action}`, w.sessions.admin, {});
    expect(first.statusCode).toBe(200);
    expect(first.json<Change>()).toMatchObject({ message: 'Gespeichert!', value: !before });
    expect((await detail(companyId))[field]).toBe(!before);
    const second = await t.call('PUT', `/api/companies/${companyId}/${action}`, w.sessions.admin, {});
    expect(second.json<Change>().value).toBe(before);
    expect((await detail(companyId))[field]).toBe(before);
  });

  it('GET toggleMarkAsVerified and noFocus change state, and need the XSRF token like a POST', async () => {
    const verified = await t.call('GET', `/api/companies/${w.otherCompanyId}/toggleMarkAsVerified`, w.sessions.admin);
    expect(verified.json<Change>().value).toBe(true);
    const noFocus = await t.call('GET', `/api/companies/${w.otherCompanyId}/noFocus`, w.sessions.admin);
    expect(noFocus.json<Change>().value).toBe(true);
    expect(await detail(w.otherCompanyId)).toMatchObject({ marked_as_verified: true, no_focus: true });
    const withoutToken = await t.call('GET', `/api/companies/${w.otherCompanyId}/noFocus`, w.sessions.admin, undefined, {
      'x-xsrf-token': '',
    });
    expect(withoutToken.statusCode).toBe(419);
  });

  it('records who toggled and when in the audit trail', async () => {
    await t.call('POST', `/api/companies/${w.companyId}/togglePartner`, w.sessions.admin, {});
    await t.caughtUp();
    const trail = (await t.call('GET', `/api/audit/company/${w.companyId}`, w.sessions.admin)).json<{
      data: Array<{ type: string; actor: { id: string } | null; changes: Record<string, { before: unknown; after: unknown }> }>;
    }>();
    expect(trail.data[0]).toMatchObject({
      type: 'CompanyFlagChanged',
      actor: { id: w.users.admin.id },
      changes: { is_partner: { before: false, after: true } },
    });
  });

  it('is refused with 409 when another admin changed the company since the version the editor saw', async () => {
    const companyId = await t.seedCompany('Gleichzeitig GmbH');
    await t.caughtUp();
    const { version } = await detail(companyId);
    const mine = await t.call('POST', `/api/companies/${companyId}/toggleDirectPay`, w.sessions.admin, { expected_version: version });
    expect(mine.statusCode).toBe(200);
    expect(mine.json<Change>().version).toBe(version + 1);
    const theirs = await t.call('POST', `/api/companies/${companyId}/togglePartner`, w.sessions.admin, { expected_version: version });
    expect(theirs.statusCode).toBe(409);
    expect(theirs.json<{ message: string }>().message).toMatch(/meanwhile/);
    expect((await detail(companyId)).is_partner).toBe(false);
  });

  it('answers 401 signed out, 403 to company users and candidates, 404 for an unknown company', async () => {
    const anonymous = await t.anonymous();
    expect((await t.call('POST', `/api/companies/${w.companyId}/toggleActive`, anonymous, {})).statusCode).toBe(401);
    for (const session of [w.sessions.business, w.sessions.owner, w.sessions.contact])
      expect((await t.call('POST', `/api/companies/${w.companyId}/toggleActive`, session, {})).statusCode).toBe(403);
    expect((await t.call('POST', `/api/companies/${randomUUID()}/toggleActive`, w.sessions.admin, {})).statusCode).toBe(404);
    expect((await t.call('POST', '/api/companies/not-a-uuid/toggleActive', w.sessions.admin, {})).statusCode).toBe(422);
  });
});

describe('SEPA approval', () => {
  it('needs SEPA enabled, refuses a future date, and records signed_at', async () => {
    const companyId = await t.seedCompany('Lastschrift GmbH');
    await t.caughtUp();
    const signedAt = '2026-01-15T09:30:00.000Z';
    const early = await t.call('POST', `/api/companies/${companyId}/approveSepa`, w.sessions.admin, { signed_at: signedAt });
    expect(early.statusCode).toBe(422);
    expect(fieldErrorsOf(early).signed_at?.[0]).toMatch(/Enable SEPA/);
    await t.call('POST', `/api/companies/${companyId}/toggleSepa`, w.sessions.admin, {});
    const future = await t.call('PUT', `/api/companies/${companyId}/approveSepa`, w.sessions.admin, {
      signed_at: '2099-01-01T00:00:00.000Z',
    });
    expect(fieldErrorsOf(future).signed_at?.[0]).toMatch(/future/);
    const missing = await t.call('POST', `/api/companies/${companyId}/approveSepa`, w.sessions.admin, {});
    expect(Object.keys(fieldErrorsOf(missing))).toContain('signed_at');
    const approved = await t.call('POST', `/api/companies/${companyId}/approveSepa`, w.sessions.admin, { signed_at: signedAt });
    expect(approved.statusCode).toBe(200);
    expect(await detail(companyId)).toMatchObject({ sepa_enabled: true, sepa_account: { signed_at: signedAt }, has_payment_method: true });
  });
});

describe('company settings, level, segment, configs, properties, account manager', () => {
  it('saves each and shows it on the detail', async () => {
    const id = w.otherCompanyId;
    expect((await t.call('PUT', `/api/companies/${id}/customerLevel`, w.sessions.admin, { customer_level: 'B' })).statusCode).toBe(200);
    expect((await t.call('PUT', `/api/companies/${id}/settings`, w.sessions.admin, { due_days: 30, goodwill_mode: true })).statusCode).toBe(
      200,
    );
    expect(
      (
        await t.call('POST', `/api/companies/${id}/update-company-customer-segment`, w.sessions.admin, {
          selectedCustomerSegment: 'logistics',
        })
      ).statusCode,
    ).toBe(200);
    const configs = { invoice_email: 'buchhaltung@andere.de', unlock_limit: 20, reminders: true };
    expect((await t.call('PUT', `/api/companies/${id}/configs`, w.sessions.admin, { configs })).statusCode).toBe(200);
    expect(
      (await t.call('PUT', `/api/companies/${id}/properties`, w.sessions.admin, { properties: { hubspot_id: '4711' } })).statusCode,
    ).toBe(200);
    expect(
      (await t.call('PUT', `/api/companies/${id}/account-sales-person`, w.sessions.admin, { account_manager_id: null })).statusCode,
    ).toBe(200);
    expect(await detail(id)).toMatchObject({
      customer_level: 'B',
      due_days: 30,
      goodwill_mode: true,
      type: 'logistics',
      configs,
      properties: { hubspot_id: '4711' },
      account_manager_id: null,
    });
  });

  it('answers 422 with the field for values outside the rules', async () => {
    const id = w.otherCompanyId;
    expect(
      Object.keys(fieldErrorsOf(await t.call('PUT', `/api/companies/${id}/customerLevel`, w.sessions.admin, { customer_level: 'Z' }))),
    ).toContain('customer_level');
    expect(
      Object.keys(
        fieldErrorsOf(await t.call('PUT', `/api/companies/${id}/settings`, w.sessions.admin, { due_days: 500, goodwill_mode: false })),
      ),
    ).toContain('due_days');
    expect(
      Object.keys(fieldErrorsOf(await t.call('PUT', `/api/companies/${id}/configs`, w.sessions.admin, { configs: { 'bad key!': 1 } }))),
    ).toContain('configs');
    const notAdmin = await t.call('PUT', `/api/companies/${id}/account-sales-person`, w.sessions.admin, {
      account_manager_id: w.users.business.id,
    });
    expect(fieldErrorsOf(notAdmin).account_manager_id?.[0]).toBe('The selected account manager is invalid.');
  });
});

describe('employers', () => {
  it('attaches an unclaimed employer to a company, after which it is no longer unclaimed', async () => {
    const loose = await t.createUser('business', { firstName: 'Lose' });
    await t.caughtUp();
    const before = (await t.call('GET', '/api/unclaimed-employers', w.sessions.admin)).json<{ data: Array<{ id: string }> }>();
    expect(before.data.map((u) => u.id)).toContain(loose.id);
    const attached = await t.call('POST', `/api/employers/${loose.id}/attach`, w.sessions.admin, { company_id: w.otherCompanyId });
    expect(attached.statusCode).toBe(200);
    const after = (await t.call('GET', '/api/unclaimed-employers', w.sessions.admin)).json<{ data: Array<{ id: string }> }>();
    expect(after.data.map((u) => u.id)).not.toContain(loose.id);
    const employers = (await t.call('GET', `/api/companies/${w.otherCompanyId}/employers`, w.sessions.admin)).json<{
      data: Array<{ id: string }>;
    }>();
    expect(employers.data.map((u) => u.id)).toContain(loose.id);
  });

  it('refuses an employer of another company, a user who is no employer, an unknown user or company', async () => {
    const taken = await t.call('POST', `/api/employers/${w.users.otherBusiness.id}/attach`, w.sessions.admin, { company_id: w.companyId });
    expect(fieldErrorsOf(taken).employer_id?.[0]).toMatch(/another company/);
    const candidate = await t.call('POST', `/api/employers/${w.users.contact.id}/attach`, w.sessions.admin, { company_id: w.companyId });
    expect(Object.keys(fieldErrorsOf(candidate))).toEqual(['employer_id']);
    expect((await t.call('POST', `/api/employers/${randomUUID()}/attach`, w.sessions.admin, { company_id: w.companyId })).statusCode).toBe(
      404,
    );
    const loose = await t.createUser('business');
    await t.caughtUp();
    const unknownCompany = await t.call('POST', `/api/employers/${loose.id}/attach`, w.sessions.admin, { company_id: randomUUID() });
    expect(Object.keys(fieldErrorsOf(unknownCompany))).toEqual(['company_id']);
    expect((await t.call('POST', `/api/employers/${loose.id}/attach`, w.sessions.owner, { company_id: w.companyId })).statusCode).toBe(403);
  });
});

describe('DELETE /api/companies/{id}', () => {
  it('deletes the company: its rows go, its audit trail stays, a second delete is 404', async () => {
    const companyId = await t.seedCompany('Zu löschen GmbH');
    await t.caughtUp();
    expect((await t.call('DELETE', `/api/companies/${companyId}`, w.sessions.business)).statusCode).toBe(403);
    expect((await t.call('DELETE', `/api/companies/${companyId}`, w.sessions.admin)).statusCode).toBe(204);
    expect((await t.call('GET', `/api/companies/${companyId}`, w.sessions.admin)).statusCode).toBe(404);
    expect((await t.call('DELETE', `/api/companies/${companyId}`, w.sessions.admin)).statusCode).toBe(404);
    await t.caughtUp();
    const trail = (await t.call('GET', `/api/audit/company/${companyId}`, w.sessions.admin)).json<{ data: Array<{ type: string }> }>();
    expect(trail.data.map((entry) => entry.type)).toEqual(['CompanyDeleted', 'CompanyRegistered']);
  });
});
