import { invalid } from '@rm/domain';
import sharp from 'sharp';

/**
 * The most pixels an uploaded image may have (40 megapixels: any camera photo, far below what would
 * flood the memory). A small file can declare a huge picture (a decompression bomb: a 2 MB PNG of
 * 50,000 × 50,000 pixels takes gigabytes once decoded), so every decoding of a user's file is limited.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;

export const IMAGE_TOO_MANY_PIXELS_MESSAGE = 'The image has too many pixels (at most 40 megapixels).';
export const IMAGE_UNREADABLE_MESSAGE = 'The image could not be read.';

/** A decoder of a user's image that refuses more than `MAX_IMAGE_PIXELS` (sharp's own limit is 268 megapixels). */
export const decodeImage = (content: Buffer): ReturnType<typeof sharp> => sharp(content, { limitInputPixels: MAX_IMAGE_PIXELS });

/**
 * Reads an uploaded image's header without decoding its pixels: an image sharp cannot read, or one of
 * more pixels than allowed (every frame counted), is a 422 on `field`.
 */
async function checkImage(content: Buffer, field: string): Promise<{ width: number; height: number }> {
  let metadata: Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>>;
  try {
    metadata = await decodeImage(content).metadata();
  } catch (error) {
    // sharp refuses a header that declares more than the limit ("Input image exceeds pixel limit").
    throw invalid(field, /pixel limit/i.test((error as Error).message) ? IMAGE_TOO_MANY_PIXELS_MESSAGE : IMAGE_UNREADABLE_MESSAGE);
  }
  const { width, height } = metadata;
  if (!width || !height) throw invalid(field, IMAGE_UNREADABLE_MESSAGE);
  if (width * height > MAX_IMAGE_PIXELS) throw invalid(field, IMAGE_TOO_MANY_PIXELS_MESSAGE);
  return { width, height };
}

/** The types an uploaded image is re-encoded as: the type it came as. */
const ENCODERS: Readonly<Record<string, (image: ReturnType<typeof sharp>, palette: boolean) => ReturnType<typeof sharp>>> = {
  'image/jpeg': (image) => image.jpeg({ quality: 90 }),
  'image/png': (image, palette) => image.png({ palette }),
  'image/webp': (image) => image.webp({ quality: 90 }),
  'image/gif': (image) => image.gif(),
};

/**
 * An uploaded image decoded and encoded anew in its own type, so that nothing but its pixels is kept:
 * no EXIF (a phone photo's GPS position, the camera's serial number, the time it was taken), no XMP,
 * IPTC or comments (sharp writes no metadata unless asked). The EXIF orientation is applied to the
 * pixels first, so the picture stands as it did. Colours are converted to sRGB. A file that does not
 * decode whole (a cut-off JPEG, a bare header) is a 422 on `field`, as is one of too many pixels.
 * Costs an upload about 25 ms for a 2-megapixel JPEG (1600 × 1200), 2.5–3.5 s for a 12-megapixel one
 * (measured on one core of a busy 2-core machine).
 */
export async function withoutMetadata(content: Buffer, contentType: string, field: string): Promise<Buffer> {
  const encode = ENCODERS[contentType];
  if (!encode) throw invalid(field, IMAGE_UNREADABLE_MESSAGE);
  await checkImage(content, field);
  try {
    const { pages, isPalette } = await decodeImage(content).metadata();
    const animated = (pages ?? 1) > 1;
    const image = sharp(content, { limitInputPixels: MAX_IMAGE_PIXELS, animated });
    return await encode(animated ? image : image.autoOrient(), isPalette).toBuffer();
  } catch {
    throw invalid(field, IMAGE_UNREADABLE_MESSAGE);
  }
}
