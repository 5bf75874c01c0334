import { Avatar, Button, FileButton, Group, Modal, Slider, Stack, Text } from '@mantine/core';
import { PROFILE_IMAGE_MAX_BYTES, type CandidateProfile } from '@rm/domain';
import { useMediaQuery } from '@mantine/hooks';
import Cropper from 'react-easy-crop';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/errors';
import { useImageCrop } from '../../lib/image-crop';
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

/**
 * The profile image: images only, at most 2 MB (checked here first, and by the server). The chosen image is cut
 * to a square in a crop step (drag, zoom by slider, pinch or wheel) and only the cut is uploaded, as JPEG;
 * cancelling the step uploads nothing. Shown as its 150 px thumbnail.
 */
export function ProfileImageUpload({ profile }: { profile: CandidateProfile }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [upload, { isLoading }] = useUploadProfileImageMutation();
  const { source, crop, setCrop, zoom, setZoom, area, onCropComplete, problem, setProblem, choose, close, cut } = useImageCrop({
    accepts: (type) => type.startsWith('image/'),
    maxBytes: PROFILE_IMAGE_MAX_BYTES,
    texts: {
      wrongType: t('candidateProfile.imageWrongType'),
      tooLarge: t('candidateProfile.imageTooLarge'),
      unreadable: t('candidateProfile.imageUnreadable'),
    },
    jpeg: { quality: PROFILE_IMAGE_JPEG_QUALITY, maxSide: PROFILE_IMAGE_SIDE },
    fallbackName: 'profile',
  });
  // On a phone the crop step takes the whole screen: room for the fingers to drag and pinch.
  const phone = useMediaQuery('(max-width: 36em)') ?? false;
  const initials = `${profile.first_name.slice(0, 1)}${profile.last_name.slice(0, 1)}`.toUpperCase();

  const save = async (): Promise<void> => {
    const jpeg = await cut();
    if (!jpeg) return;
    const result = await upload({ file: jpeg });
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
