import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldErrorsOf, startTestAppWithWorld, type TestApp, type World } from '@rm/server/testing';

let t: TestApp;
let w: World;

beforeAll(async () => {
  ({ t, w } = await startTestAppWithWorld({}, { contacts: 1 }));
});
afterAll(() => t.close());

type Item = Record<string, unknown> & { id: string };
type Page = { data: Item[]; meta: { current_page: number; last_page: number; per_page: number; total: number } };

/** Each kind with routes: its path, a valid body, an edit of it, its unique field (if any) and the messages. */
interface KindCase {
  path: string;
  body: Record<string, unknown>;
  edit: Record<string, unknown>;
  unique?: string;
  created: string;
  updated: string;
  deleted?: string;
}

const KINDS: Record<string, KindCase> = {
  coupons: {
    path: '/coupons',
    body: { code: 'SOMMER10', value: 10 },
    edit: { code: 'SOMMER15', value: 15 },
    unique: 'code',
    created: 'Coupon created successfully.',
    updated: 'Coupon updated successfully.',
    deleted: 'Coupon removed successfully.',
  },
  documents: {
    path: '/documents',
    body: { title: 'Willkommen im Portal' },
    edit: { title: 'Willkommen', published: true },
    created: 'Document created.',
    updated: 'Document updated.',
    deleted: 'Document deleted.',
  },
  experiences: {
    path: '/experiences',
    body: { key: 'intensive_care', name: 'Intensivpflege' },
    edit: { key: 'intensive_care', name: 'Intensivpflege (ITS)' },
    unique: 'key',
    created: 'Experience created.',
    updated: 'Experience updated.',
    deleted: 'Experience deleted.',
  },
  qualifications: {
    path: '/qualifications',
    body: { key: 'licence_ce', name: 'Führerschein CE' },
    edit: { key: 'licence_ce', name: 'Führerschein Klasse CE' },
    unique: 'key',
    created: 'Qualification created.',
    updated: 'Qualification updated.',
    deleted: 'Qualification deleted.',
  },
  'task-statuses': {
    path: '/task-statuses',
    body: { name: 'In Arbeit', identifier: 'in_progress' },
    edit: { name: 'In Bearbeitung', identifier: 'in_progress', status_color: 'info' },
    unique: 'identifier',
    created: 'Task status created.',
    updated: 'Task status updated.',
    deleted: 'Task status deleted.',
  },
  waitingLists: {
    path: '/waitingLists',
    body: { name: 'Pflege München' },
    edit: { name: 'Pflege München Süd' },
    unique: 'name',
    created: 'Waiting list created.',
    updated: 'Waiting list updated.',
    deleted: 'Waiting list deleted.',
  },
  offerRejectionReasons: {
    path: '/offerRejectionReasons',
    body: { identifier: 'salary_too_low', name: 'Gehalt zu niedrig' },
    edit: { identifier: 'salary_too_low', name: 'Gehalt zu gering' },
    unique: 'identifier',
    created: 'Offer Rejection Reason created.',
    updated: 'Offer Rejection Reason updated.',
    deleted: 'Offer Rejection Reason deleted.',
  },
  unqualifiedStatusReasons: {
    path: '/unqualifiedStatusReasons',
    body: { identifier: 'no_licence', name: 'Kein Führerschein' },
    edit: { identifier: 'no_licence', name: 'Keine Fahrerlaubnis', is_default: true },
    unique: 'identifier',
    created: 'Unqualified Status Reason created.',
    updated: 'Unqualified Status Reason updated.',
    deleted: 'Unqualified Status Reason deleted.',
  },
  options: {
    path: '/options',
    body: { group: 'shifts', key: 'night', label: { de: 'Nachtschicht', en: 'Night shift', pl: 'Nocna zmiana' } },
    edit: { group: 'shifts', key: 'night', label: { de: 'Nachtdienst', en: 'Night shift', pl: 'Nocna zmiana' } },
    unique: 'key',
    created: 'Option created.',
    updated: 'Option updated.',
  },
  benefits: {
    path: '/benefits',
    body: { identifier: 'job_bike', name: 'Jobrad' },
    edit: { identifier: 'job_bike', name: 'Dienstfahrrad' },
    unique: 'identifier',
    created: 'Benefit created.',
    updated: 'Benefit updated.',
    deleted: 'Benefit deleted.',
  },
};

async function create(path: string, body: unknown): Promise<Item> {
  const response = await t.call('POST', path, w.sessions.admin, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: Item }>().data;
}

describe.each(Object.entries(KINDS))('%s', (_name, kind) => {
  it('creates (201, the message, the item), lists, changes and deletes; the audit trail shows the admin each time', async () => {
    const created = await t.call('POST', kind.path, w.sessions.admin, kind.body);
    expect(created.statusCode, created.body).toBe(201);
    const { message, data } = created.json<{ message: string; data: Item }>();
    expect(message).toBe(kind.created);
    expect(data).toMatchObject({ id: expect.any(String) as unknown, created_at: expect.any(String) as unknown });
    const listed = (await t.call('GET', kind.path, w.sessions.admin)).json<Page>();
    expect(listed.data.map((item) => item.id)).toContain(data.id);

    const updated = await t.call('PUT', `${kind.path}/${data.id}`, w.sessions.admin, kind.edit);
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json<{ message: string }>().message).toBe(kind.updated);
    for (const [field, value] of Object.entries(kind.edit)) expect(updated.json<{ data: Item }>().data[field]).toEqual(value);

    if (kind.deleted) {
      const deleted = await t.call('DELETE', `${kind.path}/${data.id}`, w.sessions.admin);
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect(deleted.json()).toEqual({ message: kind.deleted });
      expect((await t.call('GET', kind.path, w.sessions.admin)).json<Page>().data.map((item) => item.id)).not.toContain(data.id);
      expect((await t.call('DELETE', `${kind.path}/${data.id}`, w.sessions.admin)).statusCode).toBe(404);
      expect((await t.call('PUT', `${kind.path}/${data.id}`, w.sessions.admin, kind.edit)).statusCode).toBe(404);
    }

    await t.caughtUp();
    const trail = (await t.call('GET', `/api/audit/reference_item/${data.id}`, w.sessions.admin)).json<{
      data: Array<{ type: string; actor: { id: string } | null; changes: Record<string, unknown> }>;
    }>().data;
    const types = trail.map((entry) => entry.type);
    expect(types).toContain('ReferenceItemCreated');
    expect(types).toContain('ReferenceItemChanged');
    if (kind.deleted) expect(types[0]).toBe(kind.unique ? 'ReferenceKeyReleased' : 'ReferenceItemDeleted');
    expect(trail.every((entry) => entry.actor?.id === w.users.admin.id)).toBe(true);
  });

  it('answers 401 signed out, 403 to every other role, 404 for an unknown id', async () => {
    const anonymous = await t.anonymous();
    expect((await t.call('GET', kind.path, anonymous)).statusCode).toBe(401);
    expect((await t.call('POST', kind.path, anonymous, kind.body)).statusCode).toBe(401);
    for (const session of [w.sessions.business, w.sessions.owner, w.sessions.contact]) {
      expect((await t.call('GET', kind.path, session)).statusCode).toBe(403);
      const refused = await t.call('POST', kind.path, session, kind.body);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: "You don't have access to do this." });
      expect((await t.call('PUT', `${kind.path}/${randomUUID()}`, session, kind.edit)).statusCode).toBe(403);
    }
    expect((await t.call('PUT', `${kind.path}/${randomUUID()}`, w.sessions.admin, kind.edit)).statusCode).toBe(404);
    if (kind.deleted) expect((await t.call('DELETE', `${kind.path}/${randomUUID()}`, w.sessions.admin)).statusCode).toBe(404);
  });

  it('answers 422 with field messages for bad input', async () => {
    const empty = await t.call('POST', kind.path, w.sessions.admin, {});
    expect(empty.statusCode).toBe(422);
    const required = Object.keys(kind.body).filter((field) => !['value'].includes(field) || kind.path === '/coupons');
    for (const field of required) expect(fieldErrorsOf(empty)[field]?.[0]).toMatch(/required/);
    expect(fieldErrorsOf(await t.call('PUT', `${kind.path}/not-an-id`, w.sessions.admin, kind.edit))).toEqual({
      id: ['The id must be a valid id.'],
    });
  });

  // Only kinds with a unique key have one to refuse.
  if (kind.unique) {
    it('refuses a taken unique key with 422 on its field (case-insensitive); a deleted item frees it', async () => {
      const field = kind.unique ?? '';
      const body: Record<string, unknown> = {
        ...kind.body,
        ...(field === 'name' ? { name: 'Fahrer Hamburg' } : {}),
        ...(kind.path === '/options' ? { key: 'Unique_Test' } : {}),
      };
      const first = await create(kind.path, body);
      // Codes, names and option keys are compared case-insensitively (identifiers and keys are lower-case anyway).
      const caseless = field === 'code' || field === 'name' || kind.path === '/options';
      const taken = caseless ? { ...body, [field]: String(body[field]).toUpperCase() } : body;
      const duplicate = await t.call('POST', kind.path, w.sessions.admin, taken);
      expect(duplicate.statusCode).toBe(422);
      expect(fieldErrorsOf(duplicate)).toEqual({ [field]: [`The ${field} has already been taken.`] });

      // An edit onto another item's key is refused the same way; the other item keeps it.
      const otherBody =
        kind.path === '/options'
          ? { ...body, key: 'other' }
          : { ...body, [field]: field === 'code' ? 'ANDERS1' : field === 'name' ? 'Andere Liste' : 'something_else' };
      const other = await create(kind.path, otherBody);
      const onto = await t.call('PUT', `${kind.path}/${other.id}`, w.sessions.admin, { ...otherBody, [field]: body[field] });
      expect(onto.statusCode).toBe(422);
      expect(fieldErrorsOf(onto)).toEqual({ [field]: [`The ${field} has already been taken.`] });

      if (kind.deleted) {
        expect((await t.call('DELETE', `${kind.path}/${first.id}`, w.sessions.admin)).statusCode).toBe(200);
        await create(kind.path, body);
      }
    });
  }
});

describe('kind rules', () => {
  it('coupons: quantity 1 and completed within 14 days by default, euros in and out, code upper-case, companies_count 0', async () => {
    const coupon = await create('/coupons', { code: 'herbst25', value: 25.5, min_amount: 100, valid_till: '2027-03-31' });
    expect(coupon).toMatchObject({
      code: 'HERBST25',
      value: 25.5,
      min_amount: 100,
      quantity: 1,
      valid_till: '2027-03-31',
      completed_within_days: 14,
      companies_count: 0,
    });
    expect(fieldErrorsOf(await t.call('POST', '/coupons', w.sessions.admin, { code: 'X1', value: 0 }))).toEqual({
      value: ['The value must be at least 0.01.'],
    });
    expect(fieldErrorsOf(await t.call('POST', '/coupons', w.sessions.admin, { code: 'X1', value: 5, quantity: 0 }))).toEqual({
      quantity: ['The quantity must be at least 1.'],
    });
  });

  it('documents: sort 1000 and unpublished by default, listed by sort', async () => {
    const later = await create('/documents', { title: 'Zweites Video' });
    expect(later).toMatchObject({ sort: 1000, published: false, description: '', length: '', wistia_id: '' });
    const first = await create('/documents', { title: 'Erstes Video', sort: 10, length: '03:20', wistia_id: 'abc123', published: true });
    const titles = (await t.call('GET', '/documents', w.sessions.admin)).json<Page>().data.map((d) => d.id);
    expect(titles.indexOf(first.id)).toBeLessThan(titles.indexOf(later.id));
  });

  it('task statuses: colour default unless chosen; an unknown colour is 422', async () => {
    expect(await create('/task-statuses', { name: 'Offen', identifier: 'open' })).toMatchObject({ status_color: 'default' });
    expect(
      fieldErrorsOf(await t.call('POST', '/task-statuses', w.sessions.admin, { name: 'X', identifier: 'x', status_color: 'pink' })),
    ).toEqual({
      status_color: ['The selected status color is invalid.'],
    });
    expect(fieldErrorsOf(await t.call('POST', '/task-statuses', w.sessions.admin, { name: 'X', identifier: 'Not Started' }))).toEqual({
      identifier: ['The identifier format is invalid.'],
    });
  });

  it('offer rejection reasons: active derived from activated_at; deactivating clears it, activating sets it again', async () => {
    const reason = await create('/offerRejectionReasons', { identifier: 'other_reason', name: 'Sonstiges', can_have_text: true });
    expect(reason).toMatchObject({ active: true, can_have_text: true, activated_at: expect.any(String) as unknown });
    const off = await t.call('PUT', `/offerRejectionReasons/${reason.id}`, w.sessions.admin, {
      identifier: 'other_reason',
      name: 'Sonstiges',
      active: false,
    });
    expect(off.json<{ data: Item }>().data).toMatchObject({ active: false, activated_at: null, can_have_text: true });
    const on = await t.call('PUT', `/offerRejectionReasons/${reason.id}`, w.sessions.admin, {
      identifier: 'other_reason',
      name: 'Sonstiges',
      active: true,
    });
    expect(on.json<{ data: Item }>().data).toMatchObject({ active: true, activated_at: expect.any(String) as unknown });
  });

  it('options: the German label is required, English and Polish may stay empty; there is no delete', async () => {
    expect(fieldErrorsOf(await t.call('POST', '/options', w.sessions.admin, { group: 'g', key: 'k', label: { en: 'x' } }))).toEqual({
      'label.de': ['The de field is required.'],
    });
    expect(
      fieldErrorsOf(await t.call('POST', '/options', w.sessions.admin, { group: 'countries', key: 'k', label: { de: 'D' } })),
    ).toHaveProperty('group');
    expect(await create('/options', { group: 'shifts', key: 'early', label: { de: 'Frühschicht' } })).toMatchObject({
      label: { de: 'Frühschicht', en: '', pl: '' },
    });
    expect((await t.call('DELETE', `/options/${randomUUID()}`, w.sessions.admin)).statusCode).toBe(404);
  });

  it('a long unique name (255 characters of four bytes each) is claimed and refused a second time like a short one', async () => {
    const name = '🚚'.repeat(255);
    await create('/waitingLists', { name });
    expect(fieldErrorsOf(await t.call('POST', '/waitingLists', w.sessions.admin, { name }))).toEqual({
      name: ['The name has already been taken.'],
    });
  });

  it('a PUT with the id of another kind is 404 and changes nothing', async () => {
    const benefit = await create('/benefits', { identifier: 'canteen', name: 'Kantine' });
    expect((await t.call('PUT', `/coupons/${benefit.id}`, w.sessions.admin, { code: 'KANTINE', value: 1 })).statusCode).toBe(404);
    expect((await t.call('DELETE', `/documents/${benefit.id}`, w.sessions.admin)).statusCode).toBe(404);
  });

  it('an edit that changes nothing appends nothing', async () => {
    const benefit = await create('/benefits', { identifier: 'parking', name: 'Parkplatz' });
    const before = (await t.store.readStream(`reference-item-${benefit.id}`)).length;
    expect(
      (await t.call('PUT', `/benefits/${benefit.id}`, w.sessions.admin, { identifier: 'parking', name: 'Parkplatz' })).statusCode,
    ).toBe(200);
    expect(await t.store.readStream(`reference-item-${benefit.id}`)).toHaveLength(before);
  });

  it('two concurrent creates with one identifier: one succeeds, the other is 422 on the field', async () => {
    const body = { identifier: 'same_time', name: 'Gleichzeitig' };
    const answers = await Promise.all([
      t.call('POST', '/benefits', w.sessions.admin, body),
      t.call('POST', '/benefits', w.sessions.admin, body),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 422]);
  });
});

describe('lists', () => {
  it('page 20 at a time and search in names, keys and codes', async () => {
    for (let i = 0; i < 22; i += 1) await create('/qualifications', { key: `q_${String(i).padStart(2, '0')}`, name: `Qualifikation ${i}` });
    const first = (await t.call('GET', '/qualifications', w.sessions.admin)).json<Page>();
    expect(first.meta).toMatchObject({ current_page: 1, per_page: 20 });
    expect(first.data).toHaveLength(20);
    expect(first.meta.total).toBeGreaterThanOrEqual(22);
    const second = (await t.call('GET', '/qualifications?page=2', w.sessions.admin)).json<Page>();
    expect(second.data.length).toBe(first.meta.total - 20);
    const found = (await t.call('GET', '/qualifications?search=q_07', w.sessions.admin)).json<Page>();
    expect(found.data.map((q) => q.name)).toEqual(['Qualifikation 7']);
    expect((await t.call('GET', '/qualifications?search=%25', w.sessions.admin)).json<Page>().data).toEqual([]);
    expect(fieldErrorsOf(await t.call('GET', '/qualifications?page=0', w.sessions.admin))).toEqual({
      page: ['The page must be at least 1.'],
    });
  });

  it('options filter by group', async () => {
    await create('/options', { group: 'languages', key: 'de', label: { de: 'Deutsch', en: 'German', pl: 'Niemiecki' } });
    const languages = (await t.call('GET', '/options?group=languages', w.sessions.admin)).json<Page>();
    expect(languages.data.map((o) => o.key)).toEqual(['de']);
  });

  it('account-delete reasons are listed in their order', async () => {
    const page = await t.call('GET', '/accountDeleteReasons', w.sessions.admin);
    expect(page.statusCode).toBe(200);
    expect(page.json<Page>().meta.per_page).toBe(20);
    expect((await t.call('GET', '/accountDeleteReasons', w.sessions.business)).statusCode).toBe(403);
  });
});

describe('POST /user-management/', () => {
  it('lists users 20 a page, by role (for) and searched (user)', async () => {
    const all = await t.call('POST', '/user-management/', w.sessions.admin, { page: 1 });
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json<Page>().meta.total).toBe(5);
    const business = (await t.call('POST', '/user-management/', w.sessions.admin, { page: 1, for: 'business' })).json<Page>();
    expect(business.data.map((u) => u.id).sort()).toEqual([w.users.business.id, w.users.owner.id, w.users.otherBusiness.id].sort());
    const owner = business.data.find((u) => u.id === w.users.owner.id);
    expect(owner).toMatchObject({ full_name: 'business-owner Tester', company: { id: w.companyId, name: 'Pflege Test GmbH' } });
    const searched = (await t.call('POST', '/user-management/', w.sessions.admin, { page: 1, user: 'ADMIN' })).json<Page>();
    expect(searched.data.map((u) => u.id)).toEqual([w.users.admin.id]);
    expect(fieldErrorsOf(await t.call('POST', '/user-management/', w.sessions.admin, { page: 1, for: 'boss' }))).toEqual({
      for: ['The selected for is invalid.'],
    });
    expect((await t.call('POST', '/user-management/', w.sessions.owner, { page: 1 })).statusCode).toBe(403);
    expect((await t.call('POST', '/user-management/', await t.anonymous(), { page: 1 })).statusCode).toBe(401);
  });
});
