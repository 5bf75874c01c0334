import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { PROFILE_IMAGE_MAX_BYTES, type CandidateProfile } from '@rm/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/errors';
import { flashShown } from '../../lib/flash';
import { useAppDispatch } from '../../lib/store';
import { useUploadProfileImageMutation } from './candidate-profile-api';

const ACCEPTED = 'image/png,image/jpeg,image/gif,image/webp';

/** The profile image: images only, at most 2 MB (checked here first, and by the server), shown as its 150 px thumbnail. */
export function ProfileImageUpload({ profile }: { profile: CandidateProfile }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [upload, { isLoading }] = useUploadProfileImageMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const initials = `${profile.first_name.slice(0, 1)}${profile.last_name.slice(0, 1)}`.toUpperCase();

  const choose = async (file: File | null): Promise<void> => {
    setProblem(null);
    if (!file) return;
    if (!file.type.startsWith('image/')) return setProblem(t('candidateProfile.imageWrongType'));
    if (file.size > PROFILE_IMAGE_MAX_BYTES) return setProblem(t('candidateProfile.imageTooLarge'));
    const result = await upload({ file });
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
        <FileButton onChange={(file) => void choose(file)} accept={ACCEPTED}>
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
    </Group>
  );
}
