import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STANDARD_SOURCING_TEXT } from '@rm/domain';
import { fieldErrorsOf, multipartForm, startTestAppWithWorld, TINY_PDF, TINY_PNG, type TestApp, type World } from '@rm/server/testing';

let t: TestApp;
let w: World;
let unlockedId: string;

beforeAll(async () => {
  ({ t, w } = await startTestAppWithWorld({}, { contacts: 2 }));
  unlockedId = w.contactIds[0] ?? '';
  const unlock = await t.call('POST', '/api/unlock-contact', w.sessions.admin, {
    driver_id: unlockedId,
    company_id: w.companyId,
    employer_id: null,
    campaign_id: w.campaignId,
  });
  expect(unlock.statusCode).toBe(201);
  await t.caughtUp();
});
afterAll(() => t.close());

const send = (userId: string, session = w.sessions.business) =>
  t.call('POST', '/company/active-sourcing-request-reached', session, {
    user_id: userId,
    message: STANDARD_SOURCING_TEXT,
  });

describe('active-sourcing quota', () => {
  it('sends the 5 default messages, then refuses with 409 and never goes below 0', async () => {
    expect((await t.call('GET', '/api/active-sourcing', w.sessions.owner)).json()).toEqual({
      has_unlimited_access: false,
      contact_same_user_after_days: 90,
      total_messages: 5,
      sent_messages: 0,
      remaining_messages: 5,
      can_customize_message: false,
      standard_message: STANDARD_SOURCING_TEXT,
    });
    const first = await send(randomUUID());
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ message: 'Message sent.', quota: { sent_messages: 1, remaining_messages: 4 } });
    for (let i = 0; i < 4; i += 1) expect((await send(randomUUID(), w.sessions.owner)).statusCode).toBe(201);
    const beyond = await send(randomUUID());
    expect(beyond.statusCode).toBe(409);
    expect(beyond.json()).toEqual({ message: 'Your active-sourcing messages are used up. Choose a bigger package to send more.' });
    expect((await t.call('GET', '/api/active-sourcing', w.sessions.business)).json()).toMatchObject({
      sent_messages: 5,
      remaining_messages: 0,
    });
    // Another company has its own quota.
    expect((await t.call('GET', '/api/active-sourcing', w.sessions.otherBusiness)).json()).toMatchObject({ remaining_messages: 5 });
  });

  it('refuses the same candidate again within 90 days', async () => {
    const candidate = randomUUID();
    expect((await send(candidate, w.sessions.otherBusiness)).statusCode).toBe(201);
    const again = await send(candidate, w.sessions.otherBusiness);
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toMatch(/90 days/);
  });

  it('answers field messages and is for company users only', async () => {
    const invalid = await t.call('POST', '/company/active-sourcing-request-reached', w.sessions.business, { user_id: 'x', message: ' ' });
    expect(Object.keys(fieldErrorsOf(invalid))).toEqual(expect.arrayContaining(['user_id', 'message']));
    const unknownTemplate = await t.call('POST', '/company/active-sourcing-request-reached', w.sessions.otherBusiness, {
      user_id: randomUUID(),
      template_id: randomUUID(),
      message: 'Hallo',
    });
    expect(fieldErrorsOf(unknownTemplate).template_id).toEqual(['Template not found.']);
    expect((await send(randomUUID(), await t.anonymous())).statusCode).toBe(401);
    expect((await send(randomUUID(), w.sessions.admin)).statusCode).toBe(403);
    expect((await t.call('GET', '/api/active-sourcing', w.sessions.contact)).statusCode).toBe(403);
  });
});

describe('unlimited active sourcing (admins)', () => {
  it('an admin lifts the limit of a company, and sets it again', async () => {
    const url = `/api/companies/${w.otherCompanyId}/active-sourcing-access`;
    const lifted = await t.call('PUT', url, w.sessions.admin, { has_unlimited_access: true });
    expect(lifted.json()).toMatchObject({ has_unlimited_access: true, remaining_messages: null });
    expect((await t.call('GET', '/api/active-sourcing', w.sessions.otherBusiness)).json()).toMatchObject({ has_unlimited_access: true });
    expect((await t.call('PUT', url, w.sessions.admin, { has_unlimited_access: false })).json()).toMatchObject({
      has_unlimited_access: false,
    });
    expect(
      (await t.call('PUT', `/api/companies/${randomUUID()}/active-sourcing-access`, w.sessions.admin, { has_unlimited_access: true }))
        .statusCode,
    ).toBe(404);
    expect(Object.keys(fieldErrorsOf(await t.call('PUT', url, w.sessions.admin, { has_unlimited_access: 'ja' })))).toContain(
      'has_unlimited_access',
    );
    expect((await t.call('PUT', url, w.sessions.owner, { has_unlimited_access: true })).statusCode).toBe(403);
    expect((await t.call('PUT', url, await t.anonymous(), { has_unlimited_access: true })).statusCode).toBe(401);
  });
});

describe('message templates', () => {
  it('need a package that customises messages', async () => {
    const refused = await t.call('POST', '/api/active-sourcing/templates', w.sessions.otherBusiness, {
      name: 'Erstkontakt',
      body: 'Hallo!',
    });
    expect(fieldErrorsOf(refused).body).toEqual([
      'Your package sends the standard message only: choose a package that can customise messages.',
    ]);
    const custom = await t.call('POST', '/company/active-sourcing-request-reached', w.sessions.otherBusiness, {
      user_id: randomUUID(),
      message: 'Eigener Text',
    });
    expect(fieldErrorsOf(custom).message).toEqual([
      'Your package sends the standard message only: choose a package that can customise messages.',
    ]);
  });

  it('creates, changes, lists and deletes the own company’s templates', async () => {
    const plan = { package_key: 'professional', messages: 25, campaigns: 1, months: 3 };
    expect((await t.call('POST', '/api/packages/choose', w.sessions.owner, plan)).statusCode).toBe(200);
    const created = await t.call('POST', '/api/active-sourcing/templates', w.sessions.business, {
      name: 'Erstkontakt',
      body: 'Hallo {name}!',
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ data: { id: string } }>().data;
    expect(
      (await t.call('PUT', `/api/active-sourcing/templates/${id}`, w.sessions.owner, { name: 'Erstkontakt', body: 'Guten Tag!' }))
        .statusCode,
    ).toBe(200);
    expect((await t.call('GET', '/api/active-sourcing/templates', w.sessions.business)).json()).toEqual({
      data: [{ id, name: 'Erstkontakt', body: 'Guten Tag!' }],
    });
    expect((await t.call('GET', '/api/active-sourcing/templates', w.sessions.otherBusiness)).json()).toEqual({ data: [] });
    expect(
      (await t.call('PUT', `/api/active-sourcing/templates/${id}`, w.sessions.otherBusiness, { name: 'A', body: 'B' })).statusCode,
    ).toBe(404);
    expect((await t.call('DELETE', `/api/active-sourcing/templates/${id}`, w.sessions.otherBusiness)).statusCode).toBe(404);
    expect((await t.call('DELETE', `/api/active-sourcing/templates/${id}`, w.sessions.business)).json()).toEqual({
      message: 'Template deleted.',
    });
    expect((await t.call('GET', '/api/active-sourcing/templates', w.sessions.business)).json()).toEqual({ data: [] });
    expect(
      Object.keys(
        fieldErrorsOf(await t.call('POST', '/api/active-sourcing/templates', w.sessions.business, { name: '', body: 'x'.repeat(2001) })),
      ),
    ).toEqual(expect.arrayContaining(['name', 'body']));
    expect((await t.call('POST', '/api/active-sourcing/templates', w.sessions.admin, { name: 'A', body: 'B' })).statusCode).toBe(403);
  });
});

describe("a contact's documents", () => {
  const upload = (contactId: string, files: Parameters<typeof multipartForm>[0], session = w.sessions.business) => {
    const form = multipartForm(files);
    return t.call('POST', `/contacts/${contactId}/uploadDocuments`, session, form.payload, form.headers);
  };

  it('stores uploaded documents encrypted among the contact’s files, lists, downloads and deletes them', async () => {
    const response = await upload(unlockedId, [
      { field: 'documents[0]', filename: 'Lebenslauf.pdf', contentType: 'application/pdf', content: TINY_PDF },
      { field: 'documents[1]', filename: 'Zeugnis.png', contentType: 'image/png', content: TINY_PNG },
    ]);
    expect(response.statusCode).toBe(201);
    const answer = response.json<{ message: string; documents: Array<{ id: string; name: string; content_type: string }> }>();
    expect(answer.message).toBe('Documents uploaded successfully');
    expect(answer.documents.map((document) => [document.name, document.content_type])).toEqual([
      ['Lebenslauf.pdf', 'application/pdf'],
      ['Zeugnis.png', 'image/png'],
    ]);
    expect((await readdir(path.join(t.filesDir, unlockedId))).sort()).toEqual(answer.documents.map((document) => document.id).sort());
    const stored = await t.rawStore.readStream(`employer-${w.companyId}`);
    expect(JSON.stringify(stored.filter((event) => event.type === 'ContactDocumentAdded').map((event) => event.data))).not.toContain(
      'Lebenslauf',
    );

    const listed = (await t.call('GET', `/contacts/${unlockedId}/documents`, w.sessions.owner)).json<{ documents: unknown[] }>();
    expect(listed.documents).toHaveLength(2);
    const [pdf] = answer.documents;
    const download = await t.call('GET', `/contacts/${unlockedId}/documents/${pdf?.id ?? ''}`, w.sessions.business);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.equals(TINY_PDF)).toBe(true);
    expect((await t.call('GET', `/contacts/${unlockedId}/documents/${pdf?.id ?? ''}`, w.sessions.otherBusiness)).statusCode).toBe(404);
    expect((await t.call('GET', `/contacts/${unlockedId}/documents`, w.sessions.otherBusiness)).statusCode).toBe(404);

    expect((await t.call('GET', `/contacts/${unlockedId}/deleteDocument/${pdf?.id ?? ''}`, w.sessions.otherBusiness)).statusCode).toBe(404);
    const withoutToken = await t.call('GET', `/contacts/${unlockedId}/deleteDocument/${pdf?.id ?? ''}`, w.sessions.business, undefined, {
      'x-xsrf-token': '',
    });
    expect(withoutToken.statusCode).toBe(419);
    const deleted = await t.call('GET', `/contacts/${unlockedId}/deleteDocument/${pdf?.id ?? ''}`, w.sessions.business);
    expect(deleted.json()).toEqual({ message: 'Document deleted successfully' });
    expect(await readdir(path.join(t.filesDir, unlockedId))).toHaveLength(1);
    expect((await t.call('GET', `/contacts/${unlockedId}/deleteDocument/${pdf?.id ?? ''}`, w.sessions.business)).statusCode).toBe(404);
  });

  it('stores an image document without its metadata (EXIF GPS), names without bidi controls, and sends them uncached', async () => {
    const photo = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#36c' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD0: { Make: 'Kamera' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 31/1 12/1' } })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const response = await upload(unlockedId, [
      { field: 'documents[0]', filename: 'Zeugnis\u202Efdp.exe', contentType: 'image/jpeg', content: photo },
      { field: 'documents[1]', filename: 'Lebenslauf\u2066.pdf', contentType: 'application/pdf', content: TINY_PDF },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const [image, pdf] = response.json<{ documents: Array<{ id: string; name: string; size: number }> }>().documents;
    expect([image?.name, pdf?.name]).toEqual(['Zeugnisfdp.exe', 'Lebenslauf.pdf']);
    const download = await t.call('GET', `/contacts/${unlockedId}/documents/${image?.id ?? ''}`, w.sessions.business);
    expect(download.headers['cache-control']).toBe('no-store');
    expect(download.headers['content-disposition']).toBe("attachment; filename*=UTF-8''Zeugnisfdp.exe");
    const stored = await sharp(download.rawPayload).metadata();
    expect(stored).toMatchObject({ format: 'jpeg', width: 40, height: 60 });
    expect([stored.exif, stored.orientation]).toEqual([undefined, undefined]);
    expect(download.rawPayload.includes(Buffer.from('Kamera'))).toBe(false);
    expect(image?.size).toBe(download.rawPayload.length);
    // A PDF is kept as it came.
    const document = await t.call('GET', `/contacts/${unlockedId}/documents/${pdf?.id ?? ''}`, w.sessions.business);
    expect(document.rawPayload.equals(TINY_PDF)).toBe(true);
    expect(document.headers['cache-control']).toBe('no-store');
    // An image that does not decode is refused, and nothing of the upload is stored.
    const before = await readdir(path.join(t.filesDir, unlockedId));
    const cut = await upload(unlockedId, [
      { field: 'documents[0]', filename: 'a.pdf', contentType: 'application/pdf', content: TINY_PDF },
      { field: 'documents[1]', filename: 'kaputt.jpg', contentType: 'image/jpeg', content: photo.subarray(0, photo.length - 50) },
    ]);
    expect(cut.statusCode).toBe(422);
    expect(fieldErrorsOf(cut).documents).toEqual(['The image could not be read.']);
    expect(await readdir(path.join(t.filesDir, unlockedId))).toEqual(before);
  });

  it('refuses another type (sniffed, not named), no file, too large a file, and a contact the company has not unlocked', async () => {
    const text = await upload(unlockedId, [
      { field: 'documents[0]', filename: 'fake.pdf', contentType: 'application/pdf', content: Buffer.from('just text') },
    ]);
    expect(fieldErrorsOf(text).documents).toEqual(['This file type is not allowed: upload a PDF, an image or a Word document.']);
    const none = await upload(unlockedId, []);
    expect(fieldErrorsOf(none).documents).toEqual(['Please select documents.']);
    const json = await t.call('POST', `/contacts/${unlockedId}/uploadDocuments`, w.sessions.business, { documents: [] });
    expect(json.statusCode).toBe(422);
    const big = Buffer.concat([TINY_PDF, Buffer.alloc(10 * 1024 * 1024)]);
    expect(
      (await upload(unlockedId, [{ field: 'documents[0]', filename: 'big.pdf', contentType: 'application/pdf', content: big }])).statusCode,
    ).toBe(413);
    const file = [{ field: 'documents[0]', filename: 'a.pdf', contentType: 'application/pdf', content: TINY_PDF }];
    expect((await upload(w.contactIds[1] ?? '', file)).statusCode).toBe(404);
    expect((await upload(unlockedId, file, w.sessions.otherBusiness)).statusCode).toBe(404);
    expect((await upload(unlockedId, file, w.sessions.admin)).statusCode).toBe(403);
    expect((await upload(unlockedId, file, await t.anonymous())).statusCode).toBe(401);
  });
});

describe('GET /api/contact-information/{userId}', () => {
  it('answers the details of a contact the company unlocked, and nothing about any other', async () => {
    const information = await t.call('GET', `/api/contact-information/${unlockedId}`, w.sessions.business);
    expect(information.statusCode).toBe(200);
    const details = information.json<{ id: string; full_name: string }>();
    expect(details.id).toBe(unlockedId);
    expect(details.full_name).toContain('Kim0');
    expect((await t.call('GET', `/api/contact-information/${w.contactIds[1] ?? ''}`, w.sessions.business)).statusCode).toBe(404);
    expect((await t.call('GET', `/api/contact-information/${unlockedId}`, w.sessions.otherBusiness)).statusCode).toBe(404);
    expect((await t.call('GET', `/api/contact-information/${unlockedId}`, w.sessions.admin)).statusCode).toBe(403);
    expect((await t.call('GET', `/api/contact-information/${unlockedId}`, await t.anonymous())).statusCode).toBe(401);
    expect((await t.call('GET', '/api/contact-information/nope', w.sessions.business)).statusCode).toBe(422);
  });
});
