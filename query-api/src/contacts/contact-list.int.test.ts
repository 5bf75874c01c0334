import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldErrorsOf, startTestAppWithWorld, type TestApp, type World } from '@rm/server/testing';

let t: TestApp;
let w: World;

beforeAll(async () => {
  ({ t, w } = await startTestAppWithWorld({}, { contacts: 25 }));
  await t.caughtUp();
});
afterAll(() => t.close());

type List = {
  data: Array<{ id: string; full_name: string; call_made: boolean }>;
  meta: { current_page: number; last_page: number; total: number };
};
const list = async (query = ''): Promise<List> => (await t.call('GET', `/api/contacts${query}`, w.sessions.admin)).json<List>();

describe('GET /api/contacts', () => {
  it('pages the contacts newest first, 20 a page', async () => {
    const first = await list();
    expect(first.meta).toMatchObject({ current_page: 1, last_page: 2, total: 25 });
    expect(first.data).toHaveLength(20);
    const second = await list('?page=2');
    expect(second.data).toHaveLength(5);
    expect(new Set([...first.data, ...second.data].map((row) => row.id)).size).toBe(25);
    // A page past the end: no rows, the total all the same.
    expect(await list('?page=3')).toMatchObject({ data: [], meta: { current_page: 3, total: 25 } });
    expect((await list('?profession=driver&page=9')).meta.total).toBe(25);
  });

  it('filters by search, profession, postal code and switches', async () => {
    expect((await list('?search=kim12')).data.map((row) => row.full_name)).toEqual(['Kim12 Muster']);
    expect((await list('?search=%25')).meta.total).toBe(0);
    expect((await list('?profession=driver&zip_code=101')).meta.total).toBe(25);
    expect((await list('?profession=nursing')).meta.total).toBe(0);
    expect((await list('?zip_code=20')).meta.total).toBe(0);
    await t.call('POST', `/api/contacts/${w.contactIds[3] ?? ''}/update-call-status`, w.sessions.admin, { call_made: true });
    await t.caughtUp();
    expect((await list('?call_made=true')).data.map((row) => row.id)).toEqual([w.contactIds[3]]);
    expect((await list('?is_active=false')).meta.total).toBe(0);
  });

  it('answers 422 with field messages for bad filters', async () => {
    const errors = fieldErrorsOf(await t.call('GET', '/api/contacts?page=0&zip_code=abc&profession=pilot', w.sessions.admin));
    expect(Object.keys(errors).sort()).toEqual(['page', 'profession', 'zip_code']);
  });
});
