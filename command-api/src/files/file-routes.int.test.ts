import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldErrorsOf, multipartForm, startTestAppWithWorld, TINY_PDF, TINY_PNG, type TestApp, type World } from '@rm/server/testing';

let t: TestApp;
let w: World;

beforeAll(async () => {
  ({ t, w } = await startTestAppWithWorld({}, { contacts: 1 }));
});
afterAll(() => t.close());

const uploadImage = (content: Buffer, session = w.sessions.business, field = 'image', filename = 'logo.png') => {
  const form = multipartForm([{ field, filename, contentType: 'image/png', content }]);
  return t.call('POST', '/api/upload/image', session, form.payload, form.headers);
};

/** A valid PNG of `width` × `height` black pixels: a few hundred bytes that decode to width × height × 3 bytes. */
function pixelBomb(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8 bits, greyscale
  // Rows of a filter byte and zero pixels, deflated: a megabyte of rows compresses to about a kilobyte.
  const rows = deflateSync(Buffer.alloc((width + 1) * 64));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', rows),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A phone photo: a JPEG taken turned (EXIF orientation 6) with the camera's make and the GPS position where it was taken. */
const photoWithGps = (format: 'jpeg' | 'png' | 'webp' = 'jpeg') =>
  sharp({ create: { width: 60, height: 40, channels: 3, background: '#c33' } })
    .toFormat(format)
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'Kamera' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 31/1 12/1', GPSLongitudeRef: 'E', GPSLongitude: '13/1 24/1 0/1' },
    })
    .toBuffer();

/** Whether a file holds EXIF anywhere: its marker, the GPS tag (0x8825) or the camera's make. */
const hasExif = (content: Buffer): boolean =>
  content.includes(Buffer.from('Exif')) || content.includes(Buffer.from([0x25, 0x88])) || content.includes(Buffer.from('Kamera'));

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
    expect(await sharp(file.rawPayload).metadata()).toMatchObject({ format: 'png', width: 1, height: 1 });
    // A personal file: kept in no cache, a browser's own included.
    expect(file.headers['cache-control']).toBe('no-store');
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

  it('refuses an image of more pixels than allowed (a decompression bomb) with 422, never 500, and stores nothing', async () => {
    const before = await t.personalData.files.list(w.users.owner.id);
    const bomb = await uploadImage(pixelBomb(20_000, 20_000), w.sessions.owner);
    expect(bomb.statusCode).toBe(422);
    expect(fieldErrorsOf(bomb).image).toEqual(['The image has too many pixels (at most 40 megapixels).']);
    expect(await t.personalData.files.list(w.users.owner.id)).toEqual(before);
    // The candidate's profile image, which the server decodes for its thumbnail, likewise.
    const form = multipartForm([
      { field: 'profile_image', filename: 'me.png', contentType: 'image/png', content: pixelBomb(20_000, 20_000) },
    ]);
    const profile = await t.call('POST', '/api/profile/upload', w.sessions.contact, form.payload, form.headers);
    expect(profile.statusCode).toBe(422);
    expect(fieldErrorsOf(profile).profile_image).toEqual(['The image has too many pixels (at most 40 megapixels).']);
    // A picture a camera takes passes (whole: the bomb above holds 64 rows, and an image is decoded whole to re-encode it).
    const camera = await sharp({ create: { width: 6000, height: 4000, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect((await uploadImage(camera, w.sessions.owner)).statusCode).toBe(201);
  });

  it.each(['jpeg', 'png', 'webp'] as const)(
    'stores a %s without its metadata (EXIF GPS), turned upright, in its own type',
    async (format) => {
      const photo = await photoWithGps(format);
      const sent = await sharp(photo).metadata();
      expect([sent.orientation, sent.width, sent.height, hasExif(photo)]).toEqual([6, 60, 40, true]);
      const response = await uploadImage(photo, w.sessions.business, 'image', `foto.${format}`);
      expect(response.statusCode, response.body).toBe(201);
      const file = await t.call('GET', `/api/media/${response.json<{ id: string }>().id}/file`, w.sessions.business);
      expect(file.headers['content-type']).toBe(`image/${format}`);
      const stored = await sharp(file.rawPayload).metadata();
      expect(stored).toMatchObject({ format, width: 40, height: 60 });
      expect([stored.exif, stored.xmp, stored.iptc, stored.orientation]).toEqual([undefined, undefined, undefined, undefined]);
      expect(hasExif(file.rawPayload)).toBe(false);
    },
  );

  it('keeps an animated GIF animated', async () => {
    const frame = (background: string) =>
      sharp({ create: { width: 30, height: 20, channels: 3, background } })
        .png()
        .toBuffer();
    const gif = await sharp([await frame('#c33'), await frame('#33c')], { join: { animated: true } })
      .gif()
      .toBuffer();
    const response = await uploadImage(gif, w.sessions.business, 'image', 'banner.gif');
    expect(response.statusCode, response.body).toBe(201);
    const file = await t.call('GET', `/api/media/${response.json<{ id: string }>().id}/file`, w.sessions.business);
    expect(file.headers['content-type']).toBe('image/gif');
    expect(await sharp(file.rawPayload).metadata()).toMatchObject({ format: 'gif', pages: 2, width: 30, height: 20 });
  });

  it('refuses an image that does not decode (a cut-off JPEG) with 422 and a field message, and stores nothing', async () => {
    const before = await t.personalData.files.list(w.users.business.id);
    // Its header whole (it reads as a 600 × 400 JPEG), its last bytes missing.
    const photo = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#c33' } })
      .jpeg()
      .toBuffer();
    const cut = await uploadImage(photo.subarray(0, photo.length - 50), w.sessions.business, 'image', 'kaputt.jpg');
    expect(cut.statusCode).toBe(422);
    expect(fieldErrorsOf(cut).image).toEqual(['The image could not be read.']);
    expect(await t.personalData.files.list(w.users.business.id)).toEqual(before);
  });

  it("keeps no control or format characters (bidi overrides) of an image's name, stored or sent", async () => {
    const response = await uploadImage(TINY_PNG, w.sessions.business, 'image', 'logo\u202Egnp.exe\u200F');
    expect(response.statusCode, response.body).toBe(201);
    const { id } = response.json<{ id: string }>();
    expect((await t.call('GET', `/api/media/${id}`, w.sessions.business)).json()).toMatchObject({ name: 'logognp.exe' });
    expect((await t.call('GET', `/api/media/${id}/file`, w.sessions.business)).headers['content-disposition']).toBe(
      "inline; filename*=UTF-8''logognp.exe",
    );
    // A file stored under such a name before is sent without it, or with a name when nothing is left.
    await t.personalData.files.put(w.users.business.id, id, { name: '\u202Egnp.exe', contentType: 'image/png', content: TINY_PNG });
    expect((await t.call('GET', `/api/media/${id}/file`, w.sessions.business)).headers['content-disposition']).toBe(
      "inline; filename*=UTF-8''gnp.exe",
    );
    await t.personalData.files.put(w.users.business.id, id, { name: '\u2066\u2069', contentType: 'image/png', content: TINY_PNG });
    expect((await t.call('GET', `/api/media/${id}/file`, w.sessions.business)).headers['content-disposition']).toBe(
      "inline; filename*=UTF-8''file",
    );
  });

  it('is for company users; unknown media are 404', async () => {
    expect((await uploadImage(TINY_PNG, await t.anonymous())).statusCode).toBe(401);
    expect((await uploadImage(TINY_PNG, w.sessions.admin)).statusCode).toBe(403);
    expect((await uploadImage(TINY_PNG, w.sessions.contact)).statusCode).toBe(403);
    expect((await t.call('GET', '/api/media/00000000-0000-4000-8000-000000000000', w.sessions.business)).statusCode).toBe(404);
  });
});
