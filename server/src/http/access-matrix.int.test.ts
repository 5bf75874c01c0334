import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedWorld, startTestApp, type Method, type Session, type TestApp, type TestRole, type World } from './test-app';

/**
 * Who may call what, for every route: 401 without a session (before the input is looked at), 403
 * `{message}` for each role that must not call it, 419 for a state change without the echoed XSRF
 * token. What allowed callers get is tested per route in the other files.
 */

const ALL: readonly TestRole[] = ['admin', 'business', 'business-owner', 'contact'];
const ADMIN: readonly TestRole[] = ['admin'];
const ADMIN_OR_BUSINESS: readonly TestRole[] = ['admin', 'business', 'business-owner'];

interface RouteCase {
  method: Method;
  /** As the OpenAPI document names it. */
  path: string;
  url: (w: World) => string;
  allowed: readonly TestRole[] | 'public';
  body?: (w: World) => unknown;
}

const id = randomUUID();
const ROUTES: RouteCase[] = [
  { method: 'POST', path: '/login', url: () => '/login', allowed: 'public', body: () => ({ email: 'x@api.test', password: 'x' }) },
  { method: 'POST', path: '/logout', url: () => '/logout', allowed: 'public' },
  { method: 'GET', path: '/api/user/current', url: () => '/api/user/current', allowed: ALL },
  { method: 'GET', path: '/api/company/current', url: () => '/api/company/current', allowed: ALL },
  { method: 'GET', path: '/api/offers/companies', url: () => '/api/offers/companies', allowed: ADMIN_OR_BUSINESS },
  { method: 'GET', path: '/api/offers/options/companies', url: () => '/api/offers/options/companies', allowed: ADMIN_OR_BUSINESS },
  { method: 'GET', path: '/api/offers/{stage}', url: () => '/api/offers/new', allowed: ADMIN_OR_BUSINESS },
  { method: 'PUT', path: '/api/offers/{id}', url: (w) => `/api/offers/${w.offerIds[0] ?? id}`, allowed: ADMIN_OR_BUSINESS, body: () => ({ stage: 'in_process' }) },
  { method: 'POST', path: '/api/offers/{id}/track', url: (w) => `/api/offers/${w.offerIds[0] ?? id}/track`, allowed: ALL, body: () => ({ step: 'viewed' }) },
  {
    method: 'POST',
    path: '/api/unlock-contact',
    url: () => '/api/unlock-contact',
    allowed: ADMIN,
    body: (w) => ({ driver_id: w.contactIds[0], company_id: w.companyId, employer_id: null, campaign_id: w.campaignId }),
  },
  { method: 'POST', path: '/requested-contacts/unlock', url: () => '/requested-contacts/unlock', allowed: ADMIN, body: (w) => ({ driver_id: w.contactIds[0], company_id: w.companyId, price: 10 }) },
  { method: 'PUT', path: '/api/unlocked-contacts/{id}/open', url: () => `/api/unlocked-contacts/${id}/open`, allowed: ADMIN_OR_BUSINESS },
  { method: 'PUT', path: '/api/unlocked-contacts/{id}/confirmHiredByAdmin', url: () => `/api/unlocked-contacts/${id}/confirmHiredByAdmin`, allowed: ADMIN },
  { method: 'PUT', path: '/api/unlocked-contacts/{id}/rejectHiredByAdmin', url: () => `/api/unlocked-contacts/${id}/rejectHiredByAdmin`, allowed: ADMIN },
  { method: 'DELETE', path: '/api/unlocked-contacts/{id}', url: () => `/api/unlocked-contacts/${id}`, allowed: ADMIN },
  { method: 'GET', path: '/api/companies/{id}/unlocked-contacts', url: (w) => `/api/companies/${w.companyId}/unlocked-contacts`, allowed: ADMIN_OR_BUSINESS },
  { method: 'GET', path: '/api/companies/{id}/hired-unlocked-contacts', url: (w) => `/api/companies/${w.companyId}/hired-unlocked-contacts`, allowed: ADMIN_OR_BUSINESS },
  { method: 'GET', path: '/api/contacts/{id}', url: (w) => `/api/contacts/${w.contactIds[0] ?? id}`, allowed: ADMIN },
  { method: 'POST', path: '/api/contacts/{id}/update-call-status', url: (w) => `/api/contacts/${w.contactIds[0] ?? id}/update-call-status`, allowed: ADMIN, body: () => ({ call_made: true }) },
  { method: 'POST', path: '/contacts/toggleActive', url: () => '/contacts/toggleActive', allowed: ADMIN, body: (w) => ({ driver_id: w.contactIds[0], reason: 'moved away' }) },
  { method: 'POST', path: '/contacts/toggleDisableForUnlock', url: () => '/contacts/toggleDisableForUnlock', allowed: ADMIN, body: (w) => ({ driver_id: w.contactIds[0] }) },
  { method: 'GET', path: '/contacts/{id}/verifyWithoutCode', url: (w) => `/contacts/${w.contactIds[0] ?? id}/verifyWithoutCode`, allowed: ADMIN },
  { method: 'GET', path: '/campaign-approvals/pending', url: () => '/campaign-approvals/pending', allowed: ADMIN },
  { method: 'POST', path: '/campaign-approvals', url: () => '/campaign-approvals', allowed: ADMIN, body: (w) => ({ campaign_id: w.pendingCampaignId, reset_rejected_offers: false, user_should_be_notified: false }) },
  {
    method: 'POST',
    path: '/campaign-approvals/reject',
    url: () => '/campaign-approvals/reject',
    allowed: ADMIN,
    body: (w) => ({ campaign_id: w.pendingCampaignId, rejected_reason: 'too wide', user_should_be_notified: false }),
  },
  { method: 'GET', path: '/api/options/companies', url: () => '/api/options/companies', allowed: ADMIN_OR_BUSINESS },
  { method: 'GET', path: '/api/options/employers', url: (w) => `/api/options/employers?company_id=${w.companyId}`, allowed: ADMIN_OR_BUSINESS },
  { method: 'GET', path: '/api/options/all-campaigns', url: (w) => `/api/options/all-campaigns?company_id=${w.companyId}`, allowed: ADMIN_OR_BUSINESS },
  { method: 'GET', path: '/api/options/account-manager-users', url: () => '/api/options/account-manager-users', allowed: ADMIN },
  { method: 'GET', path: '/api/options/admin-users', url: () => '/api/options/admin-users', allowed: ADMIN },
  { method: 'GET', path: '/api/audit/{entity}/{id}', url: (w) => `/api/audit/offer/${w.offerIds[0] ?? id}`, allowed: ADMIN },
  { method: 'GET', path: '/api/audit', url: () => '/api/audit', allowed: ADMIN },
  { method: 'GET', path: '/api/audit-event-types', url: () => '/api/audit-event-types', allowed: ADMIN },
];

const STATE_CHANGING = new Set<Method>(['POST', 'PUT', 'PATCH', 'DELETE']);

let t: TestApp;
let w: World;
let anonymous: Session;
const sessionOf = (role: TestRole): Session => ({ admin: w.sessions.admin, business: w.sessions.business, 'business-owner': w.sessions.owner, contact: w.sessions.contact })[role];

beforeAll(async () => {
  t = await startTestApp();
  w = await seedWorld(t, { contacts: 1 });
  anonymous = await t.anonymous();
});
afterAll(() => t.close());

describe('every API route is in this matrix', () => {
  it('covers each operation of the OpenAPI document, and nothing else', async () => {
    const doc = (await t.call('GET', '/docs/json')).json<{ paths: Record<string, Record<string, unknown>> }>();
    const documented = Object.entries(doc.paths)
      .flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`))
      .filter((operation) => operation !== 'GET /ws')
      .sort();
    expect(documented).toEqual(ROUTES.map((route) => `${route.method} ${route.path}`).sort());
  });
});

describe.each(ROUTES.filter((route) => route.allowed !== 'public'))('$method $path', (route) => {
  const allowed = route.allowed as readonly TestRole[];

  it('answers 401 without a session, even for input it would refuse', async () => {
    const response = await t.call(route.method, route.url(w), anonymous, route.body?.(w));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Unauthenticated.' });
    if (route.body) expect((await t.call(route.method, route.url(w), anonymous, { nonsense: true })).statusCode).toBe(401);
  });

  const refused = ALL.filter((role) => !allowed.includes(role));
  if (refused.length > 0) {
    it.each(refused)('answers 403 {message} to %s', async (role) => {
      const response = await t.call(route.method, route.url(w), sessionOf(role), route.body?.(w));
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: "You don't have access to do this." });
    });
  }

  if (STATE_CHANGING.has(route.method)) {
    it('answers 419 to an allowed caller whose request lacks or mismatches the XSRF token', async () => {
      const caller = sessionOf(allowed[0] ?? 'admin');
      for (const header of ['', 'forged-token']) {
        const response = await t.call(route.method, route.url(w), caller, route.body?.(w), { 'x-xsrf-token': header });
        expect(response.statusCode).toBe(419);
        expect(response.json()).toEqual({ message: 'CSRF token mismatch.' });
      }
    });
  }
});

describe('public routes', () => {
  it('need the XSRF token too', async () => {
    for (const route of ROUTES.filter((r) => r.allowed === 'public')) {
      expect((await t.call(route.method, route.url(w), anonymous, route.body?.(w), { 'x-xsrf-token': '' })).statusCode).toBe(419);
    }
  });
});
