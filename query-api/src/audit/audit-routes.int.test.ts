import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldErrorsOf, seedWorld, startTestApp, type TestApp, type World } from '@rm/server/testing';

let t: TestApp;
let w: World;

beforeAll(async () => {
  // Seeded here, not copied from the run's world template: the day filters below count what happened today,
  // and a template seeded before midnight would hold yesterday's events.
  t = await startTestApp();
  w = await seedWorld(t, { contacts: 3 });
  // Every new offer gets its link from a reactor: wait for it, so that the trails below are in a known order.
  await t.caughtUp();
});
afterAll(() => t.close());

type Person = { id: string; full_name: string };
type Entry = {
  id: string;
  position: string;
  type: string;
  occurred_at: string;
  actor: Person | null;
  changes: Record<string, { before: unknown; after: unknown }>;
  data: Record<string, unknown>;
};

describe('GET /api/audit/{entity}/{id}', () => {
  it('answers every event of an offer, newest first, with the actor and what changed', async () => {
    const offerId = w.offerIds[0] ?? '';
    // Company users move offers whose contact was unlocked: an admin unlocks it (the offer follows to unlocked) first.
    expect(
      (
        await t.call('POST', '/api/unlock-contact', w.sessions.admin, {
          driver_id: w.contactIds[0],
          company_id: w.companyId,
          employer_id: null,
          campaign_id: w.campaignId,
        })
      ).statusCode,
    ).toBe(201);
    await t.call('PUT', `/api/offers/${offerId}`, w.sessions.business, { stage: 'in_company_process' });
    await t.call('PUT', `/api/offers/${offerId}`, w.sessions.admin, { stage: 'hired' });
    await t.caughtUp();
    const response = await t.call('GET', `/api/audit/offer/${offerId}`, w.sessions.admin);
    expect(response.statusCode).toBe(200);
    const entries = response.json<{ data: Entry[] }>().data;
    expect(entries.map((e) => e.type)).toEqual([
      'OfferStageChanged',
      'OfferStageChanged',
      'OfferStageChanged',
      'ContactUnlocked',
      'OfferLinkIssued',
      'OfferCreated',
    ]);
    expect(entries[0]).toMatchObject({
      actor: { id: w.users.admin.id, full_name: 'admin Tester' },
      changes: { stage: { before: 'in_company_process', after: 'hired' } },
    });
    expect(entries[1]).toMatchObject({
      actor: { id: w.users.business.id, full_name: 'business Tester' },
      changes: { stage: { before: 'unlocked', after: 'in_company_process' } },
    });
    expect(entries[5]?.actor).toBeNull();
    expect(entries[0]?.occurred_at).toMatch(/^\d{4}-/);
    expect(BigInt(entries[0]?.position ?? '0')).toBeGreaterThan(BigInt(entries[1]?.position ?? '0'));
  });

  it('answers the trail of a contact, a campaign, a company and an unlock', async () => {
    const contactId = w.contactIds[1] ?? '';
    await t.call('POST', `/api/contacts/${contactId}/update-call-status`, w.sessions.admin, { call_made: true });
    const unlocked = await t.call('POST', '/requested-contacts/unlock', w.sessions.admin, {
      driver_id: contactId,
      company_id: w.companyId,
      price: 9,
    });
    const unlockId = unlocked.json<{ data: { id: string } }>().data.id;
    await t.caughtUp();
    const contactTrail = (await t.call('GET', `/api/audit/contact/${contactId}`, w.sessions.admin)).json<{ data: Entry[] }>().data;
    expect(contactTrail.map((e) => e.type)).toEqual(expect.arrayContaining(['ContactCallStatusChanged', 'ContactRegistered']));
    expect(contactTrail.find((e) => e.type === 'ContactCallStatusChanged')?.actor?.full_name).toBe('admin Tester');
    const unlockTrail = (await t.call('GET', `/api/audit/unlock/${unlockId}`, w.sessions.admin)).json<{ data: Entry[] }>().data;
    expect(unlockTrail.map((e) => e.type)).toEqual(['ContactUnlocked']);
    expect(
      (await t.call('GET', `/api/audit/campaign/${w.campaignId}`, w.sessions.admin)).json<{ data: Entry[] }>().data.map((e) => e.type),
    ).toContain('CampaignApproved');
    expect(
      (await t.call('GET', `/api/audit/company/${w.companyId}`, w.sessions.admin)).json<{ data: Entry[] }>().data.map((e) => e.type),
    ).toContain('CompanyRegistered');
    expect((await t.call('GET', `/api/audit/offer/${randomUUID()}`, w.sessions.admin)).json()).toEqual({ data: [] });
  });

  it('answers 422 for an unknown entity type or a bad id', async () => {
    expect(fieldErrorsOf(await t.call('GET', `/api/audit/planet/${randomUUID()}`, w.sessions.admin))).toEqual({
      entity: ['The selected entity is invalid.'],
    });
    expect(fieldErrorsOf(await t.call('GET', '/api/audit/offer/1', w.sessions.admin))).toEqual({ id: ['The id must be a valid id.'] });
  });
});

describe('GET /api/audit', () => {
  type Log = { data: Entry[]; meta: { current_page: number; last_page: number; per_page: number; total: number } };

  it('pages the whole log, newest first, 20 per page', async () => {
    const first = (await t.call('GET', '/api/audit', w.sessions.admin)).json<Log>();
    expect(first.meta.per_page).toBe(20);
    expect(first.meta.total).toBeGreaterThan(20);
    expect(first.meta.last_page).toBe(Math.ceil(first.meta.total / 20));
    expect(first.data).toHaveLength(20);
    const positions = first.data.map((e) => BigInt(e.position));
    expect([...positions].sort((a, b) => (a > b ? -1 : 1))).toEqual(positions);
    const second = (await t.call('GET', '/api/audit?page=2', w.sessions.admin)).json<Log>();
    expect(BigInt(second.data[0]?.position ?? '0')).toBeLessThan(positions.at(-1) ?? 0n);
  });

  it('filters by event type, actor and days', async () => {
    await t.caughtUp();
    await t.call('POST', '/api/unlock-contact', w.sessions.admin, {
      driver_id: w.contactIds[2],
      company_id: w.companyId,
      employer_id: null,
      campaign_id: w.campaignId,
    });
    expect((await t.call('PUT', `/api/offers/${w.offerIds[2] ?? ''}`, w.sessions.owner, { stage: 'unqualified' })).statusCode).toBe(200);
    await t.caughtUp();
    const byType = (await t.call('GET', '/api/audit?type=OfferStageChanged', w.sessions.admin)).json<Log>();
    expect(byType.data.length).toBeGreaterThan(0);
    expect(byType.data.every((e) => e.type === 'OfferStageChanged')).toBe(true);
    const byActor = (await t.call('GET', `/api/audit?actor_id=${w.users.owner.id}`, w.sessions.admin)).json<Log>();
    expect(byActor.data.map((e) => [e.type, e.actor?.id])).toEqual([['OfferStageChanged', w.users.owner.id]]);
    const today = new Date().toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const all = (await t.call('GET', '/api/audit', w.sessions.admin)).json<Log>().meta.total;
    expect((await t.call('GET', `/api/audit?from=${yesterday}&till=${tomorrow}`, w.sessions.admin)).json<Log>().meta.total).toBe(all);
    expect((await t.call('GET', `/api/audit?from=${today}&till=${today}`, w.sessions.admin)).json<Log>().meta.total).toBeGreaterThan(0);
    expect((await t.call('GET', `/api/audit?from=${tomorrow}`, w.sessions.admin)).json<Log>().meta.total).toBe(0);
    expect((await t.call('GET', `/api/audit?till=${yesterday}`, w.sessions.admin)).json<Log>().meta.total).toBe(0);
  });

  it('answers 422 for bad filters', async () => {
    expect(fieldErrorsOf(await t.call('GET', '/api/audit?from=yesterday', w.sessions.admin))).toEqual({
      from: ['The from must be a valid date (YYYY-MM-DD).'],
    });
    expect(fieldErrorsOf(await t.call('GET', '/api/audit?till=2024-13-45', w.sessions.admin))).toEqual({
      till: ['The till must be a valid date (YYYY-MM-DD).'],
    });
    expect(fieldErrorsOf(await t.call('GET', '/api/audit?actor_id=someone', w.sessions.admin))).toEqual({
      actor_id: ['The actor id must be a valid id.'],
    });
    expect(fieldErrorsOf(await t.call('GET', '/api/audit?page=0', w.sessions.admin))).toEqual({ page: ['The page must be at least 1.'] });
  });

  it('GET /api/audit-event-types lists the types in the log', async () => {
    expect((await t.call('GET', '/api/audit-event-types', w.sessions.admin)).json<string[]>()).toEqual(
      expect.arrayContaining(['OfferCreated', 'UserRegistered']),
    );
  });
});
