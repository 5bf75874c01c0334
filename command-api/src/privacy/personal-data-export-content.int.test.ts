import type { PersonalDataExport } from '@rm/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReferenceItem } from '@rm/command-api';
import { multipartForm, startTestAppWithWorld, TINY_PDF, type Session, type TestApp, type World } from '@rm/server/testing';

let t: TestApp;
let w: World;
/** The candidate with a sign-in (w.users.contact). */
let own: string;
let exported: PersonalDataExport;
const system = { actorId: null, actorRole: 'system' };

const exportOf = async (session: Session, path: string, body: object = {}): Promise<PersonalDataExport> => {
  const response = await t.call('POST', path, session, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: PersonalDataExport }>().data;
};

beforeAll(async () => {
  ({ t, w } = await startTestAppWithWorld({}, { contacts: 3 }));
  own = w.contactIds[0] ?? '';
  await t.caughtUp();
  const unlocked = await t.call('POST', '/api/unlock-contact', w.sessions.admin, {
    driver_id: own,
    company_id: w.companyId,
    employer_id: w.users.business.id,
    campaign_id: w.campaignId,
  });
  expect(unlocked.statusCode, unlocked.body).toBe(201);
  const unlockId = unlocked.json<{ data: { id: string } }>().data.id;
  const reasonId = (
    await createReferenceItem(t.store, 'unqualified-status-reasons', { identifier: 'no_licence', name: 'Kein Führerschein' }, system)
  ).itemId;
  await t.caughtUp();
  const reasons = await t.call('PUT', `/api/unlocked-contacts/${unlockId}/unqualifiedStatusReasons`, w.sessions.business, {
    reasons: [reasonId],
  });
  expect(reasons.statusCode, reasons.body).toBe(200);
  const status = await t.call('PUT', `/api/unlocked-contacts/${unlockId}/status`, w.sessions.business, { status_id: 5 });
  expect(status.statusCode, status.body).toBe(200);
  const form = multipartForm([{ field: 'documents[0]', filename: 'Lebenslauf.pdf', contentType: 'application/pdf', content: TINY_PDF }]);
  const upload = await t.call('POST', `/contacts/${own}/uploadDocuments`, w.sessions.business, form.payload, form.headers);
  expect(upload.statusCode, upload.body).toBe(201);
  const changed = await t.call('POST', '/api/profile', w.sessions.contact, {
    first_name: 'Neuvorname',
    last_name: 'Neunachname',
    email: 'neu.adresse@example.de',
    phone: '+49 151 23456789',
    country: 'DE',
    language: 'de',
  });
  expect(changed.statusCode, changed.body).toBe(200);
  await t.caughtUp();
  exported = await exportOf(w.sessions.contact, `/api/privacy/contacts/${own}/export`);
});
afterAll(() => t.close());

const currentValue = (field: string) => exported.current.find((entry) => entry.field === field);

describe('the Art. 15 export of a candidate', () => {
  it('shows the current name, e-mail and phone after a change, each with its source', () => {
    expect(currentValue('first_name')).toMatchObject({ label: 'Vorname', value: 'Neuvorname', source: 'self' });
    expect(currentValue('last_name')?.value).toBe('Neunachname');
    expect(currentValue('email')?.value).toBe('neu.adresse@example.de');
    expect(currentValue('phone')?.value).toBe('+4915123456789');
    expect(exported.summary_html).toContain('Neuvorname');
    expect(exported.summary_html).toContain('neu.adresse@example.de');
  });

  it("holds the employer's rejection (status 5) with its reasons, in words", () => {
    const rejection = exported.decisions.find((decision) => decision.decision.includes('abgelehnt (nicht geeignet)'));
    expect(rejection).toMatchObject({ reasons: ['Kein Führerschein'], by: 'Arbeitgeber' });
    expect(rejection?.company).toBeTruthy();
    expect(exported.unlocks[0]?.status).toBe('Vom Unternehmen abgelehnt (nicht geeignet)');
    expect(exported.summary_html).toContain('Kein Führerschein');
  });

  it('holds a decrypted copy of the documents an employer uploaded', () => {
    const file = exported.files.find((entry) => entry.name === 'Lebenslauf.pdf');
    expect(file?.content_type).toBe('application/pdf');
    expect(Buffer.from(file?.content_base64 ?? '', 'base64').equals(TINY_PDF)).toBe(true);
    expect(exported.summary_html).toContain('Lebenslauf.pdf');
  });

  it('names the sources, the controller, the processors and the storage periods of the settings', () => {
    expect(exported.sources.map((entry) => entry.source)).toEqual(expect.arrayContaining(['employer', 'self']));
    expect(exported.events.every((event) => event.label.length > 0 && event.source.length > 0)).toBe(true);
    expect(exported.controller.name).not.toBe('');
    expect(exported.controller.dpo_contact).not.toBe('');
    expect(exported.processors.length).toBeGreaterThan(0);
    expect(exported.storage_periods.map((entry) => entry.period)).toEqual(
      expect.arrayContaining([expect.stringContaining('6 Monate'), expect.stringContaining('12 Monate'), '24 Monate']),
    );
    for (const heading of ['Verantwortlicher', 'Auftragsverarbeiter', 'Speicherdauer', 'Herkunft der Daten', 'Ihre Dateien'])
      expect(exported.summary_html).toContain(heading);
  });

  it('shows no hash or secret, and its page no event names or raw JSON', () => {
    const json = JSON.stringify(exported);
    expect(json).not.toMatch(/\$argon2/);
    const page = exported.summary_html;
    for (const type of exported.events.map((event) => event.type)) expect(page).not.toContain(`>${type}<`);
    expect(page).not.toMatch(/[{[]"/);
    expect(page).not.toContain('UnlockedContactStatusChanged');
    expect(page).not.toContain('firstName');
  });
});

describe('POST /api/privacy/me/export', () => {
  it("gives a company user their own account's data and none of a candidate's", async () => {
    const mine = await exportOf(w.sessions.business, '/api/privacy/me/export');
    expect(mine.person).toMatchObject({ contact_id: null, user_id: w.users.business.id });
    expect(mine.current.find((entry) => entry.field === 'account_email')?.value).toBe(w.users.business.email);
    const json = JSON.stringify(mine);
    expect(json).not.toContain('Neuvorname');
    expect(json).not.toContain('Lebenslauf.pdf');
    expect(json).not.toContain(own);
    expect(json).not.toMatch(/\$argon2/);
    expect(mine.summary_html).toContain('Verantwortlicher');
  });

  it('gives an admin their own data and none of a candidate', async () => {
    const mine = await exportOf(w.sessions.admin, '/api/privacy/me/export');
    expect(mine.person.user_id).toBe(w.users.admin.id);
    const json = JSON.stringify(mine);
    expect(json).not.toContain('Neuvorname');
    expect(json).not.toContain(own);
  });

  it('gives a candidate their candidate export', async () => {
    const mine = await exportOf(w.sessions.contact, '/api/privacy/me/export');
    expect(mine.person.contact_id).toBe(own);
    expect(mine.current.find((entry) => entry.field === 'first_name')?.value).toBe('Neuvorname');
  });

  it('refuses strangers (401)', async () => {
    expect((await t.call('POST', '/api/privacy/me/export', await t.anonymous(), {})).statusCode).toBe(401);
  });
});
