import { Button, FileButton, Group, Image, Modal, Slider, Stack, Text } from '@mantine/core';
import { IMAGE_TYPES, MAX_IMAGE_BYTES } from '@rm/domain';
import { useCallback, useEffect, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/errors';
import { useUploadImageMutation } from './employer-settings-api';

/** The shape every uploaded image is cut to (width : height). */
export const IMAGE_ASPECT = 8 / 3;
/** The JPEG quality the cropped image is saved with. */
export const IMAGE_JPEG_QUALITY = 0.5;

/** The chosen part of the image (in the image's own pixels) as a JPEG of `IMAGE_JPEG_QUALITY`. */
export async function cropToJpeg(file: Blob, area: Area): Promise<Blob> {
  const bitmap = await createImageBitmap(file);
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(area.width));
  canvas.height = Math.max(1, Math.round(area.height));
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d canvas');
  context.drawImage(bitmap, area.x, area.y, area.width, area.height, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no image'))), 'image/jpeg', IMAGE_JPEG_QUALITY),
  );
}

/**
 * An image upload: images only, at most 2 MB (checked here first, and by the server); the image is cut to
 * 8:3 in a crop step (drag and zoom) and sent as JPEG of quality 0.5. Answers the media id.
 */
export function ImageUpload({ onUploaded }: { onUploaded?: (mediaId: string) => void }) {
  const { t } = useTranslation();
  const [upload, { isLoading }] = useUploadImageMutation();
  const [file, setFile] = useState<File | null>(null);
  const [source, setSource] = useState<string | null>(null);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [uploaded, setUploaded] = useState<string | null>(null);

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
    if (!(IMAGE_TYPES as readonly string[]).includes(chosen.type)) return setProblem(t('employerSettings.image.wrongType'));
    if (chosen.size > MAX_IMAGE_BYTES) return setProblem(t('employerSettings.image.tooLarge'));
    setCrop({ x: 0, y: 0 });
    setZoom(1);
    setArea(null);
    setFile(chosen);
  };
  const close = (): void => {
    setFile(null);
    setSource(null);
  };
  const save = async (): Promise<void> => {
    if (!file || !area) return;
    let jpeg: Blob;
    try {
      jpeg = await cropToJpeg(file, area);
    } catch {
      setProblem(t('employerSettings.image.unreadable'));
      return close();
    }
    const name = `${file.name.replace(/\.[^.]*$/, '') || 'image'}.jpg`;
    const result = await upload({ file: new File([jpeg], name, { type: 'image/jpeg' }) });
    close();
    if ('error' in result && result.error) return setProblem(errorMessage(result.error));
    if (result.data) {
      setUploaded(result.data.id);
      onUploaded?.(result.data.id);
    }
  };

  return (
    <Stack gap="xs">
      <Text size="xs" c="dimmed">
        {t('employerSettings.image.hint')}
      </Text>
      {uploaded ? (
        <Image src={`/api/media/${uploaded}/file`} alt={t('employerSettings.image.uploaded')} maw={400} data-testid="uploaded-image" />
      ) : null}
      <Group>
        <FileButton onChange={choose} accept={IMAGE_TYPES.join(',')}>
          {(props) => (
            <Button {...props} variant="light" size="xs" loading={isLoading} data-testid="image-choose">
              {t('employerSettings.image.choose')}
            </Button>
          )}
        </FileButton>
      </Group>
      {problem ? (
        <Text size="sm" c="red" role="alert" data-testid="image-error">
          {problem}
        </Text>
      ) : null}
      <Modal opened={source !== null} onClose={close} title={t('employerSettings.image.cropTitle')} size="lg">
        <Stack>
          <div style={{ position: 'relative', width: '100%', height: 300 }} data-testid="image-cropper">
            {source ? (
              <Cropper
                image={source}
                crop={crop}
                zoom={zoom}
                aspect={IMAGE_ASPECT}
                onCropChange={setCrop}
                onZoomChange={setZoom}
                onCropComplete={onCropComplete}
              />
            ) : null}
          </div>
          <Slider min={1} max={3} step={0.1} value={zoom} onChange={setZoom} label={null} aria-label={t('employerSettings.image.zoom')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('employerSettings.image.cancel')}
            </Button>
            <Button onClick={() => void save()} disabled={!area} loading={isLoading} data-testid="image-crop-save">
              {t('employerSettings.image.save')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
