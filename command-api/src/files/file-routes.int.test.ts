import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldErrorsOf, multipartForm, seedWorld, startTestApp, TINY_PDF, TINY_PNG, type TestApp, type World } from '@rm/server/testing';

let t: TestApp;
let w: World;

beforeAll(async () => {
  t = await startTestApp();
  w = await seedWorld(t, { contacts: 1 });
});
afterAll(() => t.close());

const uploadImage = (content: Buffer, session = w.sessions.business, field = 'image', filename = 'logo.png') => {
  const form = multipartForm([{ field, filename, contentType: 'image/png', content }]);
  return t.call('POST', '/api/upload/image', session, form.payload, form.headers);
};

describe('image uploads', () => {
  it('stores an image as a person file of the uploader and answers its id; the media answers url and name, the file itself', async () => {
    const response = await uploadImage(TINY_PNG);
    expect(response.statusCode).toBe(201);
    const { id, message } = response.json<{ id: string; message: string }>();
    expect(message).toBe('Image Uploaded!');
    expect(await t.personalData.files.list(w.users.business.id)).toEqual([id]);
    const media = await t.call('GET', `/api/media/${id}`, w.sessions.owner);
    expect(media.json()).toEqual({ id, url: `/api/media/${id}/file`, name: 'logo.png' });
    const file = await t.call('GET', `/api/media/${id}/file`, w.sessions.business);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(TINY_PNG)).toBe(true);
    expect((await t.call('GET', `/api/media/${id}`, w.sessions.admin)).statusCode).toBe(200);
    expect((await t.call('GET', `/api/media/${id}`, w.sessions.otherBusiness)).statusCode).toBe(404);
    expect((await t.call('GET', `/api/media/${id}/file`, w.sessions.otherBusiness)).statusCode).toBe(404);
    expect((await t.call('GET', `/api/media/${id}`, w.sessions.contact)).statusCode).toBe(403);
    const events = await t.rawStore.readStream(`employer-${w.companyId}`);
    expect(JSON.stringify(events.map((event) => event.data))).not.toContain(TINY_PNG.toString('base64'));
  });

  it('accepts images only (sniffed from the content), at most 2 MB, and answers field messages', async () => {
    const pdf = await uploadImage(TINY_PDF);
    expect(pdf.statusCode).toBe(422);
    expect(fieldErrorsOf(pdf).image).toEqual(['Invalid file type! Please select an image file.']);
    expect(fieldErrorsOf(await uploadImage(TINY_PNG, w.sessions.business, 'other')).image).toEqual(['Please select an image.']);
    const big = await uploadImage(Buffer.concat([TINY_PNG, Buffer.alloc(2 * 1024 * 1024)]));
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ message: 'The image must not be larger than 2 MB.' });
    expect((await t.call('POST', '/api/upload/image', w.sessions.business, { image: 'x' })).statusCode).toBe(422);
  });

  it('is for company users; unknown media are 404', async () => {
    expect((await uploadImage(TINY_PNG, await t.anonymous())).statusCode).toBe(401);
    expect((await uploadImage(TINY_PNG, w.sessions.admin)).statusCode).toBe(403);
    expect((await uploadImage(TINY_PNG, w.sessions.contact)).statusCode).toBe(403);
    expect((await t.call('GET', '/api/media/00000000-0000-4000-8000-000000000000', w.sessions.business)).statusCode).toBe(404);
  });
});
