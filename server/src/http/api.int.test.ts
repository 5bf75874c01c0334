import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startTestApp, type Session, type TestApp } from './test-app';

let t: TestApp;
let admin: Session;
let business: Session;
let owner: Session;
let contact: Session;
let otherBusiness: Session;

beforeAll(async () => {
  t = await startTestApp({ threshold: 6 });
  admin = await t.signIn(t.world.users.admin.email);
  business = await t.signIn(t.world.users.business.email);
  owner = await t.signIn(t.world.users.owner.email);
  contact = await t.signIn(t.world.users.contact.email);
  otherBusiness = await t.signIn(t.world.users.otherBusiness.email);
}, 120_000);
afterAll(async () => {
  await t.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, session?: Session, payload?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, headers: { ...(session?.headers ?? {}), ...headers }, ...(payload === undefined ? {} : { payload: payload as object }) });

describe('sign-in and sessions', () => {
  it('signs in, answers the current user and company', async () => {
    const me = await call('GET', '/api/user/current', business);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id: t.world.users.business.id, roles: [{ name: 'business' }], company_id: t.world.companyId, full_name: 'business Tester' });
    const company = await call('GET', '/api/company/current', business);
    expect(company.json()).toMatchObject({ id: t.world.companyId, name: 'Pflege Test GmbH' });
  });

  it('answers 401 without a session and 422 with field errors for wrong credentials', async () => {
    expect((await call('GET', '/api/user/current')).statusCode).toBe(401);
    const first = await call('GET', '/api/user/current');
    const xsrf = first.cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
    const wrong = await t.app.inject({ method: 'POST', url: '/login', headers: { cookie: `XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf }, payload: { email: t.world.users.admin.email, password: 'nope' } });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({ message: 'These credentials do not match our records.', errors: { email: ['These credentials do not match our records.'] } });
    const missing = await t.app.inject({ method: 'POST', url: '/login', headers: { cookie: `XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf }, payload: { email: 'a@b.test' } });
    expect(missing.statusCode).toBe(422);
    expect(missing.json<{ errors: Record<string, string[]> }>().errors.password?.[0]).toBe('The password field is required.');
  });

  it('throttles repeated failed sign-ins with 429', async () => {
    const first = await call('GET', '/api/user/current');
    const xsrf = first.cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
    const attempt = () => t.app.inject({ method: 'POST', url: '/login', headers: { cookie: `XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf }, payload: { email: 'throttle@api.test', password: 'wrong' } });
    const codes: number[] = [];
    for (let i = 0; i < 6; i += 1) codes.push((await attempt()).statusCode);
    expect(codes.slice(0, 5)).toEqual([422, 422, 422, 422, 422]);
    expect(codes[5]).toBe(429);
  });

  it('answers 419 for a state change without the echoed XSRF token', async () => {
    const offerId = t.world.offerIds[5] ?? '';
    const noHeader = await t.app.inject({ method: 'PUT', url: `/api/offers/${offerId}`, headers: { cookie: admin.cookie }, payload: { stage: 'in_process' } });
    expect(noHeader.statusCode).toBe(419);
    expect(noHeader.json()).toEqual({ message: 'CSRF token mismatch.' });
    const wrong = await call('PUT', `/api/offers/${offerId}`, admin, { stage: 'in_process' }, { 'x-xsrf-token': 'forged' });
    expect(wrong.statusCode).toBe(419);
  });

  it('answers 401 once the session expired, and after logout', async () => {
    const session = await t.signIn(t.world.users.owner.email);
    const token = /rm_session=([^;]+)/.exec(session.cookie)?.[1] ?? '';
    await t.app.sessions.expire(token);
    expect((await call('GET', '/api/user/current', session)).statusCode).toBe(401);
    const other = await t.signIn(t.world.users.owner.email);
    expect((await call('POST', '/logout', other)).statusCode).toBe(204);
    expect((await call('GET', '/api/user/current', other)).statusCode).toBe(401);
  });
});

describe('offers', () => {
  it('lists a stage with paging meta and filters, names filled in', async () => {
    const response = await call('GET', `/api/offers/new?page=1&company_id=${t.world.companyId}`, admin);
    expect(response.statusCode).toBe(200);
    const body = response.json<{ data: Array<{ id: string; driver: { full_name: string }; company: { name: string }; price: number }>; meta: { total: number; per_page: number } }>();
    expect(body.meta).toMatchObject({ current_page: 1, per_page: 20 });
    expect(body.meta.total).toBeGreaterThanOrEqual(5);
    expect(body.data[0]).toMatchObject({ company: { name: 'Pflege Test GmbH' }, price: 25 });
    expect(body.data[0]?.driver.full_name).toMatch(/^Kim\d Muster$/);
    const byCampaign = await call('GET', `/api/offers/new?campaign_id=${t.world.otherCampaignId}`, admin);
    expect(byCampaign.json<{ data: Array<{ id: string }> }>().data.map((o) => o.id)).toEqual([t.world.otherOfferId]);
    const byUser = await call('GET', `/api/offers/new?user_id=${randomUUID()}`, admin);
    expect(byUser.json<{ meta: { total: number } }>().meta.total).toBe(0);
  });

  it('scopes business users to their own company (403 for another company)', async () => {
    const own = await call('GET', '/api/offers/new', business);
    expect(own.json<{ data: Array<{ company: { id: string } }> }>().data.every((o) => o.company.id === t.world.companyId)).toBe(true);
    expect((await call('GET', `/api/offers/new?company_id=${t.world.otherCompanyId}`, business)).statusCode).toBe(403);
    expect((await call('GET', '/api/offers/new', contact)).statusCode).toBe(403);
    expect((await call('GET', '/api/offers/new')).statusCode).toBe(401);
  });

  it('answers 422 for an unknown stage or a bad id', async () => {
    const unknown = await call('GET', '/api/offers/nowhere', admin);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json<{ errors: Record<string, string[]> }>().errors.stage).toBeDefined();
    const badId = await call('PUT', '/api/offers/not-a-uuid', admin, { stage: 'new' });
    expect(badId.statusCode).toBe(422);
    expect(badId.json<{ errors: Record<string, string[]> }>().errors.id?.[0]).toBe('The id must be a valid id.');
  });

  it('changes a stage (admin), refuses unlocked with 422, 404 for an unknown offer', async () => {
    const offerId = t.world.offerIds[0] ?? '';
    const changed = await call('PUT', `/api/offers/${offerId}`, admin, { stage: 'in_process' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ data: { id: offerId, stage: 'in_process' } });
    const hired = await call('PUT', `/api/offers/${offerId}`, admin, { stage: 'hired' });
    expect(hired.json<{ data: { hired_at: string | null } }>().data.hired_at).not.toBeNull();
    const unlocked = await call('PUT', `/api/offers/${offerId}`, admin, { stage: 'unlocked' });
    expect(unlocked.statusCode).toBe(422);
    expect(unlocked.json<{ errors: Record<string, string[]> }>().errors.stage?.[0]).toMatch(/unlock/);
    expect((await call('PUT', `/api/offers/${randomUUID()}`, admin, { stage: 'new' })).statusCode).toBe(404);
    const missing = await call('PUT', `/api/offers/${offerId}`, admin, {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json<{ errors: Record<string, string[]> }>().errors.stage?.[0]).toBe('The stage field is required.');
  });

  it('lets business users move their own offers only; contacts never', async () => {
    expect((await call('PUT', `/api/offers/${t.world.offerIds[1] ?? ''}`, business, { stage: 'in_company_process' })).statusCode).toBe(200);
    expect((await call('PUT', `/api/offers/${t.world.otherOfferId}`, business, { stage: 'in_process' })).statusCode).toBe(403);
    expect((await call('PUT', `/api/offers/${t.world.offerIds[1] ?? ''}`, contact, { stage: 'new' })).statusCode).toBe(403);
  });

  it('tracks steps and lists companies', async () => {
    const tracked = await call('POST', `/api/offers/${t.world.offerIds[2] ?? ''}/track`, admin, { step: 'viewed' });
    expect(tracked.json()).toEqual({ success: true });
    expect((await call('POST', `/api/offers/${t.world.offerIds[2] ?? ''}/track`, admin, { step: '' })).statusCode).toBe(422);
    const companies = await call('GET', '/api/offers/companies', admin);
    expect(companies.json<Array<{ name: string }>>().map((c) => c.name).sort()).toEqual(['Andere Firma', 'Pflege Test GmbH']);
    expect((await call('GET', '/api/offers/options/companies', owner)).json<Array<{ id: string }>>().map((c) => c.id)).toEqual([t.world.companyId]);
  });
});

describe('unlocks', () => {
  it('unlocks a contact, moves the offer to unlocked, and refuses a duplicate with 409', async () => {
    const contactId = t.world.contactIds[3] ?? '';
    const body = { driver_id: contactId, company_id: t.world.companyId, employer_id: t.world.users.business.id, campaign_id: t.world.campaignId };
    expect((await call('POST', '/api/unlock-contact', business, body)).statusCode).toBe(403);
    const first = await call('POST', '/api/unlock-contact', admin, body);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ message: 'Kim3 Muster has been unlocked for the company.', data: { status: 'unlocked', status_id: 1, price: 25, driver: { id: contactId } } });
    const again = await call('POST', '/api/unlock-contact', admin, body);
    expect(again.statusCode).toBe(409);
    await t.caughtUp();
    const offer = await call('GET', `/api/offers/unlocked?campaign_id=${t.world.campaignId}`, admin);
    expect(offer.json<{ data: Array<{ id: string }> }>().data.map((o) => o.id)).toContain(t.world.offerIds[3]);
    const list = await call('GET', `/api/companies/${t.world.companyId}/unlocked-contacts`, owner);
    expect(list.json<{ data: Array<{ driver: { id: string } }> }>().data.map((u) => u.driver.id)).toContain(contactId);
  });

  it('lets exactly one of two concurrent unlocks succeed', async () => {
    const contactId = t.world.contactIds[4] ?? '';
    const body = { driver_id: contactId, company_id: t.world.companyId, price: 30 };
    const [a, b] = await Promise.all([call('POST', '/requested-contacts/unlock', admin, body), call('POST', '/requested-contacts/unlock', admin, body)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
  });

  it('refuses a contact disabled for unlock (422 on driver_id) and validates fields', async () => {
    const contactId = t.world.contactIds[5] ?? '';
    expect((await call('POST', '/contacts/toggleDisableForUnlock', admin, { driver_id: contactId })).json()).toEqual({ disabled_for_unlock: true });
    const refused = await call('POST', '/requested-contacts/unlock', admin, { driver_id: contactId, company_id: t.world.companyId, price: 10 });
    expect(refused.statusCode).toBe(422);
    expect(refused.json<{ errors: Record<string, string[]> }>().errors.driver_id?.[0]).toBe('This contact is disabled for unlock.');
    const invalid = await call('POST', '/api/unlock-contact', admin, { driver_id: 'x', company_id: t.world.companyId });
    expect(invalid.statusCode).toBe(422);
    expect(Object.keys(invalid.json<{ errors: Record<string, string[]> }>().errors).sort()).toEqual(['campaign_id', 'driver_id', 'employer_id']);
    expect((await call('POST', '/api/unlock-contact', admin, { driver_id: contactId, company_id: t.world.companyId, employer_id: null, campaign_id: t.world.otherCampaignId })).statusCode).toBe(422);
    expect((await call('POST', '/requested-contacts/unlock', admin, { driver_id: randomUUID(), company_id: t.world.companyId, price: 10 })).statusCode).toBe(404);
  });

  it('opens, confirms and rejects the hire, deletes; 404 afterwards; roles enforced', async () => {
    await t.caughtUp();
    const list = await call('GET', `/api/companies/${t.world.companyId}/unlocked-contacts`, admin);
    const unlockId = list.json<{ data: Array<{ id: string }> }>().data[0]?.id ?? '';
    const opened = await call('PUT', `/api/unlocked-contacts/${unlockId}/open`, business);
    expect(opened.json()).toMatchObject({ data: { status: 'opened', status_id: 2 } });
    expect((await call('PUT', `/api/unlocked-contacts/${unlockId}/open`, otherBusiness)).statusCode).toBe(403);
    expect((await call('PUT', `/api/unlocked-contacts/${unlockId}/confirmHiredByAdmin`, business)).statusCode).toBe(403);
    const hired = await call('PUT', `/api/unlocked-contacts/${unlockId}/confirmHiredByAdmin`, admin);
    expect(hired.json()).toMatchObject({ data: { status: 'hired', status_id: 4 } });
    const hiredList = await call('GET', `/api/companies/${t.world.companyId}/hired-unlocked-contacts`, admin);
    expect(hiredList.json<{ data: Array<{ id: string }> }>().data.map((u) => u.id)).toContain(unlockId);
    expect((await call('PUT', `/api/unlocked-contacts/${unlockId}/rejectHiredByAdmin`, admin)).json()).toMatchObject({ data: { status: 'hire_rejected', status_id: 3 } });
    expect((await call('DELETE', `/api/unlocked-contacts/${unlockId}`, business)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/unlocked-contacts/${unlockId}`, admin)).statusCode).toBe(204);
    await t.caughtUp();
    expect((await call('DELETE', `/api/unlocked-contacts/${unlockId}`, admin)).statusCode).toBe(404);
    expect((await call('GET', `/api/companies/${t.world.otherCompanyId}/unlocked-contacts`, business)).statusCode).toBe(403);
    expect((await call('GET', `/api/companies/${randomUUID()}/unlocked-contacts`, admin)).statusCode).toBe(404);
  });
});

describe('contacts', () => {
  it('toggles call status, active with a reason, unlock availability, verifies the phone', async () => {
    const contactId = t.world.contactIds[1] ?? '';
    expect((await call('POST', `/api/contacts/${contactId}/update-call-status`, admin, { call_made: true })).json()).toEqual({ success: true });
    expect((await call('POST', `/api/contacts/${contactId}/update-call-status`, admin, { call_made: 'maybe' })).statusCode).toBe(422);
    expect((await call('POST', `/api/contacts/${randomUUID()}/update-call-status`, admin, { call_made: true })).statusCode).toBe(404);
    const noReason = await call('POST', '/contacts/toggleActive', admin, { driver_id: contactId, reason: '' });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json<{ errors: Record<string, string[]> }>().errors.reason?.[0]).toBe('The reason field is required.');
    expect((await call('POST', '/contacts/toggleActive', admin, { driver_id: contactId, reason: 'Has a job' })).json()).toEqual({ is_active: false });
    expect((await call('POST', '/contacts/toggleActive', admin, { driver_id: contactId, reason: 'Looking again' })).json()).toEqual({ is_active: true });
    const verified = await call('GET', `/contacts/${contactId}/verifyWithoutCode`, admin);
    expect(verified.json()).toMatchObject({ message: 'Phone verified' });
    await t.caughtUp();
    const detail = await call('GET', `/api/contacts/${contactId}`, admin);
    expect(detail.json()).toMatchObject({ data: { id: contactId, call_made: true, is_active: true, phone_confirmed_at: expect.any(String) as string, meta: { zip_code: '10115', utm: null } } });
    for (const session of [business, owner, contact]) {
      expect((await call('POST', `/api/contacts/${contactId}/update-call-status`, session, { call_made: false })).statusCode).toBe(403);
      expect((await call('GET', `/api/contacts/${contactId}`, session)).statusCode).toBe(403);
    }
    expect((await call('GET', `/api/contacts/${randomUUID()}`, admin)).statusCode).toBe(404);
  });
});

describe('campaign approvals', () => {
  it('lists pending campaigns with candidate counts and the threshold, filtered by account manager', async () => {
    const response = await call('GET', '/campaign-approvals/pending', admin);
    const body = response.json<{ data: Array<{ id: string; audience: { candidates_count: number } }>; threshold: number }>();
    expect(body.threshold).toBe(6);
    const counts = Object.fromEntries(body.data.map((row) => [row.id, row.audience.candidates_count]));
    expect(counts[t.world.pendingCampaignId]).toBe(0);
    expect(counts[t.world.bigPendingCampaignId]).toBe(6);
    expect((await call('GET', `/campaign-approvals/pending?account_manager_id=${randomUUID()}`, admin)).json<{ data: unknown[] }>().data).toEqual([]);
    expect((await call('GET', '/campaign-approvals/pending', business)).statusCode).toBe(403);
  });

  it('refuses approval at the threshold, approves below it, rejects with a reason', async () => {
    const big = await call('POST', '/campaign-approvals', admin, { campaign_id: t.world.bigPendingCampaignId, reset_rejected_offers: false, user_should_be_notified: true });
    expect(big.statusCode).toBe(422);
    expect(big.json<{ errors: Record<string, string[]> }>().errors.campaign_id?.[0]).toMatch(/too many candidates/);
    const noReason = await call('POST', '/campaign-approvals/reject', admin, { campaign_id: t.world.bigPendingCampaignId, rejected_reason: '', user_should_be_notified: false });
    expect(noReason.statusCode).toBe(422);
    expect((await call('POST', '/campaign-approvals/reject', admin, { campaign_id: t.world.bigPendingCampaignId, rejected_reason: 'Audience too wide', user_should_be_notified: false })).statusCode).toBe(200);
    expect((await call('POST', '/campaign-approvals', admin, { campaign_id: t.world.pendingCampaignId, reset_rejected_offers: true, user_should_be_notified: true })).json()).toEqual({ message: 'Campaign approved.' });
    expect((await call('POST', '/campaign-approvals', admin, { campaign_id: t.world.pendingCampaignId, reset_rejected_offers: true, user_should_be_notified: true })).statusCode).toBe(409);
    expect((await call('POST', '/campaign-approvals', admin, { campaign_id: randomUUID() })).statusCode).toBe(404);
    expect((await call('POST', '/campaign-approvals', owner, { campaign_id: t.world.pendingCampaignId })).statusCode).toBe(403);
  });
});

describe('options and audit', () => {
  it('serves the option lists by role', async () => {
    expect((await call('GET', `/api/options/employers?company_id=${t.world.companyId}`, admin)).json<Array<{ id: string }>>().map((e) => e.id)).toContain(t.world.users.business.id);
    expect((await call('GET', `/api/options/all-campaigns?company_id=${t.world.companyId}`, admin)).json<Array<{ cost_per_unlock: number }>>()[0]?.cost_per_unlock).toBe(25);
    expect((await call('GET', '/api/options/account-manager-users', admin)).json<Array<{ id: string }>>().map((u) => u.id)).toContain(t.world.users.admin.id);
    expect((await call('GET', '/api/options/account-manager-users', business)).statusCode).toBe(403);
    expect((await call('GET', '/api/options/companies', business)).json<Array<{ id: string }>>().map((c) => c.id)).toEqual([t.world.companyId]);
    expect((await call('GET', '/api/options/employers', admin)).statusCode).toBe(422);
  });

  it('shows every event of an offer newest first with actor and before → after', async () => {
    await t.caughtUp();
    const trail = await call('GET', `/api/audit/offer/${t.world.offerIds[0] ?? ''}`, admin);
    const entries = trail.json<{ data: Array<{ type: string; actor: { full_name: string } | null; changes: Record<string, { before: unknown; after: unknown }> }> }>().data;
    expect(entries.map((e) => e.type)).toEqual(['OfferStageChanged', 'OfferStageChanged', 'OfferCreated']);
    expect(entries[0]).toMatchObject({ actor: { full_name: 'admin Tester' }, changes: { stage: { before: 'in_process', after: 'hired' } } });
    expect(entries[2]?.actor).toBeNull();
    expect((await call('GET', `/api/audit/offer/${t.world.offerIds[0] ?? ''}`, business)).statusCode).toBe(403);
    expect((await call('GET', `/api/audit/planet/${randomUUID()}`, admin)).statusCode).toBe(422);
  });

  it('filters the whole log by type, actor and time, with paging', async () => {
    const byType = await call('GET', '/api/audit?type=ContactUnlocked', admin);
    const body = byType.json<{ data: Array<{ type: string }>; meta: { total: number } }>();
    expect(body.meta.total).toBeGreaterThanOrEqual(2);
    expect(body.data.every((e) => e.type === 'ContactUnlocked')).toBe(true);
    const byActor = await call('GET', `/api/audit?actor_id=${t.world.users.admin.id}`, admin);
    expect(byActor.json<{ data: Array<{ actor: { id: string } }> }>().data.every((e) => e.actor.id === t.world.users.admin.id)).toBe(true);
    const future = await call('GET', '/api/audit?from=2999-01-01', admin);
    expect(future.json<{ meta: { total: number } }>().meta.total).toBe(0);
    expect((await call('GET', '/api/audit?from=yesterday', admin)).statusCode).toBe(422);
    expect((await call('GET', '/api/audit', contact)).statusCode).toBe(403);
  });
});

describe('realtime gateway', () => {
  it('pushes stage changes to allowed users only, and refuses foreign channels', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const open = (session: Session): Promise<{ socket: WebSocket; messages: Array<Record<string, unknown>> }> =>
      new Promise((resolve, reject) => {
        const socket = new WebSocket(`ws://127.0.0.1:${port}/ws`, { headers: { cookie: session.cookie } });
        const messages: Array<Record<string, unknown>> = [];
        socket.on('message', (raw: Buffer) => messages.push(JSON.parse(raw.toString()) as Record<string, unknown>));
        socket.on('open', () => resolve({ socket, messages }));
        socket.on('error', reject);
      });
    const until = async (check: () => boolean): Promise<void> => {
      const deadline = Date.now() + 3000;
      while (!check() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    };

    const watcher = await open(business);
    const outsider = await open(otherBusiness);
    watcher.socket.send(JSON.stringify({ type: 'subscribe', channel: `pipe.${business.userId}` }));
    outsider.socket.send(JSON.stringify({ type: 'subscribe', channel: `pipe.${otherBusiness.userId}` }));
    outsider.socket.send(JSON.stringify({ type: 'subscribe', channel: `pipe.${business.userId}` }));
    await until(() => watcher.messages.length >= 1 && outsider.messages.length >= 2);
    expect(watcher.messages[0]).toEqual({ type: 'subscribed', channel: `pipe.${business.userId}` });
    expect(outsider.messages[1]).toMatchObject({ type: 'error' });

    const offerId = t.world.offerIds[2] ?? '';
    expect((await call('PUT', `/api/offers/${offerId}`, admin, { stage: 'gets_hired' })).statusCode).toBe(200);
    await until(() => watcher.messages.some((m) => m.type === 'event'));
    expect(watcher.messages.find((m) => m.type === 'event')).toEqual({
      type: 'event',
      channel: `pipe.${business.userId}`,
      event: 'offer.stage_changed',
      data: { offer_id: offerId, company_id: t.world.companyId, campaign_id: t.world.campaignId, from: 'new', to: 'gets_hired' },
    });
    await new Promise((r) => setTimeout(r, 200));
    expect(outsider.messages.some((m) => m.type === 'event')).toBe(false);

    const anonymous = await new Promise<number>((resolve) => {
      const socket = new WebSocket(`ws://127.0.0.1:${port}/ws`);
      socket.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      socket.on('close', (code) => resolve(code));
      socket.on('error', () => undefined);
    });
    expect([401, 4401]).toContain(anonymous);
    watcher.socket.close();
    outsider.socket.close();
  });
});
