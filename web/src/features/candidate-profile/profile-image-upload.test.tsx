import type { CandidateProfile } from '@rm/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApi, type Recorded } from '../../testing/render';
import { PROFILE_IMAGE_JPEG_QUALITY, PROFILE_IMAGE_SIDE, ProfileImageUpload } from './profile-image-upload';

const PROFILE: CandidateProfile = {
  id: '00000000-0000-4000-8000-00000000c001',
  user_id: '00000000-0000-4000-8000-00000000e001',
  first_name: 'Jana',
  last_name: 'Nowak',
  full_name: 'Jana Nowak',
  email: 'jana@example.org',
  phone: null,
  phone_confirmed_at: null,
  country: 'DE',
  language: 'de',
  profile_image_url: null,
  profile_image_thumbnail_url: null,
  meta: null,
  variant: null,
  step: 1,
  session_address: null,
  updated_at: '2026-11-01T10:00:00.000Z',
};

/**
 * jsdom lays nothing out and decodes no images: the browser's part is played here — a photo of 3000 × 2000
 * pixels shown in a box of 600 × 400, a bitmap of the file, and a canvas that records what it draws and how
 * it encodes.
 */
const drawn: unknown[][] = [];
const encoded: Array<{ type: string | undefined; quality: unknown; width: number; height: number }> = [];
beforeEach(() => {
  drawn.length = 0;
  encoded.length = 0;
  vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(3000);
  vi.spyOn(HTMLImageElement.prototype, 'naturalHeight', 'get').mockReturnValue(2000);
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(600);
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(400);
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ x: 0, y: 0, width: 600, height: 400 }));
  URL.createObjectURL = vi.fn(() => 'blob:chosen');
  URL.revokeObjectURL = vi.fn();
  vi.stubGlobal(
    'createImageBitmap',
    vi.fn(() => Promise.resolve({ width: 3000, height: 2000, close: () => undefined })),
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () => ({ drawImage: (...args: unknown[]) => drawn.push(args) }) as unknown as CanvasRenderingContext2D,
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (this: HTMLCanvasElement, callback, type, quality) {
    encoded.push({ type, quality, width: this.width, height: this.height });
    callback(new Blob(['jpeg bytes'], { type: type ?? 'image/png' }));
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const choose = (file: File) => {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  fireEvent.change(input, { target: { files: [file] } });
};
const photo = () => new File([new Uint8Array(5000)], 'Urlaub.png', { type: 'image/png' });
const posts = (calls: Recorded[]) => calls.filter((call) => call.method === 'POST');

/** Chooses the photo and waits for the crop step to know its square. */
async function cropStep() {
  choose(photo());
  const cropper = await screen.findByTestId('profile-image-cropper');
  const image = cropper.querySelector('img');
  if (!image) throw new Error('no image in the crop step');
  fireEvent.load(image);
  const save = screen.getByTestId('profile-image-crop-save');
  await waitFor(() => expect((save as HTMLButtonElement).disabled).toBe(false));
  return save;
}

describe('ProfileImageUpload', () => {
  it('shows the chosen photo in a square crop step, and uploads only the cut, as a JPEG file', async () => {
    const { calls } = renderWithApi(<ProfileImageUpload profile={PROFILE} />, {
      'POST /api/profile/upload': () => ({ status: 200, body: { message: 'Image uploaded!' } }),
    });
    const save = await cropStep();
    expect(screen.getByText('Move and zoom the image until your face is in the circle.')).toBeTruthy();
    expect(screen.getByRole('slider', { name: 'Zoom' })).toBeTruthy();
    // Nothing is sent before the cut is confirmed.
    expect(posts(calls)).toEqual([]);
    fireEvent.click(save);

    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    const sent = posts(calls)[0];
    expect(sent?.url).toBe('/api/profile/upload');
    const file = sent?.form?.get('profile_image');
    // A file part (the test's fetch reads the form back, which loses the name jsdom's File had).
    expect(typeof file).not.toBe('string');
    expect((file as Blob).type).toBe('image/jpeg');
    expect(await (file as Blob).text()).toBe('jpeg bytes');
    // The largest square of a 3000 × 2000 photo, from its middle, scaled down to 800 × 800.
    expect(drawn[0]?.slice(1)).toEqual([500, 0, 2000, 2000, 0, 0, PROFILE_IMAGE_SIDE, PROFILE_IMAGE_SIDE]);
    expect(encoded).toEqual([{ type: 'image/jpeg', quality: PROFILE_IMAGE_JPEG_QUALITY, width: 800, height: 800 }]);
    await waitFor(() => expect(screen.queryByTestId('profile-image-cropper')).toBeNull());
  });

  it('uploads nothing when the crop step is cancelled', async () => {
    const { calls } = renderWithApi(<ProfileImageUpload profile={PROFILE} />, {
      'POST /api/profile/upload': () => ({ status: 200, body: { message: 'Image uploaded!' } }),
    });
    await cropStep();
    fireEvent.click(screen.getByTestId('profile-image-crop-cancel'));
    await waitFor(() => expect(screen.queryByTestId('profile-image-cropper')).toBeNull());
    expect(posts(calls)).toEqual([]);
    expect(encoded).toEqual([]);
  });

  it('refuses a file that is no image, or larger than 2 MB, before any crop step', async () => {
    const { calls } = renderWithApi(<ProfileImageUpload profile={PROFILE} />, {});
    choose(new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' }));
    expect((await screen.findByTestId('profile-image-error')).textContent).toBe('Invalid file type! Please select an image file.');
    choose(new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' }));
    await waitFor(() => expect(screen.getByTestId('profile-image-error').textContent).toBe('The image must not be larger than 2 MB.'));
    expect(screen.queryByTestId('profile-image-cropper')).toBeNull();
    expect(calls).toEqual([]);
  });
});
