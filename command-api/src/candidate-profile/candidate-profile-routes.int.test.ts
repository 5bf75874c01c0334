import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { createReferenceItem } from '@rm/command-api';
import { candidateProfileStreamId, type CandidateProfile } from '@rm/domain';
import { allProjections, rebuildProjection, schemaContents } from '@rm/projectors';
import { sql } from 'slonik';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fieldErrorsOf,
  multipartForm,
  startTestAppWithWorld,
  TEST_PASSWORD,
  TINY_PDF,
  TINY_PNG,
  type Session,
  type TestApp,
  type World,
} from '@rm/server/testing';

let t: TestApp;
let w: World;
let otherReasonId: string;
let foundJobReasonId: string;
const system = { actorId: null, actorRole: 'system' };

const registration = (overrides: Record<string, unknown> = {}) => ({
  first_name: 'Jolanda',
  last_name: 'Quermann',
  email: 'jolanda.quermann@mail.test',
  phone: '0151 23456789',
  zip_code: '10115',
  profession: 'care',
  password: TEST_PASSWORD,
  password_confirmation: TEST_PASSWORD,
  accept_terms_condition: true,
  ...overrides,
});

/** Registers a candidate through POST /register and answers their signed-in session. */
async function register(overrides: Record<string, unknown> = {}): Promise<{ session: Session; userId: string }> {
  const response = await t.call('POST', '/register', await t.anonymous(), registration(overrides));
  expect(response.statusCode, response.body).toBe(201);
  const email = typeof overrides['email'] === 'string' ? overrides['email'] : registration().email;
  return { session: await t.signIn(email), userId: response.json<{ user: { id: string } }>().user.id };
}

const meta = (overrides: Record<string, unknown> = {}) => ({
  gdpr: true,
  variant: 'default',
  country: 'DE',
  address: 'Invalidenstraße 1, 10115 Berlin',
  weeks_until_exit: 4,
  birthday_day: 14,
  birthday_month: 3,
  birthday_year: 1990,
  work_experience: 8,
  working_since: 2016,
  notes: 'Nur Frühdienst',
  job_motivation: 'Mehr Zeit für die Bewohner',
  wishes: 'Feste Dienstpläne',
  job_seeking_status: 'actively_looking',
  satisfaction_with_current_employer: 2,
  languages: ['de', 'pl'],
  locations_wanted: ['10115', '10117'],
  work_area: 'inpatient_care',
  custom_work_area: null,
  educations: ['examined_nurse'],
  custom_educations: ['Praxisanleiterin'],
  profession_groups: ['nurse', 'caregiver'],
  custom_profession_group: null,
  experiences: ['dementia'],
  custom_experiences: ['Palliativpflege'],
  experiences_wanted: ['intensive'],
  custom_experiences_wanted: [],
  qualifications_wanted: ['wound_manager'],
  ...overrides,
});

beforeAll(async () => {
  ({ t, w } = await startTestAppWithWorld({}, { contacts: 1 }));
  foundJobReasonId = (
    await createReferenceItem(t.store, 'account-delete-reasons', { identifier: 'found_job', name: 'Neue Stelle', sort: 10 }, system)
  ).itemId;
  otherReasonId = (
    await createReferenceItem(
      t.store,
      'account-delete-reasons',
      { identifier: 'other', name: 'Sonstiges', requires_text: true, sort: 50 },
      system,
    )
  ).itemId;
  await t.caughtUp();
});
afterAll(() => t.close());

describe('POST /register', () => {
  it('registers a candidate: user, contact, consents, a profile, and signs them in', async () => {
    const browser = await t.anonymous();
    const response = await t.call('POST', '/register', browser, registration({ email: 'neu.kandidat@mail.test' }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ redirect_path: '/my-profile', user: { full_name: 'Jolanda Quermann' } });
    expect(response.cookies.some((cookie) => cookie.name === 'rm_session' && cookie.value)).toBe(true);
    const session = await t.signIn('neu.kandidat@mail.test');
    const current = await t.call('GET', '/api/user/current', session);
    expect(current.json<{ roles: Array<{ name: string }> }>().roles).toEqual([{ name: 'contact' }]);
    const profile = (await t.call('GET', '/api/profile', session)).json<{ data: CandidateProfile }>().data;
    expect(profile).toMatchObject({ first_name: 'Jolanda', email: 'neu.kandidat@mail.test', phone: '+4915123456789', step: 1, meta: null });
    const privacy = await t.call('GET', '/api/privacy/me', session);
    expect(privacy.json<{ data: { consents: Array<{ purpose: string; given: boolean }> } }>().data.consents).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ purpose: 'terms', given: true }),
        expect.objectContaining({ purpose: 'privacy_notice', given: true }),
      ]),
    );
  });

  it('answers field messages: names, consent, password, phone, postal code, a taken e-mail', async () => {
    const bad = await t.call(
      'POST',
      '/register',
      await t.anonymous(),
      registration({
        email: 'zweiter@mail.test',
        first_name: ' ',
        last_name: '',
        accept_terms_condition: false,
        password: 'kurz',
        phone: '123',
        zip_code: '99999',
      }),
    );
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(fieldErrorsOf(bad)).sort()).toEqual([
      'accept_terms_condition',
      'first_name',
      'last_name',
      'password',
      'phone',
      'zip_code',
    ]);
    await register({ email: 'vergeben@mail.test' });
    const taken = await t.call('POST', '/register', await t.anonymous(), registration({ email: 'VERGEBEN@mail.test' }));
    expect(fieldErrorsOf(taken).email).toEqual(['The email has already been taken.']);
    expect((await t.call('POST', '/register', undefined, registration({ email: 'x@mail.test' }))).statusCode).toBe(419);
  });
});

describe('the own profile', () => {
  it('GET /api/profile is for candidates only: 401 signed out, 403 for employers and admins', async () => {
    expect((await t.call('GET', '/api/profile', await t.anonymous())).statusCode).toBe(401);
    for (const session of [w.sessions.admin, w.sessions.business, w.sessions.owner])
      expect((await t.call('GET', '/api/profile', session)).statusCode).toBe(403);
    for (const [method, url] of [
      ['POST', '/api/profile'],
      ['POST', '/api/profile/meta'],
      ['POST', '/profile-session/meta'],
      ['POST', '/api/profile/delete'],
      ['GET', '/api/accountDeleteReasons'],
    ] as const) {
      expect((await t.call(method, url, w.sessions.business, {})).statusCode, url).toBe(403);
      expect((await t.call(method, url, w.sessions.admin, {})).statusCode, url).toBe(403);
    }
  });

  it('POST /api/profile changes name, phone (E.164, with CandidatePhoneChanged) and the sign-in address', async () => {
    const { session, userId } = await register({ email: 'anna.profil@mail.test' });
    const response = await t.call('POST', '/api/profile', session, {
      first_name: 'Anna',
      last_name: 'Profil-Neu',
      email: 'anna.neu@mail.test',
      phone: '+48 601 234 567',
      country: 'PL',
      language: 'pl',
    });
    expect(response.statusCode, response.body).toBe(200);
    const { message, data } = response.json<{ message: string; data: CandidateProfile }>();
    expect(message).toBe('profileUpdated');
    expect(data).toMatchObject({
      full_name: 'Anna Profil-Neu',
      email: 'anna.neu@mail.test',
      phone: '+48601234567',
      country: 'PL',
      language: 'pl',
    });
    const events = await t.store.readStream(candidateProfileStreamId(data.id));
    expect(events.map((event) => event.type)).toEqual(['CandidateProfileChanged', 'CandidatePhoneChanged']);
    expect(events[1]?.data).toMatchObject({ userId, phone: '+48601234567', previousPhone: '+4915123456789' });
    // The same phone again: no new phone event.
    await t.call('POST', '/api/profile', session, { ...data, phone: '+48601234567', country: 'PL', language: 'pl' });
    expect((await t.store.readStream(candidateProfileStreamId(data.id))).map((event) => event.type)).toEqual([
      'CandidateProfileChanged',
      'CandidatePhoneChanged',
      'CandidateProfileChanged',
    ]);
    // Signs in with the new address only; the old one is free again.
    expect(
      (await t.call('POST', '/login', await t.anonymous(), { email: 'anna.profil@mail.test', password: TEST_PASSWORD })).statusCode,
    ).toBe(422);
    expect((await t.signIn('anna.neu@mail.test')).userId).toBe(userId);
    await register({ email: 'anna.profil@mail.test' });
    const current = await t.call('GET', '/api/user/current', session);
    expect(current.json()).toMatchObject({ full_name: 'Anna Profil-Neu', email: 'anna.neu@mail.test' });
    // The admin's contact detail shows what the candidate changed.
    const contact = (await t.call('GET', `/api/contacts/${data.id}`, w.sessions.admin)).json<{
      data: { full_name: string; email: string | null; phone: string | null };
    }>().data;
    expect(contact).toMatchObject({ full_name: 'Anna Profil-Neu', email: 'anna.neu@mail.test', phone: '+48601234567' });
  });

  it('POST /api/profile answers field messages (422) and refuses an address someone holds', async () => {
    const { session } = await register({ email: 'felder@mail.test' });
    const bad = await t.call('POST', '/api/profile', session, {
      first_name: '',
      last_name: '',
      email: 'vergeben@mail.test',
      phone: '12',
      country: 'DE',
      language: 'de',
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(fieldErrorsOf(bad)).sort()).toEqual(['first_name', 'last_name', 'phone']);
    const taken = await t.call('POST', '/api/profile', session, {
      first_name: 'F',
      last_name: 'G',
      email: 'vergeben@mail.test',
      phone: null,
      country: 'DE',
      language: 'de',
    });
    expect(fieldErrorsOf(taken).email).toEqual(['The email has already been taken.']);
    const schema = await t.call('POST', '/api/profile', session, { first_name: 'F' });
    expect(schema.statusCode).toBe(422);
    expect(fieldErrorsOf(schema).email).toBeDefined();
  });

  it('a candidate user without a candidate profile gets 404', async () => {
    const user = await t.createUser('contact');
    const session = await t.signIn(user);
    expect((await t.call('GET', '/api/profile', session)).statusCode).toBe(404);
    expect((await t.call('POST', '/profile-session/meta', session, { step: 2 })).statusCode).toBe(404);
  });
});

describe('POST /api/profile/upload', () => {
  const upload = (session: Session, content: Buffer, field = 'profile_image') => {
    const form = multipartForm([{ field, filename: 'ich.png', contentType: 'image/png', content }]);
    return t.call('POST', '/api/profile/upload', session, form.payload, form.headers);
  };

  it('stores the image and a 150 px thumbnail as person files; only the candidate (and admins) read them', async () => {
    const { session } = await register({ email: 'bild@mail.test' });
    const other = await register({ email: 'bild.andere@mail.test' });
    const { default: sharp } = await import('sharp');
    const png = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#c33' } })
      .png()
      .toBuffer();
    const response = await upload(session, png);
    expect(response.statusCode, response.body).toBe(201);
    const { data } = response.json<{ data: CandidateProfile }>();
    expect(data.profile_image_url).toMatch(/^\/api\/profile\/image\//);
    const thumbnail = await t.call('GET', data.profile_image_thumbnail_url ?? '', session);
    expect(thumbnail.statusCode).toBe(200);
    expect((await sharp(thumbnail.rawPayload).metadata()).width).toBe(150);
    expect((await t.call('GET', data.profile_image_url ?? '', w.sessions.admin)).statusCode).toBe(200);
    expect((await t.call('GET', data.profile_image_url ?? '', other.session)).statusCode).toBe(404);
    expect((await t.call('GET', data.profile_image_url ?? '', w.sessions.business)).statusCode).toBe(403);
    expect((await t.call('GET', '/api/profile/image/00000000-0000-4000-8000-000000000000', session)).statusCode).toBe(404);
    expect((await t.call('GET', '/api/user/current', session)).json()).toMatchObject({
      profile_image_url: data.profile_image_thumbnail_url,
    });
    expect(await t.personalData.files.list(data.id)).toHaveLength(2);
  });

  it('stores the image without its metadata (EXIF GPS), upright, and sends it uncached under a name without bidi controls', async () => {
    const { session } = await register({ email: 'bild.gps@mail.test' });
    const { default: sharp } = await import('sharp');
    const photo = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#3c3' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD0: { Make: 'Kamera' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 31/1 12/1' } })
      .toBuffer();
    const form = multipartForm([{ field: 'profile_image', filename: 'ich\u202Egpj.exe', contentType: 'image/jpeg', content: photo }]);
    const response = await t.call('POST', '/api/profile/upload', session, form.payload, form.headers);
    expect(response.statusCode, response.body).toBe(201);
    const { data } = response.json<{ data: CandidateProfile }>();
    for (const url of [data.profile_image_url, data.profile_image_thumbnail_url]) {
      const file = await t.call('GET', url ?? '', session);
      expect(file.headers['cache-control']).toBe('no-store');
      expect(file.headers['content-disposition']).toMatch(/^inline; filename\*=UTF-8''(thumbnail-)?ichgpj\.exe$/);
      const stored = await sharp(file.rawPayload).metadata();
      expect([stored.format, stored.exif, stored.orientation]).toEqual(['jpeg', undefined, undefined]);
      expect(stored.height).toBeGreaterThan(stored.width ?? 0);
      expect(file.rawPayload.includes(Buffer.from('Kamera'))).toBe(false);
    }
  });

  it('accepts images only, at most 2 MB', async () => {
    const { session } = await register({ email: 'bild.falsch@mail.test' });
    const pdf = await upload(session, TINY_PDF);
    expect(pdf.statusCode).toBe(422);
    expect(fieldErrorsOf(pdf).profile_image).toEqual(['Invalid file type! Please select an image file.']);
    expect((await upload(session, Buffer.concat([TINY_PNG, Buffer.alloc(2 * 1024 * 1024)]))).statusCode).toBe(413);
    expect((await upload(w.sessions.business, TINY_PNG)).statusCode).toBe(403);
  });
});

describe('POST /api/profile/meta and POST /profile-session/meta', () => {
  it('saves every field; the birthday only when day, month and year are chosen', async () => {
    const { session } = await register({ email: 'meta@mail.test' });
    const saved = await t.call('POST', '/api/profile/meta', session, meta());
    expect(saved.statusCode, saved.body).toBe(200);
    const { data } = saved.json<{ data: CandidateProfile }>();
    const { variant, ...sent } = meta();
    expect(variant).toBe('default');
    expect(data.meta).toEqual({ ...sent, birthday: '1990-03-14' });
    const partial = await t.call('POST', '/api/profile/meta', session, meta({ birthday_day: null }));
    expect(partial.json<{ data: CandidateProfile }>().data.meta).toMatchObject({
      birthday: null,
      birthday_month: null,
      birthday_year: null,
    });
    const step = await t.call('POST', '/profile-session/meta', session, { step: 3, address: 'Invalidenstraße 1' });
    expect(step.json()).toEqual({ success: true });
    const profile = (await t.call('GET', '/api/profile', session)).json<{ data: CandidateProfile }>().data;
    expect(profile).toMatchObject({ step: 3, session_address: 'Invalidenstraße 1' });
    const events = await t.rawStore.readStream(candidateProfileStreamId(profile.id));
    expect(JSON.stringify(events.map((event) => event.data))).not.toContain('Frühdienst');
  });

  it('answers field messages the wizard marks its sections by', async () => {
    const { session } = await register({ email: 'meta.falsch@mail.test' });
    const bad = await t.call(
      'POST',
      '/api/profile/meta',
      session,
      meta({
        birthday_day: 31,
        birthday_month: 2,
        gdpr: false,
        work_area: 'other',
        custom_experiences: ['Wundpflege', 'wundpflege '],
        working_since: 1900,
      }),
    );
    expect(bad.statusCode).toBe(422);
    expect(fieldErrorsOf(bad)).toEqual({
      birthday: ['The birthday is not a valid date.'],
      gdpr: ['Please agree to the processing of your data.'],
      custom_work_area: ['Please describe your work area.'],
      custom_experiences: ['Option existiert bereits.'],
      working_since: ['Choose a year of the list.'],
    });
    const schema = await t.call(
      'POST',
      '/api/profile/meta',
      session,
      meta({ satisfaction_with_current_employer: 9, profession_groups: ['pilot'] }),
    );
    expect(schema.statusCode).toBe(422);
    expect((await t.call('POST', '/profile-session/meta', session, { step: 0 })).statusCode).toBe(422);
  });
});

describe('account deletion', () => {
  const FIRST = 'Hiltrud';
  const LAST = 'Wendelmoser';
  const EMAIL = 'hiltrud.wendelmoser@mail.test';
  const CHANGED_EMAIL = 'hiltrud.neu@mail.test';
  const PHONE = '+4917612345678';

  /** Every table of every schema and every stored file, searched for the person's name, addresses and phone. */
  async function plainTextFound(needles: readonly string[]): Promise<string[]> {
    const found: string[] = [];
    const tables = await t.pool.query(sql.unsafe`
      select table_schema, table_name from information_schema.tables
      where table_schema not in ('pg_catalog', 'information_schema') and table_type = 'BASE TABLE'`);
    for (const { table_schema: schema, table_name: name } of tables.rows as ReadonlyArray<{ table_schema: string; table_name: string }>) {
      // The runner rebuilds read models without `forget` after an erasure: their tables come and go meanwhile.
      if (schema.endsWith('__next')) continue;
      const rows = await t.pool
        .query(sql.unsafe`select to_jsonb(x)::text as row from ${sql.identifier([schema, name])} x`)
        .catch((error: unknown) => {
          if (String(error).includes('does not exist')) return { rows: [] };
          throw error;
        });
      for (const { row } of rows.rows as ReadonlyArray<{ row: string }>)
        for (const needle of needles) if (row.includes(needle)) found.push(`${schema}.${name}: ${needle}`);
    }
    const walk = async (folder: string): Promise<void> => {
      for (const entry of await readdir(folder, { withFileTypes: true })) {
        const full = path.join(folder, entry.name);
        if (entry.isDirectory()) await walk(full);
        else {
          const content = await readFile(full, 'latin1');
          for (const needle of needles) if (content.includes(needle)) found.push(`file ${full}: ${needle}`);
        }
      }
    };
    await walk(t.filesDir);
    return [...new Set(found)];
  }

  it('lists the reasons for candidates', async () => {
    const { session } = await register({ email: 'gruende@mail.test' });
    const reasons = await t.call('GET', '/api/accountDeleteReasons', session);
    expect(reasons.json()).toEqual({
      data: [
        { id: foundJobReasonId, identifier: 'found_job', name: 'Neue Stelle', requires_text: false },
        { id: otherReasonId, identifier: 'other', name: 'Sonstiges', requires_text: true },
      ],
    });
  });

  it("needs the typed key 'löschen', a reason, and 25 characters of text for a reason that asks for it", async () => {
    const { session } = await register({ email: 'noch.nicht@mail.test' });
    const empty = await t.call('POST', '/api/profile/delete', session, { key: 'loeschen', reason_id: null, text: '' });
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(fieldErrorsOf(empty)).sort()).toEqual(['key', 'reason_id']);
    const short = await t.call('POST', '/api/profile/delete', session, { key: 'löschen', reason_id: otherReasonId, text: 'zu kurz' });
    expect(fieldErrorsOf(short)).toEqual({ text: ['Please explain in at least 25 characters.'] });
    const unknown = await t.call('POST', '/api/profile/delete', session, { key: 'löschen', reason_id: w.campaignId, text: '' });
    expect(fieldErrorsOf(unknown).reason_id).toEqual(['The selected reason for deleting the account is invalid.']);
    expect((await t.call('GET', '/api/profile', session)).statusCode).toBe(200);
  });

  it('erases the person: key deleted, sign-in refused, gone from every read model, unreadable in the log', async () => {
    const { session, userId } = await register({ email: EMAIL, first_name: FIRST, last_name: LAST, phone: PHONE });
    const contactId = (await t.call('GET', '/api/profile', session)).json<{ data: CandidateProfile }>().data.id;
    await t.call('POST', '/api/profile', session, {
      first_name: FIRST,
      last_name: LAST,
      email: CHANGED_EMAIL,
      phone: PHONE,
      country: 'DE',
      language: 'de',
    });
    const signedIn = await t.signIn(CHANGED_EMAIL);
    await t.call('POST', '/api/profile/meta', signedIn, meta({ notes: `${FIRST} ${LAST} mag Frühdienst` }));
    const form = multipartForm([{ field: 'profile_image', filename: `${LAST}.png`, contentType: 'image/png', content: TINY_PNG }]);
    expect((await t.call('POST', '/api/profile/upload', signedIn, form.payload, form.headers)).statusCode).toBe(201);
    await t.caughtUp();
    const needles = [FIRST, LAST, EMAIL, CHANGED_EMAIL, PHONE];
    expect((await plainTextFound(needles)).some((place) => place.startsWith('rm_candidate_profiles.profiles'))).toBe(true);

    const deleted = await t.call('POST', '/api/profile/delete', signedIn, {
      key: 'löschen',
      reason_id: otherReasonId,
      text: 'Ich möchte keine Angebote mehr bekommen, danke.',
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ success: true, message: 'Your account was deleted.' });

    // The keys are gone; the session ended; no sign-in with either address.
    const keys = await t.pool.query(
      sql.unsafe`select subject_id, key is null as erased from pd_subject_keys where subject_id = any(${sql.array([contactId, userId], 'uuid')})`,
    );
    expect(keys.rows).toHaveLength(2);
    expect(keys.rows.every((row) => (row as { erased: boolean }).erased)).toBe(true);
    expect((await t.call('GET', '/api/profile', signedIn)).statusCode).toBe(401);
    for (const email of [EMAIL, CHANGED_EMAIL])
      expect((await t.call('POST', '/login', await t.anonymous(), { email, password: TEST_PASSWORD })).statusCode).toBe(422);

    // Nothing of the person in any table or file, before and after rebuilding every read model.
    await t.caughtUp();
    expect(await plainTextFound(needles)).toEqual([]);
    expect(
      (await t.pool.query(sql.unsafe`select 1 from rm_candidate_profiles.profiles where contact_id = ${contactId}`)).rows,
    ).toHaveLength(0);
    // The read models these events reach (those without `forget` are rebuilt by the runner itself after an erasure).
    for (const projection of allProjections.filter((p) => ['candidate-profiles', 'users', 'contacts', 'privacy'].includes(p.name))) {
      const before = await schemaContents(t.pool, projection.schema);
      await rebuildProjection({ pool: t.pool, store: t.store }, projection);
      expect(await schemaContents(t.pool, projection.schema), projection.name).toEqual(before);
    }
    expect(await plainTextFound(needles)).toEqual([]);

    // The log keeps the events, unreadable: what was personal reads as erased.
    const events = await t.store.readStream(candidateProfileStreamId(contactId));
    expect(events.map((event) => event.type)).toEqual([
      'CandidateProfileChanged',
      'CandidateProfileMetaSaved',
      'CandidateProfileImageChanged',
      'CandidateAccountDeleted',
    ]);
    expect(events[0]?.data).toMatchObject({ firstName: 'Gelöschte Person', email: `geloescht-${userId}@invalid` });
    expect(events[1]?.data).toMatchObject({ meta: null });
    expect(events[3]?.data).toMatchObject({ reasonId: otherReasonId, reasonText: null });
    const raw = JSON.stringify((await t.rawStore.readStream(candidateProfileStreamId(contactId))).map((event) => event.data));
    for (const needle of needles) expect(raw).not.toContain(needle);

    // Both addresses may be registered again.
    await register({ email: EMAIL });
    await register({ email: CHANGED_EMAIL });
  });
});
