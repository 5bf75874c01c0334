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
export async function checkImage(content: Buffer, field: string): Promise<{ width: number; height: number }> {
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
