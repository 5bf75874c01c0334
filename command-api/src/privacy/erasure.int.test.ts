import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { registerUser, runContactCommand } from '@rm/command-api';
import { ERASED_PERSON, type PrivacyRecord } from '@rm/domain';
import { allProjections, rebuildProjection, schemaContents } from '@rm/projectors';
import { sql } from 'slonik';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldErrorsOf, startTestAppWithWorld, TEST_PASSWORD, type Session, type TestApp, type World } from '@rm/server/testing';

let t: TestApp;
let w: World;
let contactId: string;
let userId: string;
let candidate: Session;

const FIRST = 'Wiebke';
const LAST = 'Zanderhoff';
const EMAIL = 'wiebke.zanderhoff@mail.test';
const PHONE = '+49 170 9876543';
const NEEDLES = [FIRST, LAST, EMAIL, PHONE];
const system = { actorId: null, actorRole: 'system' };

beforeAll(async () => {
  ({ t, w } = await startTestAppWithWorld({}, { contacts: 2 }));
  // A candidate with a sign-in, an offer, an unlock, a consent, a file and reads of their contact details.
  userId = await registerUser(
    t.store,
    { email: EMAIL, firstName: FIRST, lastName: LAST, phone: PHONE, password: TEST_PASSWORD, roles: ['contact'] },
    system,
  );
  contactId = randomUUID();
  await runContactCommand(
    t.store,
    contactId,
    {
      type: 'RegisterContact',
      data: {
        contactId,
        userId,
        firstName: FIRST,
        lastName: LAST,
        email: EMAIL,
        phone: PHONE,
        profession: 'driver',
        zipCode: '10115',
        city: 'Berlin',
        lat: 52.53,
        lng: 13.38,
        registeredAt: new Date().toISOString(),
      },
    },
    system,
  );
  await t.seedOffer({ contactId, campaignId: w.campaignId, companyId: w.companyId, employerId: w.users.business.id });
  await t.caughtUp();
  expect(
    (
      await t.call('POST', '/api/unlock-contact', w.sessions.admin, {
        driver_id: contactId,
        company_id: w.companyId,
        employer_id: w.users.business.id,
        campaign_id: w.campaignId,
      })
    ).statusCode,
  ).toBe(201);
  await t.personalData.files.put(contactId, 'lebenslauf', {
    name: `Lebenslauf ${FIRST} ${LAST}.pdf`,
    contentType: 'application/pdf',
    content: Buffer.from(`${FIRST} ${LAST}, ${PHONE}, ${EMAIL}`),
  });
  candidate = await t.signIn(EMAIL);
  expect(
    (
      await t.call('POST', `/api/privacy/contacts/${contactId}/consents`, candidate, {
        purpose: 'terms',
        text_version: '2026-01',
        channel: 'web',
      })
    ).statusCode,
  ).toBe(201);
  await t.call('GET', `/api/contacts/${contactId}`, w.sessions.admin);
  await t.call('GET', `/api/companies/${w.companyId}/unlocked-contacts`, w.sessions.business);
  await t.caughtUp();
});
afterAll(() => t.close());

/** Every place the name, e-mail or phone could be held in plain text: every table of every schema, every file. */
async function plainTextFound(): Promise<string[]> {
  const found: string[] = [];
  const tables = await t.pool.query(sql.unsafe`
    select table_schema, table_name from information_schema.tables
    where table_schema not in ('pg_catalog', 'information_schema') and table_type = 'BASE TABLE'`);
  for (const { table_schema: schema, table_name: name } of tables.rows as ReadonlyArray<{ table_schema: string; table_name: string }>) {
    const rows = await t.pool.query(sql.unsafe`select to_jsonb(x)::text as row from ${sql.identifier([schema, name])} x`);
    for (const { row } of rows.rows as ReadonlyArray<{ row: string }>)
      for (const needle of NEEDLES) if (row.includes(needle)) found.push(`${schema}.${name}: ${needle}`);
  }
  const walk = async (folder: string): Promise<void> => {
    for (const entry of await readdir(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) await walk(full);
      else {
        const content = await readFile(full, 'latin1');
        for (const needle of NEEDLES) if (content.includes(needle) || entry.name.includes(needle)) found.push(`file ${full}: ${needle}`);
      }
    }
  };
  await walk(t.filesDir);
  return [...new Set(found)];
}

describe('POST /api/privacy/contacts/{id}/erase', () => {
  it('holds the person in plain text only in read models and decrypted reads before the erasure', async () => {
    const found = await plainTextFound();
    expect(found.some((place) => place.startsWith('rm_contacts.contacts'))).toBe(true);
    expect(found.some((place) => place.startsWith('public.es_events') || place.startsWith('file '))).toBe(false);
  });

  it('refuses a reason under 5 characters with the spec’s message (422), company users and candidates (403), unknown contacts (404)', async () => {
    const short = await t.call('POST', `/api/privacy/contacts/${contactId}/erase`, w.sessions.admin, { reason: ' abc ' });
    expect(short.statusCode).toBe(422);
    expect(fieldErrorsOf(short)).toEqual({ reason: ['Bitte geben Sie einen gültigen Grund für die Löschung ein.'] });
    expect((await t.call('POST', `/api/privacy/contacts/${contactId}/erase`, w.sessions.business, { reason: 'Antrag' })).statusCode).toBe(
      403,
    );
    expect((await t.call('POST', `/api/privacy/contacts/${contactId}/erase`, candidate, { reason: 'Antrag' })).statusCode).toBe(403);
    expect((await t.call('POST', `/api/privacy/contacts/${contactId}/erase`, await t.anonymous(), { reason: 'Antrag' })).statusCode).toBe(
      401,
    );
    expect((await t.call('POST', `/api/privacy/contacts/${randomUUID()}/erase`, w.sessions.admin, { reason: 'Antrag' })).statusCode).toBe(
      404,
    );
    // Nothing happened on the way.
    expect(
      (await t.call('GET', `/api/contacts/${contactId}`, w.sessions.admin)).json<{ data: { full_name: string } }>().data.full_name,
    ).toBe(`${FIRST} ${LAST}`);
  });

  it('erases: 200, then no plain name, e-mail or phone in the event table, any read model or the file storage', async () => {
    const audienceBefore = await candidatesOfAudiences();
    const response = await t.call('POST', `/api/privacy/contacts/${contactId}/erase`, w.sessions.admin, {
      reason: 'Antrag nach Art. 17 vom 20.11.',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: { contact_id: contactId, subject_ids: [contactId, userId], erased_at: expect.stringMatching(/^\d{4}-/) as unknown },
    });
    await t.caughtUp();
    expect(await plainTextFound()).toEqual([]);
    // Dropped where that is right: no longer a candidate of any audience, no longer on any map.
    expect(await candidatesOfAudiences()).toBeLessThan(audienceBefore);
    const place = await t.pool.query(sql.unsafe`select lat, lng from rm_campaigns.contact_locations where contact_id = ${contactId}`);
    expect(place.rows).toEqual([{ lat: 0, lng: 0 }]);
  });

  it('shows the person as Gelöschte Person everywhere: contact detail, board, unlocked contacts, audit trail', async () => {
    const detail = (await t.call('GET', `/api/contacts/${contactId}`, w.sessions.admin)).json<{
      data: { full_name: string; email: string | null; phone: string | null; is_active: boolean; disabled_for_unlock: boolean };
    }>().data;
    expect(detail).toMatchObject({ full_name: ERASED_PERSON, email: null, phone: null, is_active: false, disabled_for_unlock: true });
    const board = (await t.call('GET', `/api/offers/unlocked?campaign_id=${w.campaignId}`, w.sessions.admin)).json<{
      data: Array<{ driver: { id: string; full_name: string } }>;
    }>();
    expect(board.data.find((card) => card.driver.id === contactId)?.driver.full_name).toBe(ERASED_PERSON);
    const unlocked = (await t.call('GET', `/api/companies/${w.companyId}/unlocked-contacts`, w.sessions.business)).json<{
      data: Array<{ driver: { id: string; full_name: string; phone: string | null; email: string | null } }>;
    }>();
    expect(unlocked.data.find((row) => row.driver.id === contactId)?.driver).toEqual({
      id: contactId,
      full_name: ERASED_PERSON,
      phone: null,
      email: null,
    });
    const record = (await t.call('GET', `/api/privacy/contacts/${contactId}`, w.sessions.admin)).json<{ data: PrivacyRecord }>().data;
    expect(record).toMatchObject({ erasure_cause: 'request', erased_at: expect.stringMatching(/^\d{4}-/) as unknown });
  });

  it('gives the same read models when every projection is rebuilt from the log', async () => {
    await t.caughtUp();
    for (const projection of allProjections) {
      const before = await schemaContents(t.pool, projection.schema);
      await rebuildProjection({ pool: t.pool, store: t.store }, projection);
      expect(await schemaContents(t.pool, projection.schema), projection.name).toEqual(before);
    }
    expect(await plainTextFound()).toEqual([]);
  });

  it('signs the candidate out, frees the address for a new registration, and refuses to erase twice (409) or to export (409)', async () => {
    expect((await t.call('GET', '/api/user/current', candidate)).statusCode).toBe(401);
    const login = await t.call('POST', '/login', await t.anonymous(), { email: EMAIL, password: TEST_PASSWORD });
    expect(login.statusCode).toBe(422);
    await registerUser(
      t.store,
      { email: EMAIL, firstName: 'Neu', lastName: 'Angemeldet', password: TEST_PASSWORD, roles: ['contact'] },
      system,
    );
    expect((await t.call('POST', `/api/privacy/contacts/${contactId}/erase`, w.sessions.admin, { reason: 'noch einmal' })).statusCode).toBe(
      409,
    );
    expect((await t.call('POST', `/api/privacy/contacts/${contactId}/export`, w.sessions.admin, { reason: 'Prüfung' })).statusCode).toBe(
      409,
    );
    expect(
      (
        await t.call('POST', '/api/unlock-contact', w.sessions.admin, {
          driver_id: contactId,
          company_id: w.otherCompanyId,
          employer_id: null,
          campaign_id: w.otherCampaignId,
        })
      ).statusCode,
    ).not.toBe(201);
  });

  it('keeps the events and the audit trail: the erasure itself is recorded, with its reason, without personal data', async () => {
    const trail = (await t.call('GET', `/api/audit/contact/${contactId}`, w.sessions.admin)).json<{
      data: Array<{ type: string; data: Record<string, unknown> }>;
    }>();
    const types = trail.data.map((entry) => entry.type);
    expect(types).toEqual(expect.arrayContaining(['ContactRegistered', 'ContactUnlocked', 'ConsentGiven', 'PersonalDataErased']));
    expect(trail.data.find((entry) => entry.type === 'ContactRegistered')?.data).toMatchObject({ firstName: ERASED_PERSON, email: null });
    expect(trail.data.find((entry) => entry.type === 'PersonalDataErased')?.data).toMatchObject({
      reason: 'Antrag nach Art. 17 vom 20.11.',
    });
  });
});

async function candidatesOfAudiences(): Promise<number> {
  const result = await t.pool.query(sql.unsafe`select coalesce(sum(candidates_count), 0)::int as n from rm_campaigns.audiences`);
  return (result.rows[0] as { n: number }).n;
}
