import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type Session, type TestApp } from '../http/test-app';
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
