import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldErrorsOf, startTestAppWithWorld, type TestApp, type World } from '@rm/server/testing';

let t: TestApp;
let w: World;

beforeAll(async () => {
  ({ t, w } = await startTestAppWithWorld({}, { contacts: 4 }));
});
afterAll(() => t.close());

type Detail = {
  id: string;
  status: string;
  version: number;
  is_critical: boolean;
  send_offers_in_batch: boolean;
  is_blocked: boolean;
  cost_per_unlock: number;
  budget: number;
  remaining_budget: number;
  unlocked_drivers_count: number;
  reminder_stats: { open_offers: number; open_offers_without_reminders: number };
  marketing_channels: Array<{ id: string; name: string; pivot: { url: string | null } }>;
  audience: { id: string; name: string } | null;
};
const detail = async (campaignId: string) => (await t.call('GET', `/api/campaigns/${campaignId}`, w.sessions.admin)).json<Detail>();

describe('POST /api/campaigns', () => {
  it('creates a campaign for a new audience around a postal code, with cost per unlock and budget, and sends it for approval', async () => {
    const response = await t.call('POST', '/api/campaigns', w.sessions.admin, {
      company_id: w.otherCompanyId,
      name: 'Pflegefachkräfte Hamburg',
      audience: { name: 'Pflege Hamburg 25 km', profession: 'nursing', zip_code: '20095', range_km: 25 },
      cost_per_unlock: 49,
      budget: 980,
      submit: true,
    });
    expect(response.statusCode).toBe(201);
    const { id } = response.json<{ id: string }>();
    expect(await detail(id)).toMatchObject({
      status: 'pending_approval',
      cost_per_unlock: 49,
      budget: 980,
      remaining_budget: 980,
      audience: { name: 'Pflege Hamburg 25 km' },
    });
    const pending = (await t.call('GET', '/campaign-approvals/pending', w.sessions.admin)).json<{ data: Array<{ id: string }> }>();
    expect(pending.data.map((c) => c.id)).toContain(id);
  });

  it('creates a draft for one of the company’s audiences and submits it later', async () => {
    const audiences = (await t.call('GET', `/api/companies/${w.companyId}/audiences`, w.sessions.admin)).json<{
      data: Array<{ id: string }>;
    }>();
    const audienceId = audiences.data[0]?.id ?? '';
    const created = await t.call('POST', '/api/campaigns', w.sessions.admin, {
      company_id: w.companyId,
      name: 'Fahrer Nachschub',
      audience_id: audienceId,
      cost_per_unlock: 25,
      budget: 500,
    });
    const { id, version } = created.json<{ id: string; version: number }>();
    expect((await detail(id)).status).toBe('draft');
    const submitted = await t.call('POST', `/api/campaigns/${id}/submit`, w.sessions.admin, { expected_version: version });
    expect(submitted.statusCode).toBe(200);
    expect((await detail(id)).status).toBe('pending_approval');
  });

  it('answers 422 per field: unknown postal code, another company’s audience, no audience, a budget below one unlock', async () => {
    const base = { company_id: w.companyId, name: 'X', cost_per_unlock: 25, budget: 500 };
    const zip = await t.call('POST', '/api/campaigns', w.sessions.admin, {
      ...base,
      audience: { name: 'Nirgendwo', profession: 'driver', zip_code: '00000', range_km: 10 },
    });
    expect(Object.keys(fieldErrorsOf(zip))).toEqual(['audience.zip_code']);
    const others = (await t.call('GET', `/api/companies/${w.otherCompanyId}/audiences`, w.sessions.admin)).json<{
      data: Array<{ id: string }>;
    }>();
    const foreign = await t.call('POST', '/api/campaigns', w.sessions.admin, { ...base, audience_id: others.data[0]?.id });
    expect(Object.keys(fieldErrorsOf(foreign))).toEqual(['audience_id']);
    expect(Object.keys(fieldErrorsOf(await t.call('POST', '/api/campaigns', w.sessions.admin, base)))).toEqual(['audience_id']);
    const low = await t.call('POST', '/api/campaigns', w.sessions.admin, { ...base, audience_id: randomUUID(), budget: 10 });
    expect(Object.keys(fieldErrorsOf(low))).toEqual(['audience_id']);
    const unknownCompany = await t.call('POST', '/api/campaigns', w.sessions.admin, { ...base, company_id: randomUUID() });
    expect(Object.keys(fieldErrorsOf(unknownCompany))).toEqual(['company_id']);
    expect((await t.call('POST', '/api/campaigns', w.sessions.owner, base)).statusCode).toBe(403);
    expect((await t.call('POST', '/api/campaigns', await t.anonymous(), base)).statusCode).toBe(401);
  });
});

describe('campaign switches, de-block and deletion', () => {
  it('toggles critical (PUT) and sending in batch (GET, CSRF-checked)', async () => {
    const critical = await t.call('PUT', `/api/campaigns/${w.campaignId}/toggleCritical`, w.sessions.admin, {});
    expect(critical.json()).toMatchObject({ value: true });
    const batch = await t.call('GET', `/api/campaigns/${w.campaignId}/toggleSendOffersInBatch`, w.sessions.admin);
    expect(batch.json()).toMatchObject({ value: true });
    expect(await detail(w.campaignId)).toMatchObject({ is_critical: true, send_offers_in_batch: true });
    const filtered = (await t.call('GET', `/api/companies/${w.companyId}/campaigns?filter=critical`, w.sessions.admin)).json<{
      data: Array<{ id: string }>;
    }>();
    expect(filtered.data.map((c) => c.id)).toEqual([w.campaignId]);
    expect(
      (await t.call('GET', `/api/campaigns/${w.campaignId}/toggleSendOffersInBatch`, w.sessions.admin, undefined, { 'x-xsrf-token': '' }))
        .statusCode,
    ).toBe(419);
  });

  it('refuses an edit on a stale version with 409 (two admins editing one campaign)', async () => {
    const { version } = await detail(w.campaignId);
    const first = await t.call('PUT', `/api/campaigns/${w.campaignId}/toggleCritical`, w.sessions.admin, { expected_version: version });
    expect(first.statusCode).toBe(200);
    const second = await t.call('PUT', `/api/campaigns/${w.campaignId}/toggleCritical`, w.sessions.admin, { expected_version: version });
    expect(second.statusCode).toBe(409);
  });

  it('answers 401, 403 for company users, 404 for an unknown campaign', async () => {
    expect((await t.call('PUT', `/api/campaigns/${w.campaignId}/toggleCritical`, await t.anonymous(), {})).statusCode).toBe(401);
    expect((await t.call('PUT', `/api/campaigns/${w.campaignId}/toggleCritical`, w.sessions.business, {})).statusCode).toBe(403);
    expect((await t.call('PUT', `/api/campaigns/${randomUUID()}/toggleCritical`, w.sessions.admin, {})).statusCode).toBe(404);
    expect((await t.call('DELETE', `/api/campaigns/${randomUUID()}`, w.sessions.admin)).statusCode).toBe(404);
    expect((await t.call('GET', `/api/campaigns/${randomUUID()}`, w.sessions.admin)).statusCode).toBe(404);
    expect((await t.call('GET', `/api/campaigns/${w.campaignId}`, w.sessions.owner)).statusCode).toBe(403);
  });

  it('deletes a campaign: it leaves the company’s list and the detail', async () => {
    const campaignId = await t.seedCampaign({ companyId: w.otherCompanyId, name: 'Weg damit' });
    await t.caughtUp();
    expect((await t.call('DELETE', `/api/campaigns/${campaignId}`, w.sessions.admin)).statusCode).toBe(204);
    expect((await t.call('GET', `/api/campaigns/${campaignId}`, w.sessions.admin)).statusCode).toBe(404);
    const list = (await t.call('GET', `/api/companies/${w.otherCompanyId}/campaigns`, w.sessions.admin)).json<{
      data: Array<{ id: string }>;
    }>();
    expect(list.data.map((c) => c.id)).not.toContain(campaignId);
  });
});

describe('the budget is real', () => {
  it('spends cost_per_unlock per unlock, refuses the unlock it cannot pay, and blocks until de-blocked with more budget', async () => {
    // 25 € per unlock, 50 € budget: two unlocks, the third refused.
    const campaignId = await t.seedCampaign({ companyId: w.companyId, name: 'Kleines Budget', costPerUnlock: 2500, budget: 5000 });
    const contacts = [await t.seedContact(), await t.seedContact(), await t.seedContact()];
    await t.caughtUp();
    const unlock = (contactId: string) =>
      t.call('POST', '/api/unlock-contact', w.sessions.admin, {
        driver_id: contactId,
        company_id: w.companyId,
        employer_id: null,
        campaign_id: campaignId,
      });
    expect((await unlock(contacts[0] ?? '')).statusCode).toBe(201);
    expect((await detail(campaignId)).remaining_budget).toBe(25);
    expect((await unlock(contacts[1] ?? '')).statusCode).toBe(201);
    await t.caughtUp();
    expect(await detail(campaignId)).toMatchObject({ remaining_budget: 0, is_blocked: true, unlocked_drivers_count: 2 });
    const refused = await unlock(contacts[2] ?? '');
    expect(refused.statusCode).toBe(422);
    expect(fieldErrorsOf(refused).campaign_id?.[0]).toBe("The campaign's remaining budget (0,00 €) cannot pay for an unlock (25,00 €).");

    const tooLittle = await t.call('POST', `/api/campaigns/${campaignId}/de-block`, w.sessions.admin, { add_budget: 10 });
    expect(Object.keys(fieldErrorsOf(tooLittle))).toEqual(['add_budget']);
    const deblocked = await t.call('POST', `/api/campaigns/${campaignId}/de-block`, w.sessions.admin, { add_budget: 100 });
    expect(deblocked.statusCode).toBe(200);
    expect(await detail(campaignId)).toMatchObject({ is_blocked: false, budget: 150, remaining_budget: 100 });
    expect((await unlock(contacts[2] ?? '')).statusCode).toBe(201);
    expect((await t.call('POST', `/api/campaigns/${campaignId}/de-block`, w.sessions.admin, {})).statusCode).toBe(409);
  });

  it('gives the cost back when an unlock is deleted, and a second unlock of the same contact is still 409 and costs nothing', async () => {
    const campaignId = await t.seedCampaign({ companyId: w.companyId, name: 'Rückgabe', costPerUnlock: 3000, budget: 9000 });
    const contactId = await t.seedContact();
    await t.caughtUp();
    const body = { driver_id: contactId, company_id: w.companyId, employer_id: null, campaign_id: campaignId };
    const first = await t.call('POST', '/api/unlock-contact', w.sessions.admin, body);
    expect(first.statusCode).toBe(201);
    const [second, third] = await Promise.all([
      t.call('POST', '/api/unlock-contact', w.sessions.admin, body),
      t.call('POST', '/api/unlock-contact', w.sessions.admin, body),
    ]);
    expect([second.statusCode, third.statusCode]).toEqual([409, 409]);
    await t.caughtUp();
    expect((await detail(campaignId)).remaining_budget).toBe(60);
    const unlockId = first.json<{ data: { id: string } }>().data.id;
    expect((await t.call('DELETE', `/api/unlocked-contacts/${unlockId}`, w.sessions.admin)).statusCode).toBe(204);
    await t.caughtUp();
    expect((await detail(campaignId)).remaining_budget).toBe(90);
    const trail = (await t.call('GET', `/api/audit/campaign/${campaignId}`, w.sessions.admin)).json<{ data: Array<{ type: string }> }>();
    expect(trail.data.map((entry) => entry.type)).toEqual(expect.arrayContaining(['CampaignBudgetSpent', 'CampaignBudgetRefunded']));
  });

  it('never spends the same euro twice when unlocks race for the last budget', async () => {
    const campaignId = await t.seedCampaign({ companyId: w.otherCompanyId, name: 'Wettlauf', costPerUnlock: 1000, budget: 3000 });
    const contacts = await Promise.all(Array.from({ length: 6 }, () => t.seedContact()));
    await t.caughtUp();
    const answers = await Promise.all(
      contacts.map((contactId) =>
        t.call('POST', '/api/unlock-contact', w.sessions.admin, {
          driver_id: contactId,
          company_id: w.otherCompanyId,
          employer_id: null,
          campaign_id: campaignId,
        }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(3);
    expect(answers.filter((a) => a.statusCode === 422)).toHaveLength(3);
    await t.caughtUp();
    expect(await detail(campaignId)).toMatchObject({ remaining_budget: 0, unlocked_drivers_count: 3 });
  });
});

describe('marketing channels', () => {
  it('creates, lists, changes and deletes channels, and assigns them to a campaign with its own link', async () => {
    const created = await t.call('POST', '/api/marketingChannels', w.sessions.admin, {
      name: 'Facebook',
      icon: 'brand-facebook',
      url: 'https://facebook.com',
      color: '#1877F2',
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ id: string }>();
    const second = (
      await t.call('POST', '/api/marketingChannels', w.sessions.admin, { name: 'Indeed', url: 'https://de.indeed.com', color: '#2164f3' })
    ).json<{ id: string }>().id;
    const list = (await t.call('GET', '/api/marketingChannels', w.sessions.admin)).json<{ data: Array<{ id: string; color: string }> }>();
    expect(list.data.map((c) => c.id)).toEqual([id, second]);
    expect(list.data[0]?.color).toBe('#1877f2');

    const synced = await t.call('PUT', `/api/marketingChannels/sync/${w.campaignId}`, w.sessions.admin, {
      channels: [
        { id: second, url: 'https://de.indeed.com/job/fahrer-berlin' },
        { id, url: null },
      ],
    });
    expect(synced.statusCode).toBe(200);
    expect((await detail(w.campaignId)).marketing_channels).toEqual([
      expect.objectContaining({ id: second, name: 'Indeed', pivot: { url: 'https://de.indeed.com/job/fahrer-berlin' } }),
      expect.objectContaining({ id, name: 'Facebook', pivot: { url: null } }),
    ]);
    const one = (await t.call('GET', `/api/marketingChannels/${second}`, w.sessions.admin)).json<{
      data: { campaigns_count: number };
      campaigns: Array<{ id: string; pivot: { url: string | null } }>;
    }>();
    expect(one.data.campaigns_count).toBe(1);
    expect(one.campaigns).toEqual([{ id: w.campaignId, name: 'Fahrer Berlin', pivot: { url: 'https://de.indeed.com/job/fahrer-berlin' } }]);

    const renamed = await t.call('PUT', `/api/marketingChannels/${id}`, w.sessions.admin, { name: 'Meta', expected_version: 0 });
    expect(renamed.statusCode).toBe(200);
    const stale = await t.call('PUT', `/api/marketingChannels/${id}`, w.sessions.admin, { name: 'Meta 2', expected_version: 0 });
    expect(stale.statusCode).toBe(409);
    expect((await t.call('DELETE', `/api/marketingChannels/${id}`, w.sessions.admin)).statusCode).toBe(204);
    expect((await detail(w.campaignId)).marketing_channels.map((c) => c.id)).toEqual([second]);
    expect((await t.call('GET', `/api/marketingChannels/${id}`, w.sessions.admin)).statusCode).toBe(404);
  });

  it('answers 422 for a bad colour or link, an unknown channel in a sync; 403 and 401; 404 for unknown ids', async () => {
    expect(
      Object.keys(fieldErrorsOf(await t.call('POST', '/api/marketingChannels', w.sessions.admin, { name: 'X', color: 'rot' }))),
    ).toEqual(['color']);
    expect(
      Object.keys(fieldErrorsOf(await t.call('POST', '/api/marketingChannels', w.sessions.admin, { name: 'X', url: 'ftp://x' }))),
    ).toEqual(['url']);
    expect(Object.keys(fieldErrorsOf(await t.call('POST', '/api/marketingChannels', w.sessions.admin, { name: '' })))).toContain('name');
    const unknown = await t.call('PUT', `/api/marketingChannels/sync/${w.campaignId}`, w.sessions.admin, {
      channels: [{ id: randomUUID() }],
    });
    expect(Object.keys(fieldErrorsOf(unknown))).toEqual(['channels']);
    expect((await t.call('PUT', `/api/marketingChannels/sync/${randomUUID()}`, w.sessions.admin, { channels: [] })).statusCode).toBe(404);
    expect((await t.call('PUT', `/api/marketingChannels/${randomUUID()}`, w.sessions.admin, { name: 'X' })).statusCode).toBe(404);
    expect((await t.call('GET', '/api/marketingChannels', w.sessions.business)).statusCode).toBe(403);
    expect((await t.call('POST', '/api/marketingChannels', w.sessions.owner, { name: 'X' })).statusCode).toBe(403);
    expect((await t.call('GET', '/api/marketingChannels', await t.anonymous())).statusCode).toBe(401);
  });
});
