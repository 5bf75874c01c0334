import { useCallback, useEffect, useState } from 'react';
import type { Area } from 'react-easy-crop';

/**
 * The chosen part of an image (in the image's own pixels) as a JPEG of `quality`, its longest side at most
 * `maxSide` pixels when given (a phone's 12-megapixel photo need not travel whole).
 */
export async function cropToJpeg(file: Blob, area: Area, { quality, maxSide }: { quality: number; maxSide?: number }): Promise<Blob> {
  const bitmap = await createImageBitmap(file);
  const scale = maxSide ? Math.min(1, maxSide / Math.max(area.width, area.height)) : 1;
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(area.width * scale));
  canvas.height = Math.max(1, Math.round(area.height * scale));
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d canvas');
  context.drawImage(bitmap, area.x, area.y, area.width, area.height, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no image'))), 'image/jpeg', quality),
  );
}

export interface ImageCropOptions {
  /** Whether a file of this MIME type may be chosen. */
  accepts: (type: string) => boolean;
  maxBytes: number;
  /** What the person reads when the file is refused or cannot be read. */
  texts: { wrongType: string; tooLarge: string; unreadable: string };
  /** How the cut becomes a JPEG (quality, size). */
  jpeg: { quality: number; maxSide?: number };
  /** The uploaded file's name when the chosen one has none. */
  fallbackName: string;
}

/**
 * A crop step before an upload (react-easy-crop's state): `choose` checks the file's type and size and opens the
 * step, `cut` answers the chosen part as a JPEG file (or null, with `problem` set, when it cannot be read),
 * `close` ends the step without anything sent.
 */
export function useImageCrop({ accepts, maxBytes, texts, jpeg, fallbackName }: ImageCropOptions) {
  const [file, setFile] = useState<File | null>(null);
  const [source, setSource] = useState<string | null>(null);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (!file) return undefined;
    const url = URL.createObjectURL(file);
    setSource(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  const onCropComplete = useCallback((_percent: Area, pixels: Area) => setArea(pixels), []);

  const choose = (chosen: File | null): void => {
    setProblem(null);
    if (!chosen) return;
    if (!accepts(chosen.type)) return setProblem(texts.wrongType);
    if (chosen.size > maxBytes) return setProblem(texts.tooLarge);
    setCrop({ x: 0, y: 0 });
    setZoom(1);
    setArea(null);
    setFile(chosen);
  };
  const close = (): void => {
    setFile(null);
    setSource(null);
  };
  const cut = async (): Promise<File | null> => {
    if (!file || !area) return null;
    try {
      const blob = await cropToJpeg(file, area, jpeg);
      return new File([blob], `${file.name.replace(/\.[^.]*$/, '') || fallbackName}.jpg`, { type: 'image/jpeg' });
    } catch {
      setProblem(texts.unreadable);
      close();
      return null;
    }
  };

  return { source, crop, setCrop, zoom, setZoom, area, onCropComplete, problem, setProblem, choose, close, cut };
}
