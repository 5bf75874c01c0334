import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'slonik';
import { startTestAppWithWorld, type TestApp, type World } from '@rm/server/testing';

let t: TestApp;
let w: World;
/** Unlocked by the world's company, with a phone number: in the company's chat. */
let unlocked: string;

interface Row {
  subject_id: string;
  reader_id: string;
  reader_role: string;
  reader_company_id: string | null;
  what: string;
  reason: string | null;
  at: unknown;
}

beforeAll(async () => {
  ({ t, w } = await startTestAppWithWorld({}, { contacts: 2 }));
  unlocked = await t.seedContact({ firstName: 'Mara', phone: '+49 170 2000001' });
  await t.caughtUp();
  const response = await t.call('POST', '/requested-contacts/unlock', w.sessions.admin, {
    driver_id: unlocked,
    company_id: w.companyId,
    price: 5,
  });
  expect(response.statusCode).toBe(201);
  await t.caughtUp();
});
afterAll(() => t.close());

/** The rows a call adds to the access log. */
async function rowsAddedBy(call: () => Promise<{ statusCode: number }>): Promise<Row[]> {
  const before = await t.pool.query(sql.unsafe`select coalesce(max(id), 0)::int as last from pd_access_log`);
  const last = (before.rows[0] as { last: number }).last;
  const response = await call();
  expect(response.statusCode).toBe(200);
  const added = await t.pool.query(sql.unsafe`
    select subject_id, reader_id, reader_role, reader_company_id, what, reason, at from pd_access_log where id > ${last} order by id`);
  return added.rows as unknown as Row[];
}

describe('the access log, from the contracts', () => {
  it('records each contact the admin contact list shows, and those a search finds: who, whom, what, when', async () => {
    const listed = await rowsAddedBy(() => t.call('GET', '/api/contacts', w.sessions.admin));
    expect(listed.map((row) => row.subject_id).sort()).toEqual(expect.arrayContaining([...w.contactIds, unlocked].sort()));
    expect(listed[0]).toMatchObject({ reader_id: w.users.admin.id, reader_role: 'admin', what: 'contact-detail', reason: null });
    expect(new Date(String(listed[0]?.at)).getTime()).toBeGreaterThan(Date.now() - 60_000);
    const found = await rowsAddedBy(() => t.call('GET', '/api/contacts?search=Mara', w.sessions.admin));
    expect(found.map((row) => row.subject_id)).toEqual([unlocked]);
  });

  it("records the admin's read of a contact's audit trail (decrypted event data)", async () => {
    const rows = await rowsAddedBy(() => t.call('GET', `/api/audit/contact/${unlocked}`, w.sessions.admin));
    expect(rows.map((row) => [row.subject_id, row.reader_id, row.what])).toContainEqual([unlocked, w.users.admin.id, 'audit']);
  });

  it("records the employer's conversation list and a conversation", async () => {
    expect((await t.call('POST', `/api/messages/${unlocked}`, w.sessions.business, { message: 'Guten Tag!' })).statusCode).toBe(201);
    await t.caughtUp();
    const list = await rowsAddedBy(() => t.call('GET', '/api/messages/contacts', w.sessions.business));
    expect(list.map((row) => [row.subject_id, row.reader_id, row.reader_company_id, row.what])).toContainEqual([
      unlocked,
      w.users.business.id,
      w.companyId,
      'chat',
    ]);
    const thread = await rowsAddedBy(() => t.call('GET', `/api/messages/${unlocked}`, w.sessions.business));
    expect(thread.map((row) => [row.subject_id, row.reader_id, row.what])).toEqual([[unlocked, w.users.business.id, 'chat']]);
  });

  it('adds one row per person shown in one answer, not one per field', async () => {
    const rows = await rowsAddedBy(() => t.call('GET', `/api/contacts/${unlocked}`, w.sessions.admin));
    expect(rows.map((row) => row.subject_id)).toEqual([unlocked]);
  });

  it('records nothing when candidates read their own profile or anyone their own user', async () => {
    expect(await rowsAddedBy(() => t.call('GET', '/api/profile', w.sessions.contact))).toEqual([]);
    expect(await rowsAddedBy(() => t.call('GET', '/api/user/current', w.sessions.admin))).toEqual([]);
  });
});
