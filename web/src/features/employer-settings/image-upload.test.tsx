import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApi } from '../../testing/render';
import { IMAGE_ASPECT, ImageUpload } from './image-upload';

const MEDIA = '00000000-0000-4000-8000-0000000000e1';

/**
 * jsdom lays nothing out and decodes no images: the browser's part is played here — an image of 1600 × 900
 * pixels shown in a box of 800 × 450, a bitmap of the file, and a canvas that records what it draws and
 * how it encodes.
 */
const drawn: unknown[][] = [];
const encoded: Array<{ type: string | undefined; quality: unknown; width: number; height: number }> = [];
beforeEach(() => {
  drawn.length = 0;
  encoded.length = 0;
  vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(1600);
  vi.spyOn(HTMLImageElement.prototype, 'naturalHeight', 'get').mockReturnValue(900);
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(800);
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(450);
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ x: 0, y: 0, width: 800, height: 450 }));
  URL.createObjectURL = vi.fn(() => 'blob:chosen');
  URL.revokeObjectURL = vi.fn();
  vi.stubGlobal(
    'createImageBitmap',
    vi.fn(() => Promise.resolve({ width: 1600, height: 900, close: () => undefined })),
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

describe('ImageUpload', () => {
  it('crops the chosen image to 8:3 and uploads the cut as JPEG of quality 0.5', async () => {
    const onUploaded = vi.fn();
    const { calls } = renderWithApi(<ImageUpload onUploaded={onUploaded} />, {
      'POST /api/upload/image': () => ({ status: 201, body: { id: MEDIA, message: 'Image Uploaded!' } }),
    });
    choose(new File([new Uint8Array(1000)], 'Team Foto.png', { type: 'image/png' }));
    const cropper = await screen.findByTestId('image-cropper');
    const image = cropper.querySelector('img');
    if (!image) throw new Error('no image in the crop step');
    fireEvent.load(image);
    const save = screen.getByTestId('image-crop-save');
    await waitFor(() => expect((save as HTMLButtonElement).disabled).toBe(false));
    // Nothing is sent before the crop is confirmed.
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    fireEvent.click(save);

    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith(MEDIA));
    expect(encoded).toHaveLength(1);
    const [jpeg] = encoded;
    expect(jpeg?.type).toBe('image/jpeg');
    expect(jpeg?.quality).toBe(0.5);
    // The widest 8:3 cut of a 1600 × 900 image: 1600 × 600, from the middle.
    expect((jpeg?.width ?? 0) / (jpeg?.height ?? 1)).toBeCloseTo(IMAGE_ASPECT, 2);
    expect(jpeg?.width).toBe(1600);
    expect(drawn[0]?.slice(1, 5)).toEqual([0, 150, 1600, 600]);
    const upload = calls.find((call) => call.method === 'POST' && call.url === '/api/upload/image');
    const sent = upload?.form?.get('image');
    expect((sent as File).type).toBe('image/jpeg');
    expect((await screen.findByTestId('uploaded-image')).getAttribute('src')).toBe(`/api/media/${MEDIA}/file`);
  });

  it('refuses a file that is no image, or larger than 2 MB, before any crop or upload', async () => {
    const { calls } = renderWithApi(<ImageUpload />, {});
    choose(new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' }));
    expect((await screen.findByTestId('image-error')).textContent).toBe('Invalid file type! Please select an image file.');
    choose(new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' }));
    await waitFor(() => expect(screen.getByTestId('image-error').textContent).toBe('The image must not be larger than 2 MB.'));
    expect(screen.queryByTestId('image-cropper')).toBeNull();
    expect(calls).toEqual([]);
  });
});
