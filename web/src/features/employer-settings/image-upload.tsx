import { Button, FileButton, Group, Image, Modal, Slider, Stack, Text } from '@mantine/core';
import { IMAGE_TYPES, MAX_IMAGE_BYTES } from '@rm/domain';
import { useState } from 'react';
import Cropper from 'react-easy-crop';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/errors';
import { useImageCrop } from '../../lib/image-crop';
import { useUploadImageMutation } from './employer-settings-api';

/** The shape every uploaded image is cut to (width : height). */
export const IMAGE_ASPECT = 8 / 3;
/** The JPEG quality the cropped image is saved with. */
export const IMAGE_JPEG_QUALITY = 0.5;

/**
 * An image upload: images only, at most 2 MB (checked here first, and by the server); the image is cut to
 * 8:3 in a crop step (drag and zoom) and sent as JPEG of quality 0.5. Answers the media id.
 */
export function ImageUpload({ onUploaded }: { onUploaded?: (mediaId: string) => void }) {
  const { t } = useTranslation();
  const [upload, { isLoading }] = useUploadImageMutation();
  const [uploaded, setUploaded] = useState<string | null>(null);
  const { source, crop, setCrop, zoom, setZoom, area, onCropComplete, problem, setProblem, choose, close, cut } = useImageCrop({
    accepts: (type) => (IMAGE_TYPES as readonly string[]).includes(type),
    maxBytes: MAX_IMAGE_BYTES,
    texts: {
      wrongType: t('employerSettings.image.wrongType'),
      tooLarge: t('employerSettings.image.tooLarge'),
      unreadable: t('employerSettings.image.unreadable'),
    },
    jpeg: { quality: IMAGE_JPEG_QUALITY },
    fallbackName: 'image',
  });
  const save = async (): Promise<void> => {
    const jpeg = await cut();
    if (!jpeg) return;
    const result = await upload({ file: jpeg });
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
