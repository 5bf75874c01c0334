import type { PersonalDataExport } from '@rm/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECRET_PLACEHOLDER } from './personal-data-export';
import { multipartForm, startTestAppWithWorld, TINY_PDF, type TestApp, type World } from '@rm/server/testing';

let t: TestApp;
let w: World;
/** The candidate with a sign-in (w.users.contact), who asks for the export. */
let own: string;
let others: string[];

const SEPA = {
  bank_account_owner: 'Pflege Test GmbH',
  iban: 'DE89 3704 0044 0532 0130 00',
  swift_bic: 'COBADEFFXXX',
  signer_name: 'Eva Muster',
  accept_terms: true,
};

const upload = async (contactId: string, filename: string) => {
  const form = multipartForm([{ field: 'documents[0]', filename, contentType: 'application/pdf', content: TINY_PDF }]);
  const response = await t.call('POST', `/contacts/${contactId}/uploadDocuments`, w.sessions.business, form.payload, form.headers);
  expect(response.statusCode).toBe(201);
};
const message = async (contactId: string, text: string) => {
  const response = await t.call('POST', '/company/active-sourcing-request-reached', w.sessions.business, {
    user_id: contactId,
    message: text,
  });
  expect(response.statusCode).toBe(201);
};

beforeAll(async () => {
  ({ t, w } = await startTestAppWithWorld({}, { contacts: 4 }));
  own = w.contactIds[0] ?? '';
  others = w.contactIds.slice(1);
  await t.caughtUp();
  for (const contactId of [own, others[0] ?? '']) {
    const unlock = await t.call('POST', '/api/unlock-contact', w.sessions.admin, {
      driver_id: contactId,
      company_id: w.companyId,
      employer_id: null,
      campaign_id: w.campaignId,
    });
    expect(unlock.statusCode, unlock.body).toBe(201);
  }
  await t.caughtUp();
  expect((await t.call('PUT', '/settings/payment-method-sepa', w.sessions.owner, SEPA)).statusCode).toBe(200);
  const plan = { package_key: 'professional', messages: 25, campaigns: 1, months: 3 };
  expect((await t.call('POST', '/api/packages/choose', w.sessions.owner, plan)).statusCode).toBe(200);
  const template = await t.call('POST', '/api/active-sourcing/templates', w.sessions.business, {
    name: 'Erstkontakt',
    body: 'Vorlage-Text',
  });
  expect(template.statusCode).toBe(201);
  await upload(own, 'Eigener-Lebenslauf.pdf');
  await upload(others[0] ?? '', 'Fremder-Lebenslauf.pdf');
  await message(own, 'Nachricht an mich');
  await message(others[0] ?? '', 'Nachricht an Person eins');
  await message(others[1] ?? '', 'Nachricht an Person zwei');
  expect((await t.call('GET', '/api/generateOTP', w.sessions.contact)).statusCode).toBe(200);
  await t.caughtUp();
});
afterAll(() => t.close());

const exportOwn = async (): Promise<PersonalDataExport> => {
  const response = await t.call('POST', `/api/privacy/contacts/${own}/export`, w.sessions.contact, {});
  expect(response.statusCode).toBe(200);
  return response.json<{ data: PersonalDataExport }>().data;
};

describe('the Art. 15 export of a candidate whose company stream names others', () => {
  it('holds no other person, no event of the employer alone and no secret', async () => {
    const exported = await exportOwn();
    const text = JSON.stringify(exported);
    for (const id of [...others, w.users.business.id, w.users.owner.id]) expect(text).not.toContain(id);
    for (const foreign of ['Fremder-Lebenslauf', 'Person eins', 'Person zwei', 'Vorlage-Text', 'Eva Muster', 'DE89', 'COBADEFF'])
      expect(text).not.toContain(foreign);
    const types = new Set(exported.events.map((event) => event.type));
    for (const type of ['SepaDetailsSaved', 'PackageChosen', 'MessageTemplateSaved', 'ActiveSourcingAccessSet', 'TestimonialSaved'])
      expect(types).not.toContain(type);
    const secrets: string[] = [];
    for (const event of await t.store.readStream(`user-${w.users.contact.id}`))
      if (event.type === 'UserRegistered') secrets.push(String((event.data as { passwordHash: string }).passwordHash));
    for (const event of await t.store.readStream(`phone-code-${w.users.contact.id}`)) {
      const data = event.data as Record<string, unknown>;
      for (const field of ['codeHash', 'salt']) if (typeof data[field] === 'string') secrets.push(data[field]);
    }
    expect(secrets.length).toBeGreaterThan(0);
    for (const secret of secrets) expect(text).not.toContain(secret);
    // A secret of the person's own events reads as kept, never with its value.
    for (const event of exported.events)
      for (const field of ['codeHash', 'salt', 'passwordHash', 'token', 'iban', 'swiftBic', 'price'])
        expect(event.data[field] ?? SECRET_PLACEHOLDER, `${event.type}.${field}`).toBe(SECRET_PLACEHOLDER);
  });

  it("still holds the candidate's own data: their document, their message, their phone code, their offers", async () => {
    const exported = await exportOwn();
    const mine = (type: string) => exported.events.filter((event) => event.type === type);
    expect(mine('ContactDocumentAdded').map((event) => event.data['name'])).toEqual(['Eigener-Lebenslauf.pdf']);
    expect(mine('ActiveSourcingMessageSent').map((event) => event.data['message'])).toEqual(['Nachricht an mich']);
    expect(mine('PhoneCodeSent')).toHaveLength(1);
    for (const type of [
      'ContactRegistered',
      'UserRegistered',
      'OfferCreated',
      'OfferStageChanged',
      'ContactUnlocked',
      'PersonalDataExported',
    ])
      expect(mine(type).length, type).toBeGreaterThan(0);
    for (const event of exported.events) expect(event.data['contactId'] ?? own).toBe(own);
    expect(exported.personal_data.map((entry) => entry.event_type)).toEqual(
      expect.arrayContaining(['ContactDocumentAdded', 'ActiveSourcingMessageSent']),
    );
    expect(exported.personal_data.flatMap((entry) => Object.keys(entry.fields))).not.toContain('passwordHash');
  });
});
