import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldErrorsOf, startTestAppWithWorld, type TestApp, type World } from '@rm/server/testing';

let t: TestApp;
let w: World;
let unmanagedCampaignId: string;

beforeAll(async () => {
  // Six test contacts: the big audience holds all six, which is the threshold here.
  ({ t, w } = await startTestAppWithWorld({ threshold: 6 }, { contacts: 6 }));
  const unmanaged = await t.seedCompany('Ohne Betreuer GmbH');
  unmanagedCampaignId = await t.seedCampaign({ companyId: unmanaged, name: 'Ohne Betreuer', fate: 'pending', rangeKm: 0.5 });
  await t.caughtUp();
});
afterAll(() => t.close());

type Pending = {
  data: Array<{
    id: string;
    name: string;
    company: { id: string; name: string };
    account_manager: { id: string; full_name: string } | null;
    audience: { candidates_count: number };
  }>;
  meta: { current_page: number; last_page: number; per_page: number; total: number };
  threshold: number;
};

describe('GET /campaign-approvals/pending', () => {
  it('lists pending campaigns with the candidate count of their audience, and the threshold', async () => {
    const response = await t.call('GET', '/campaign-approvals/pending', w.sessions.admin);
    expect(response.statusCode).toBe(200);
    const body = response.json<Pending>();
    expect(body.threshold).toBe(6);
    expect(body.meta).toEqual({ current_page: 1, last_page: 1, per_page: 20, total: 3 });
    expect(body.data.find((c) => c.id === w.bigPendingCampaignId)).toEqual({
      id: w.bigPendingCampaignId,
      name: 'Fahrer bundesweit',
      company: { id: w.companyId, name: 'Pflege Test GmbH' },
      account_manager: { id: w.users.admin.id, full_name: 'admin Tester' },
      audience: { id: expect.any(String) as unknown, name: 'Fahrer bundesweit audience', candidates_count: 6 },
      cost_per_unlock: 25,
      budget: 1000,
      submitted_at: expect.stringMatching(/^\d{4}-/) as unknown,
    });
    expect(body.data.find((c) => c.id === w.pendingCampaignId)?.audience.candidates_count).toBe(0);
    expect(body.data.find((c) => c.id === unmanagedCampaignId)?.account_manager).toBeNull();
  });

  it('filters by account manager and pages', async () => {
    const managed = (
      await t.call('GET', `/campaign-approvals/pending?account_manager_id=${w.users.admin.id}`, w.sessions.admin)
    ).json<Pending>();
    expect(managed.data.map((c) => c.id).sort()).toEqual([w.pendingCampaignId, w.bigPendingCampaignId].sort());
    expect(
      (await t.call('GET', `/campaign-approvals/pending?account_manager_id=${randomUUID()}`, w.sessions.admin)).json<Pending>().data,
    ).toEqual([]);
    expect((await t.call('GET', '/campaign-approvals/pending?page=2', w.sessions.admin)).json<Pending>()).toMatchObject({
      data: [],
      meta: { current_page: 2, total: 3 },
    });
    expect(fieldErrorsOf(await t.call('GET', '/campaign-approvals/pending?account_manager_id=me', w.sessions.admin))).toEqual({
      account_manager_id: ['The account manager id must be a valid id.'],
    });
  });
});

describe('POST /campaign-approvals', () => {
  it('refuses when the candidate count reaches the threshold (422 on campaign_id)', async () => {
    const response = await t.call('POST', '/campaign-approvals', w.sessions.admin, {
      campaign_id: w.bigPendingCampaignId,
      reset_rejected_offers: false,
      user_should_be_notified: true,
    });
    expect(response.statusCode).toBe(422);
    expect(fieldErrorsOf(response)).toEqual({ campaign_id: ['The audience has too many candidates (6); approval needs fewer than 6.'] });
  });

  it('approves below the threshold: {message}; approving again is a conflict (409)', async () => {
    const body = { campaign_id: w.pendingCampaignId, reset_rejected_offers: true, user_should_be_notified: true };
    const approved = await t.call('POST', '/campaign-approvals', w.sessions.admin, body);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toEqual({ message: 'Campaign approved.' });
    const again = await t.call('POST', '/campaign-approvals', w.sessions.admin, body);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'The campaign is not pending approval (it is approved).' });
    await t.caughtUp();
    expect((await t.call('GET', '/campaign-approvals/pending', w.sessions.admin)).json<Pending>().data.map((c) => c.id)).not.toContain(
      w.pendingCampaignId,
    );
  });

  it('answers 422 for a missing or bad campaign_id and mistyped flags; 404 for an unknown campaign', async () => {
    expect(fieldErrorsOf(await t.call('POST', '/campaign-approvals', w.sessions.admin, {}))).toEqual({
      campaign_id: ['The campaign id field is required.'],
    });
    expect(
      fieldErrorsOf(
        await t.call('POST', '/campaign-approvals', w.sessions.admin, {
          campaign_id: unmanagedCampaignId,
          reset_rejected_offers: 'sometimes',
        }),
      ),
    ).toEqual({
      reset_rejected_offers: ['The reset rejected offers must be a boolean.'],
    });
    const unknown = await t.call('POST', '/campaign-approvals', w.sessions.admin, { campaign_id: randomUUID() });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Campaign not found.' });
  });
});

describe('POST /campaign-approvals/reject', () => {
  it('rejects with a reason: {message}; rejecting again is a conflict (409)', async () => {
    const body = { campaign_id: w.bigPendingCampaignId, rejected_reason: 'Audience too wide', user_should_be_notified: false };
    const rejected = await t.call('POST', '/campaign-approvals/reject', w.sessions.admin, body);
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toEqual({ message: 'Campaign rejected.' });
    expect((await t.call('POST', '/campaign-approvals/reject', w.sessions.admin, body)).statusCode).toBe(409);
  });

  it('answers 422 for a missing or blank reason; 404 for an unknown campaign', async () => {
    expect(
      fieldErrorsOf(await t.call('POST', '/campaign-approvals/reject', w.sessions.admin, { campaign_id: unmanagedCampaignId })),
    ).toEqual({
      rejected_reason: ['The rejected reason field is required.'],
    });
    expect(
      fieldErrorsOf(
        await t.call('POST', '/campaign-approvals/reject', w.sessions.admin, { campaign_id: unmanagedCampaignId, rejected_reason: '' }),
      ),
    ).toEqual({
      rejected_reason: ['The rejected reason field is required.'],
    });
    expect(
      fieldErrorsOf(
        await t.call('POST', '/campaign-approvals/reject', w.sessions.admin, { campaign_id: unmanagedCampaignId, rejected_reason: '   ' }),
      ),
    ).toEqual({
      rejected_reason: ['The rejected reason field is required.'],
    });
    expect(
      (await t.call('POST', '/campaign-approvals/reject', w.sessions.admin, { campaign_id: randomUUID(), rejected_reason: 'x' }))
        .statusCode,
    ).toBe(404);
  });
});
