import { pino } from 'pino';
import { sql } from 'slonik';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type Session, type TestApp } from '../http/test-app';
import { isResidential } from './postal-codes';
import { DEMO_PASSWORD, seedDemoData } from './seed-demo-data';

let t: TestApp;
let owner: Session;

beforeAll(async () => {
  t = await startTestApp();
  await seedDemoData(t.store, pino({ level: 'silent' }), { contacts: 60 });
  await t.caughtUp();
  const browser = await t.anonymous();
  const login = await t.call('POST', '/login', browser, { email: 'owner@demo.test', password: DEMO_PASSWORD });
  expect(login.statusCode).toBe(200);
  const cookie = [browser.cookie, ...login.cookies.map((c) => `${c.name}=${c.value}`)].join('; ');
  const xsrf = login.cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  owner = { cookie, headers: { cookie, 'x-xsrf-token': xsrf }, token: '', userId: null };
}, 240_000);
afterAll(() => t.close());

describe('demo data: the demo company’s employer settings', () => {
  it('has an approved SEPA account, definitions, testimonials, a package, templates and messages sent', async () => {
    expect((await t.call('GET', '/settings/payment-method-sepa', owner)).json()).toMatchObject({
      data: { iban: 'DE89370400440532013000', approved_at: expect.any(String) as unknown },
    });
    expect((await t.call('GET', '/api/definitions', owner)).json<{ data: unknown[] }>().data).toHaveLength(3);
    expect((await t.call('GET', '/api/testimonials', owner)).json<{ data: unknown[] }>().data).toHaveLength(2);
    expect((await t.call('GET', '/api/packages', owner)).json()).toMatchObject({ current: { package_key: 'professional', messages: 50 } });
    expect((await t.call('GET', '/api/active-sourcing/templates', owner)).json<{ data: unknown[] }>().data).toHaveLength(2);
    expect((await t.call('GET', '/api/active-sourcing', owner)).json()).toMatchObject({
      total_messages: 50,
      sent_messages: 12,
      remaining_messages: 38,
    });
  });
});

describe('demo data: states the screens can show', () => {
  it('has a campaign blocked by its spent budget (to de-block), in a company sales manages', async () => {
    const rows = await t.pool.any(sql.unsafe`
      select c.account_manager_id, u.email from es_events e
      join rm_companies.companies c on c.company_id = (e.data->>'companyId')::uuid
      left join rm_users.users u on u.user_id = c.account_manager_id
      where e.type = 'CampaignBlocked'`);
    expect(rows.map((row) => (row as { email: string | null }).email)).toEqual(['sales@demo.test']);
  });

  it("has the demo candidate's own review of one employer (to edit) and leaves another for them to review", async () => {
    const reviewed = await t.pool.any(sql.unsafe`
      select e.data->>'companyId' as company_id from es_events e join rm_users.users u on u.user_id = (e.data->>'userId')::uuid
      where e.type = 'ReviewSubmitted' and u.email = 'candidate@demo.test'`);
    expect(reviewed).toHaveLength(1);
    const offeredBy = await t.pool.anyFirst(sql.unsafe`
      select distinct o.company_id from rm_offer_board.offers o join rm_contacts.contacts c on c.contact_id = o.contact_id
      where c.email = 'candidate@demo.test'`);
    expect(offeredBy.length).toBeGreaterThan(1);
    expect(offeredBy).toContain((reviewed[0] as { company_id: string }).company_id);
  });

  it('places job postings at postal codes where people live, not at an organisation’s own', async () => {
    const places = await t.pool.anyFirst(sql.unsafe`
      select distinct p.place from rm_public_site.jobs j join rm_public_site.postal_codes p on p.zip_code = j.zip_code`);
    expect(places.length).toBeGreaterThan(3);
    expect(places.filter((place) => !isResidential({ place: String(place) }))).toEqual([]);
  });
});
