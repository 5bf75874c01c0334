import { randomUUID } from 'node:crypto';
import type { PersonalDataExport, PrivacyRecord } from '@rm/domain';
import { sql } from 'slonik';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldErrorsOf, startTestAppWithWorld, type TestApp, type World } from '@rm/server/testing';

let t: TestApp;
let w: World;
/** The candidate with a sign-in (w.users.contact). */
let own: string;
let other: string;

beforeAll(async () => {
  ({ t, w } = await startTestAppWithWorld({}, { contacts: 3 }));
  own = w.contactIds[0] ?? '';
  other = w.contactIds[1] ?? '';
});
afterAll(() => t.close());

const consentsOf = (response: { json: <T>() => T }) => response.json<{ data: PrivacyRecord }>().data;

describe('POST /api/privacy/contacts/{id}/consents', () => {
  it('records a consent with text version, channel and time; the record shows it in force and in the history (201)', async () => {
    const response = await t.call('POST', `/api/privacy/contacts/${other}/consents`, w.sessions.admin, {
      purpose: 'talent_pool',
      text_version: '2026-01',
      channel: 'phone',
    });
    expect(response.statusCode).toBe(201);
    const record = consentsOf(response);
    expect(record.consents).toEqual([
      { purpose: 'talent_pool', given: true, text_version: '2026-01', channel: 'phone', at: expect.stringMatching(/^\d{4}-/) as unknown },
    ]);
    expect(record.consent_history).toHaveLength(1);
    expect(record.retention_due_at).toBeNull();
  });

  it("records a candidate's own consent as given through the website, whatever the request says", async () => {
    const response = await t.call('POST', `/api/privacy/contacts/${own}/consents`, w.sessions.contact, {
      purpose: 'privacy_notice',
      text_version: '2026-01',
      channel: 'paper',
    });
    expect(response.statusCode).toBe(201);
    expect(consentsOf(response).consents).toEqual([expect.objectContaining({ purpose: 'privacy_notice', channel: 'web', given: true })]);
  });

  it("refuses a candidate acting on someone else's record and company users (403), strangers (401)", async () => {
    const body = { purpose: 'terms', text_version: '1', channel: 'web' };
    expect((await t.call('POST', `/api/privacy/contacts/${other}/consents`, w.sessions.contact, body)).statusCode).toBe(403);
    expect((await t.call('POST', `/api/privacy/contacts/${other}/consents`, w.sessions.business, body)).statusCode).toBe(403);
    expect((await t.call('POST', `/api/privacy/contacts/${other}/consents`, w.sessions.owner, body)).statusCode).toBe(403);
    expect((await t.call('POST', `/api/privacy/contacts/${other}/consents`, await t.anonymous(), body)).statusCode).toBe(401);
  });

  it('answers 422 on text_version for a version of the text that was never published', async () => {
    const response = await t.call('POST', `/api/privacy/contacts/${other}/consents`, w.sessions.admin, {
      purpose: 'terms',
      text_version: '2099-01',
      channel: 'paper',
    });
    expect(response.statusCode).toBe(422);
    expect(fieldErrorsOf(response)).toEqual({ text_version: ['This text version does not exist.'] });
  });

  it('answers 422 with field messages for a wrong purpose or channel, 404 for an unknown contact', async () => {
    const bad = await t.call('POST', `/api/privacy/contacts/${other}/consents`, w.sessions.admin, {
      purpose: 'spam',
      text_version: '',
      channel: 'fax',
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(fieldErrorsOf(bad)).sort()).toEqual(['channel', 'purpose', 'text_version']);
    const unknown = await t.call('POST', `/api/privacy/contacts/${randomUUID()}/consents`, w.sessions.admin, {
      purpose: 'terms',
      text_version: '1',
      channel: 'web',
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('POST /api/privacy/contacts/{id}/consents/withdraw', () => {
  it('withdraws the consent in force; the contact detail of the privacy record shows it withdrawn with its version', async () => {
    const response = await t.call('POST', `/api/privacy/contacts/${other}/consents/withdraw`, w.sessions.admin, {
      purpose: 'talent_pool',
      channel: 'email',
    });
    expect(response.statusCode).toBe(200);
    const record = consentsOf(response);
    expect(record.consents).toEqual([
      expect.objectContaining({ purpose: 'talent_pool', given: false, text_version: '2026-01', channel: 'email' }),
    ]);
    expect(record.consent_history.map((entry) => entry.action)).toEqual(['given', 'withdrawn']);
  });

  it('answers 422 on purpose when there is no consent to withdraw', async () => {
    const response = await t.call('POST', `/api/privacy/contacts/${other}/consents/withdraw`, w.sessions.admin, {
      purpose: 'talent_pool',
      channel: 'web',
    });
    expect(response.statusCode).toBe(422);
    expect(fieldErrorsOf(response)).toEqual({ purpose: ['There is no consent to withdraw.'] });
  });

  it('refuses to withdraw the terms or the privacy notice: they rest on the contract of use (422 on purpose, record unchanged)', async () => {
    const given = await t.call('POST', `/api/privacy/contacts/${own}/consents`, w.sessions.contact, {
      purpose: 'terms',
      text_version: '2026-01',
      channel: 'web',
    });
    expect(given.statusCode).toBe(201);
    for (const purpose of ['terms', 'privacy_notice']) {
      const response = await t.call('POST', `/api/privacy/contacts/${own}/consents/withdraw`, w.sessions.contact, {
        purpose,
        channel: 'web',
      });
      expect(response.statusCode).toBe(422);
      expect(fieldErrorsOf(response).purpose?.[0]).toMatch(/Art\. 6 \(1\) \(b\) GDPR/);
    }
    const record = consentsOf(await t.call('GET', '/api/privacy/me', w.sessions.contact));
    expect(record.consents.find((consent) => consent.purpose === 'terms')?.given).toBe(true);
  });
});

describe('GET /api/privacy/contacts/{id} and /api/privacy/me', () => {
  it('shows a candidate their own record, refuses them anyone else’s (403) and company users (403)', async () => {
    expect((await t.call('GET', `/api/privacy/contacts/${own}`, w.sessions.contact)).statusCode).toBe(200);
    expect((await t.call('GET', `/api/privacy/contacts/${other}`, w.sessions.contact)).statusCode).toBe(403);
    expect((await t.call('GET', `/api/privacy/contacts/${own}`, w.sessions.business)).statusCode).toBe(403);
    expect((await t.call('GET', `/api/privacy/contacts/${randomUUID()}`, w.sessions.admin)).statusCode).toBe(404);
    const me = await t.call('GET', '/api/privacy/me', w.sessions.contact);
    expect(me.statusCode).toBe(200);
    expect(consentsOf(me).contact_id).toBe(own);
    expect((await t.call('GET', '/api/privacy/me', w.sessions.admin)).statusCode).toBe(403);
  });
});

describe('access log', () => {
  it("records an admin's read of the contact detail and an employer's read of unlocked contacts, and shows them", async () => {
    await t.call('GET', `/api/contacts/${other}`, w.sessions.admin);
    const unlocked = await t.call('POST', '/api/unlock-contact', w.sessions.admin, {
      driver_id: other,
      company_id: w.companyId,
      employer_id: w.users.business.id,
      campaign_id: w.campaignId,
    });
    expect(unlocked.statusCode).toBe(201);
    await t.caughtUp();
    expect((await t.call('GET', `/api/companies/${w.companyId}/unlocked-contacts`, w.sessions.business)).statusCode).toBe(200);
    const record = consentsOf(await t.call('GET', `/api/privacy/contacts/${other}`, w.sessions.admin));
    expect(record.access_log.map((entry) => [entry.what, entry.reader_role, entry.reader_name, entry.company_name])).toEqual([
      ['unlocked-contacts', 'business', 'business Tester', 'Pflege Test GmbH'],
      // The unlock's answer shows the contact's phone and e-mail to the admin.
      ['unlocked-contacts', 'admin', 'admin Tester', null],
      ['contact-detail', 'admin', 'admin Tester', null],
    ]);
  });
});

describe('POST /api/privacy/contacts/{id}/export', () => {
  it('gives the candidate everything held about them: profile, consents, offers with stages, unlocks, reads, events, a German summary', async () => {
    const response = await t.call('POST', `/api/privacy/contacts/${other}/export`, w.sessions.admin, {
      reason: 'Auskunftsersuchen per Brief',
    });
    expect(response.statusCode).toBe(200);
    const exported = response.json<{ data: PersonalDataExport }>().data;
    expect(exported.profile).toMatchObject({
      first_name: 'Kim1',
      last_name: 'Muster',
      email: 'kim1@example.test',
      phone: '+49 151 1111111',
    });
    expect(exported.consents.map((consent) => [consent.purpose, consent.action])).toEqual([
      ['talent_pool', 'given'],
      ['talent_pool', 'withdrawn'],
    ]);
    expect(exported.offers).toEqual([
      expect.objectContaining({
        company: 'Pflege Test GmbH',
        campaign: 'Fahrer Berlin',
        stages: [expect.objectContaining({ stage: 'new' }), expect.objectContaining({ stage: 'unlocked' })],
      }),
    ]);
    expect(exported.unlocks).toEqual([expect.objectContaining({ company: 'Pflege Test GmbH', status: 'unlocked' })]);
    expect(exported.access_log.map((entry) => entry.what)).toEqual(['export', 'unlocked-contacts', 'unlocked-contacts', 'contact-detail']);
    // The admin's free text stays in the export's event (encrypted with the person's key); the access log,
    // kept beyond an erasure, has only its category.
    expect(exported.access_log[0]?.reason).toBe('admin-request');
    const logged = await t.pool.query(sql.unsafe`select count(*)::int as n from pd_access_log where reason like '%Brief%'`);
    expect((logged.rows[0] as { n: number }).n).toBe(0);
    expect(exported.personal_data.find((entry) => entry.event_type === 'ContactRegistered')?.fields).toMatchObject({ firstName: 'Kim1' });
    const types = exported.events.map((event) => event.type);
    for (const type of [
      'ContactRegistered',
      'OfferCreated',
      'OfferStageChanged',
      'ContactUnlocked',
      'ConsentGiven',
      'ConsentWithdrawn',
      'PersonalDataExported',
    ])
      expect(types).toContain(type);
    expect(exported.summary_html).toContain('<h1>Auskunft nach Art. 15 DSGVO</h1>');
    expect(exported.summary_html).toContain('Pflege Test GmbH');
    expect(exported.summary_html).toContain('Talentpool');
    expect(exported.summary_html).not.toContain('<script');
  });

  it('lets the candidate export their own data without a reason, and finds the events of their sign-in too', async () => {
    const response = await t.call('POST', `/api/privacy/contacts/${own}/export`, w.sessions.contact, {});
    expect(response.statusCode).toBe(200);
    const exported = response.json<{ data: PersonalDataExport }>().data;
    expect(exported.person).toMatchObject({ contact_id: own, user_id: w.users.contact.id });
    expect(exported.events.map((event) => event.type)).toEqual(
      expect.arrayContaining(['UserRegistered', 'UserRoleGranted', 'UserEmailClaimed']),
    );
    const registered = exported.events.find((event) => event.type === 'UserRegistered');
    expect(registered?.data['passwordHash']).toBe('(gespeichert, nicht einsehbar)');
  });

  it('needs an admin’s reason (422), refuses company users and other candidates (403), 404 for an unknown contact', async () => {
    const noReason = await t.call('POST', `/api/privacy/contacts/${other}/export`, w.sessions.admin, {});
    expect(noReason.statusCode).toBe(422);
    expect(Object.keys(fieldErrorsOf(noReason))).toEqual(['reason']);
    expect((await t.call('POST', `/api/privacy/contacts/${other}/export`, w.sessions.business, {})).statusCode).toBe(403);
    expect((await t.call('POST', `/api/privacy/contacts/${other}/export`, w.sessions.otherBusiness, {})).statusCode).toBe(403);
    expect((await t.call('POST', `/api/privacy/contacts/${other}/export`, w.sessions.contact, {})).statusCode).toBe(403);
    expect((await t.call('POST', `/api/privacy/contacts/${other}/export`, await t.anonymous(), {})).statusCode).toBe(401);
    expect((await t.call('POST', `/api/privacy/contacts/${randomUUID()}/export`, w.sessions.admin, { reason: 'Prüfung' })).statusCode).toBe(
      404,
    );
  });

  it('records each export in the audit trail of the contact', async () => {
    await t.caughtUp();
    const trail = (await t.call('GET', `/api/audit/contact/${other}`, w.sessions.admin)).json<{ data: Array<{ type: string }> }>();
    expect(trail.data.map((entry) => entry.type)).toContain('PersonalDataExported');
  });
});
