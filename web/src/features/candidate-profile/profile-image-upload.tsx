import { Avatar, Button, FileButton, Group, Modal, Slider, Stack, Text } from '@mantine/core';
import { PROFILE_IMAGE_MAX_BYTES, type CandidateProfile } from '@rm/domain';
import { useMediaQuery } from '@mantine/hooks';
import { useCallback, useEffect, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/errors';
import { flashShown } from '../../lib/flash';
import { useAppDispatch } from '../../lib/store';
import { useUploadProfileImageMutation } from './candidate-profile-api';

const ACCEPTED = 'image/png,image/jpeg,image/gif,image/webp';
/**
 * The cut's longest side in pixels: the server keeps a 150 px thumbnail, so 800 px is plenty on any screen and a
 * phone's 12-megapixel photo becomes a JPEG of some 100 kB instead of a few MB over a mobile connection.
 */
export const PROFILE_IMAGE_SIDE = 800;
export const PROFILE_IMAGE_JPEG_QUALITY = 0.85;

/** The chosen square of the image (in the image's own pixels), at most `PROFILE_IMAGE_SIDE` wide, as JPEG. */
async function cropToSquareJpeg(file: Blob, area: Area): Promise<Blob> {
  const bitmap = await createImageBitmap(file);
  const side = Math.max(1, Math.min(PROFILE_IMAGE_SIDE, Math.round(area.width)));
  const canvas = document.createElement('canvas');
  canvas.width = side;
  canvas.height = side;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d canvas');
  context.drawImage(bitmap, area.x, area.y, area.width, area.height, 0, 0, side, side);
  bitmap.close();
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no image'))), 'image/jpeg', PROFILE_IMAGE_JPEG_QUALITY),
  );
}

/**
 * The profile image: images only, at most 2 MB (checked here first, and by the server). The chosen image is cut
 * to a square in a crop step (drag, zoom by slider, pinch or wheel) and only the cut is uploaded, as JPEG;
 * cancelling the step uploads nothing. Shown as its 150 px thumbnail.
 */
export function ProfileImageUpload({ profile }: { profile: CandidateProfile }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [upload, { isLoading }] = useUploadProfileImageMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [source, setSource] = useState<string | null>(null);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  // On a phone the crop step takes the whole screen: room for the fingers to drag and pinch.
  const phone = useMediaQuery('(max-width: 36em)') ?? false;
  const initials = `${profile.first_name.slice(0, 1)}${profile.last_name.slice(0, 1)}`.toUpperCase();

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
    if (!chosen.type.startsWith('image/')) return setProblem(t('candidateProfile.imageWrongType'));
    if (chosen.size > PROFILE_IMAGE_MAX_BYTES) return setProblem(t('candidateProfile.imageTooLarge'));
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
      jpeg = await cropToSquareJpeg(file, area);
    } catch {
      setProblem(t('candidateProfile.imageUnreadable'));
      return close();
    }
    const name = `${file.name.replace(/\.[^.]*$/, '') || 'profile'}.jpg`;
    const result = await upload({ file: new File([jpeg], name, { type: 'image/jpeg' }) });
    close();
    if ('error' in result && result.error) setProblem(errorMessage(result.error));
    else dispatch(flashShown(t('candidateProfile.imageUploaded')));
  };

  return (
    <Group align="center" gap="md" wrap="nowrap">
      <Avatar
        src={profile.profile_image_thumbnail_url}
        alt={profile.profile_image_thumbnail_url ? t('candidateProfile.image') : t('candidateProfile.noImage')}
        size={96}
        radius="xl"
        data-testid="profile-avatar"
      >
        {initials}
      </Avatar>
      <Stack gap={4}>
        <Text fw={500}>{t('candidateProfile.image')}</Text>
        <Text size="xs" c="dimmed">
          {t('candidateProfile.imageHint')}
        </Text>
        <FileButton onChange={choose} accept={ACCEPTED}>
          {(props) => (
            <Button {...props} variant="light" size="xs" loading={isLoading} data-testid="profile-image-choose">
              {t('candidateProfile.imageChoose')}
            </Button>
          )}
        </FileButton>
        {problem ? (
          <Text size="sm" c="red" role="alert" data-testid="profile-image-error">
            {problem}
          </Text>
        ) : null}
      </Stack>
      <Modal opened={source !== null} onClose={close} title={t('candidateProfile.imageCropTitle')} size="md" fullScreen={phone}>
        <Stack>
          <Text size="sm">{t('candidateProfile.imageCropHint')}</Text>
          <div style={{ position: 'relative', width: '100%', height: 300 }} data-testid="profile-image-cropper">
            {source ? (
              <Cropper
                image={source}
                crop={crop}
                zoom={zoom}
                aspect={1}
                cropShape="round"
                showGrid={false}
                onCropChange={setCrop}
                onZoomChange={setZoom}
                onCropComplete={onCropComplete}
              />
            ) : null}
          </div>
          <Slider
            min={1}
            max={3}
            step={0.1}
            value={zoom}
            onChange={setZoom}
            label={null}
            thumbLabel={t('candidateProfile.imageZoom')}
            data-testid="profile-image-zoom"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close} data-testid="profile-image-crop-cancel">
              {t('candidateProfile.imageCancel')}
            </Button>
            <Button onClick={() => void save()} disabled={!area} loading={isLoading} data-testid="profile-image-crop-save">
              {t('candidateProfile.imageSave')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Group>
  );
}
