import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldErrorsOf, startTestAppWithWorld, type Session, type TestApp, type World } from '@rm/server/testing';

let t: TestApp;
let w: World;

beforeAll(async () => {
  ({ t, w } = await startTestAppWithWorld({}, { contacts: 1 }));
  const post = async (path: string, body: unknown): Promise<void> => {
    const response = await t.call('POST', path, w.sessions.admin, body);
    if (response.statusCode !== 201) throw new Error(`${path}: ${response.statusCode} ${response.body}`);
  };
  await post('/task-statuses', { name: 'Nicht begonnen', identifier: 'not_started' });
  await post('/task-statuses', { name: 'Erledigt', identifier: 'done', status_color: 'success' });
  await post('/unqualifiedStatusReasons', { identifier: 'no_licence', name: 'Kein Führerschein', is_default: true });
  await post('/options', { group: 'contact_statuses', key: '4', label: { de: 'Eingestellt!', en: 'Hired', pl: '' } });
  await post('/options', { group: 'shifts', key: 'night', label: { de: 'Nachtschicht', en: 'Night shift', pl: '' } });
  await post('/options', { group: 'shifts', key: 'early', label: { de: 'Frühschicht', en: 'Early shift', pl: 'Ranna zmiana' } });
  await post('/options', { group: 'review_questions.employer', key: 'salary', label: { de: 'Gehalt', en: 'Salary', pl: '' } });
  await post('/options', {
    group: 'review_questions.employer.applicant',
    key: 'process',
    label: { de: 'Bewerbungsprozess', en: '', pl: '' },
  });
  await post('/options', {
    group: 'review_meta_questions',
    key: 'employer_improve',
    label: { de: 'Was fehlt?', en: 'What is missing?', pl: '' },
  });
  await t.caughtUp();
});
afterAll(() => t.close());

const get = async <T>(url: string, session: Session = w.sessions.admin): Promise<T> => {
  const response = await t.call('GET', url, session);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
};

describe('option lists from the reference data', () => {
  it('contact statuses: the base statuses (1 default; labels from the option group), then custom ones', async () => {
    const statuses = await get<Array<{ id: number | string; name: string; status_id: number | null; is_default: boolean }>>(
      '/api/options/contact-statuses',
      w.sessions.business,
    );
    expect(statuses.slice(0, 5)).toEqual([
      { id: 1, name: 'Neu', status_id: null, is_default: true },
      { id: 2, name: 'Kontaktiert', status_id: null, is_default: false },
      { id: 3, name: 'Im Gespräch', status_id: null, is_default: false },
      { id: 4, name: 'Eingestellt!', status_id: null, is_default: false },
      { id: 5, name: 'Unqualifiziert', status_id: null, is_default: false },
    ]);
    expect((await get<Array<{ name: string }>>('/api/options/contact-statuses?lang=en'))[3]?.name).toBe('Hired');
    expect((await t.call('GET', '/api/options/contact-statuses', w.sessions.contact)).statusCode).toBe(403);
    expect(fieldErrorsOf(await t.call('GET', '/api/options/contact-statuses?lang=fr', w.sessions.admin))).toEqual({
      lang: ['The selected lang is invalid.'],
    });
  });

  it('task statuses with identifier, colour and is_default on not_started', async () => {
    const statuses = await get<Array<Record<string, unknown>>>('/api/options/task-statuses', w.sessions.owner);
    expect(statuses.map(({ identifier, name, status_color, is_default }) => ({ identifier, name, status_color, is_default }))).toEqual([
      { identifier: 'done', name: 'Erledigt', status_color: 'success', is_default: false },
      { identifier: 'not_started', name: 'Nicht begonnen', status_color: 'default', is_default: true },
    ]);
  });

  it('unqualified status reasons with is_default and checked', async () => {
    const reasons = await get<Array<Record<string, unknown>>>('/api/options/unqualified-status-reasons', w.sessions.business);
    expect(reasons).toEqual([
      { id: expect.any(String) as unknown, identifier: 'no_licence', name: 'Kein Führerschein', is_default: true, checked: false },
    ]);
  });

  it('an option group by key in a language (empty translations fall back to German), and its translations', async () => {
    expect(await get('/api/options/shifts', w.sessions.contact)).toEqual([
      { key: 'early', label: 'Frühschicht' },
      { key: 'night', label: 'Nachtschicht' },
    ]);
    expect(await get('/api/options/shifts?lang=pl')).toEqual([
      { key: 'early', label: 'Ranna zmiana' },
      { key: 'night', label: 'Nachtschicht' },
    ]);
    expect(await get('/api/options/shifts/translations', w.sessions.business)).toEqual([
      { key: 'early', label: { de: 'Frühschicht', en: 'Early shift', pl: 'Ranna zmiana' } },
      { key: 'night', label: { de: 'Nachtschicht', en: 'Night shift', pl: '' } },
    ]);
    expect(await get('/api/options/nothing-here')).toEqual([]);
    expect(fieldErrorsOf(await t.call('GET', '/api/options/Bad%20Name', w.sessions.admin))).toHaveProperty('name');
    // Another list's name with something after it is no group: refused, not answered as an empty group.
    expect((await t.call('GET', '/api/options/admin-users.json', w.sessions.business)).statusCode).toBe(422);
    expect((await t.call('GET', '/api/options/countries.de', w.sessions.business)).statusCode).toBe(422);
    expect((await t.call('GET', '/api/options/shifts', await t.anonymous())).statusCode).toBe(401);
  });

  it('review questions of a model: for every reviewer, per reviewer type, and the 2 meta questions', async () => {
    expect(await get('/api/options/review-questions/employer', w.sessions.contact)).toEqual({
      data: [
        { id: 'salary', question: 'Gehalt', reviewer_type: null },
        { id: 'process', question: 'Bewerbungsprozess', reviewer_type: 'applicant' },
      ],
      meta_questions: [
        { key: 'about_employer', question: 'Was schätzen Sie an diesem Arbeitgeber?' },
        { key: 'employer_improve', question: 'Was fehlt?' },
      ],
    });
    expect((await get<{ data: unknown[]; meta_questions: unknown[] }>('/api/options/review-questions/school')).meta_questions).toHaveLength(
      2,
    );
    expect(fieldErrorsOf(await t.call('GET', '/api/options/review-questions/Employer1', w.sessions.admin))).toHaveProperty('model');
  });
});

describe('fixed option lists', () => {
  it('countries: code and name, Germany first, then by name; in English on request', async () => {
    const countries = await get<Array<{ code: string; name: string }>>('/api/options/countries', w.sessions.contact);
    expect(countries[0]).toEqual({ code: 'DE', name: 'Deutschland' });
    expect(countries.length).toBeGreaterThan(240);
    expect(countries.find((c) => c.code === 'PL')?.name).toBe('Polen');
    const names = countries.slice(1).map((c) => c.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('de').compare));
    expect((await get<Array<{ code: string; name: string }>>('/api/options/countries?lang=en'))[0]).toEqual({
      code: 'DE',
      name: 'Germany',
    });
  });

  it('outcomes as the spec names them', async () => {
    expect((await get<Array<{ name: string }>>('/api/options/outcomes', w.sessions.business)).map((o) => o.name)).toEqual([
      'No Answer',
      'Busy',
      'Wrong Number',
      'Left Live Message',
      'Left VoiceMail',
      'Connected',
    ]);
    expect((await t.call('GET', '/api/options/outcomes', w.sessions.contact)).statusCode).toBe(403);
  });

  it('rater relationships for everyone signed in; user unlock types for admins', async () => {
    expect((await get<Array<{ id: string }>>('/api/options/rater-relationship', w.sessions.contact)).map((r) => r.id)).toEqual([
      'employee',
      'former_employee',
      'applicant',
      'trainee',
    ]);
    expect((await get<Array<{ id: string }>>('/api/options/user-unlock-types')).map((r) => r.id)).toContain('manual');
    expect((await t.call('GET', '/api/options/user-unlock-types', w.sessions.owner)).statusCode).toBe(403);
  });
});

describe('users, campaigns and audiences', () => {
  it('sales owners: admins, for admins only', async () => {
    expect(await get('/api/options/sales-owner-users')).toEqual([{ id: w.users.admin.id, full_name: 'admin Tester' }]);
    expect((await t.call('GET', '/api/options/sales-owner-users', w.sessions.business)).statusCode).toBe(403);
  });

  it("campaign users: the campaign's company's users; another company's campaign 403; unknown 404", async () => {
    const users = await get<Array<{ id: string }>>(`/api/options/campaign-users/${w.campaignId}`, w.sessions.business);
    expect(users.map((u) => u.id).sort()).toEqual([w.users.business.id, w.users.owner.id].sort());
    expect((await t.call('GET', `/api/options/campaign-users/${w.otherCampaignId}`, w.sessions.business)).statusCode).toBe(403);
    expect((await t.call('GET', `/api/options/campaign-users/${randomUUID()}`, w.sessions.admin)).statusCode).toBe(404);
    expect(fieldErrorsOf(await t.call('GET', '/api/options/campaign-users/7', w.sessions.admin))).toEqual({
      id: ['The id must be a valid id.'],
    });
    expect((await t.call('GET', `/api/options/campaign-users/${w.campaignId}`, w.sessions.contact)).statusCode).toBe(403);
  });

  it("user campaigns: a company user's company's, an admin's managed companies'", async () => {
    const own = await get<Array<{ name: string }>>('/api/options/user-campaigns', w.sessions.otherBusiness);
    expect(own.map((c) => c.name)).toEqual(['Fahrer Andere']);
    expect((await get<unknown[]>('/api/options/user-campaigns')).length).toBe(4);
  });

  it('company users: the business owner only', async () => {
    const users = await get<Array<{ id: string }>>('/api/options/company-users', w.sessions.owner);
    expect(users.map((u) => u.id).sort()).toEqual([w.users.business.id, w.users.owner.id].sort());
    for (const session of [w.sessions.admin, w.sessions.business, w.sessions.contact])
      expect((await t.call('GET', '/api/options/company-users', session)).statusCode).toBe(403);
  });

  it("audiences and campaigns of a company; another company's 403; employer_id must be the company's", async () => {
    expect((await get<unknown[]>(`/api/options/audiences?company_id=${w.companyId}`, w.sessions.business)).length).toBe(3);
    expect((await t.call('GET', `/api/options/audiences?company_id=${w.otherCompanyId}`, w.sessions.business)).statusCode).toBe(403);
    expect(fieldErrorsOf(await t.call('GET', '/api/options/audiences', w.sessions.admin))).toEqual({
      company_id: ['The company id field is required.'],
    });
    const campaigns = await get<Array<{ name: string; cost_per_unlock: number }>>(
      `/api/options/campaigns?company_id=${w.companyId}&employer_id=${w.users.business.id}`,
    );
    expect(campaigns.map((c) => c.name)).toEqual(['Fahrer Berlin', 'Fahrer Berlin II', 'Fahrer bundesweit']);
    expect(campaigns[0]?.cost_per_unlock).toBe(25);
    expect(
      fieldErrorsOf(
        await t.call('GET', `/api/options/campaigns?company_id=${w.companyId}&employer_id=${w.users.otherBusiness.id}`, w.sessions.admin),
      ),
    ).toEqual({ employer_id: ['The selected employer id is invalid.'] });
    expect((await t.call('GET', `/api/options/campaigns?company_id=${w.otherCompanyId}`, w.sessions.owner)).statusCode).toBe(403);
  });

  it("users for pickers: an admin's of every company or one, a company user's of their own; searched", async () => {
    expect((await get<unknown[]>('/api/users/options')).length).toBe(4);
    const own = await get<Array<{ id: string }>>('/api/users/options', w.sessions.business);
    expect(own.map((u) => u.id).sort()).toEqual([w.users.business.id, w.users.owner.id].sort());
    expect(await get('/api/users/options?search=owner', w.sessions.business)).toEqual([
      { id: w.users.owner.id, full_name: 'business-owner Tester' },
    ]);
    expect((await t.call('GET', `/api/users/options?company_id=${w.otherCompanyId}`, w.sessions.business)).statusCode).toBe(403);
    expect((await t.call('GET', '/api/users/options', w.sessions.contact)).statusCode).toBe(403);
  });
});
