import { Alert, Anchor, Badge, Button, Card, Group, Loader, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { PREFERRED_PHONE_COUNTRIES, PROFILE_LANGUAGES, type CandidateProfile } from '@rm/domain';
import { AsYouType, type CountryCode } from 'libphonenumber-js';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '../../components/page';
import { ErrorState } from '../../components/empty-state';
import { errorMessage, fieldErrors } from '../../lib/errors';
import { useFormValues } from '../../lib/form-values';
import { flashShown } from '../../lib/flash';
import { useAppDispatch } from '../../lib/store';
import { useCandidateProfileQuery, useUpdateProfileMutation } from './candidate-profile-api';
import { ProfileImageUpload } from './profile-image-upload';

/** Countries of a phone number: the spec's preferred ones first (DE, PL, US), then others candidates come from. */
const PHONE_COUNTRIES = [...PREFERRED_PHONE_COUNTRIES, 'AT', 'CH', 'NL', 'RO', 'UA'] as const;
type Language = (typeof PROFILE_LANGUAGES)[number];

/** The candidate's own profile: name, sign-in address, phone (preferred countries DE, PL, US), language, image. */
export function ProfileRoute() {
  const { t } = useTranslation();
  const { data, isLoading, error, refetch } = useCandidateProfileQuery();
  if (isLoading) return <Loader aria-label={t('candidateProfile.title')} />;
  if (error || !data)
    return (
      <ErrorState
        title={t('candidateProfile.loadError')}
        description={errorMessage(error)}
        onRetry={() => void refetch()}
        retryLabel={t('candidateProfile.retry')}
        testId="profile-load-error"
      />
    );
  return (
    <Page title={t('candidateProfile.title')}>
      <Text size="sm">{t('candidateProfile.intro')}</Text>
      <Card withBorder>
        <ProfileImageUpload profile={data.data} />
      </Card>
      <Card withBorder>
        <ProfileForm key={data.data.updated_at} profile={data.data} />
      </Card>
      <Group gap="lg">
        <Anchor component={Link} to="/my-profile/details">
          {t('candidateProfile.detailsLink')}
        </Anchor>
        <Anchor component={Link} to="/my-profile/delete" c="red">
          {t('candidateProfile.deleteLink')}
        </Anchor>
      </Group>
    </Page>
  );
}

function ProfileForm({ profile }: { profile: CandidateProfile }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [save, { isLoading, error }] = useUpdateProfileMutation();
  const fields = fieldErrors(error);
  const { form, setForm, set, bind } = useFormValues(
    {
      first_name: profile.first_name,
      last_name: profile.last_name,
      email: profile.email,
      phone: profile.phone ?? '',
      country: (PHONE_COUNTRIES as readonly string[]).includes(profile.country) ? profile.country : 'DE',
      language: profile.language as Language,
    },
    fields,
  );
  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    const result = await save({ ...form, phone: form.phone.trim() || null });
    if ('data' in result && result.data) dispatch(flashShown(t('candidateProfile.saved')));
  };
  const formatted = form.phone.trim() ? new AsYouType(form.country as CountryCode).input(form.phone) : '';

  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid="profile-form">
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('candidateProfile.firstName')} {...bind('first_name')} required />
          <TextInput label={t('candidateProfile.lastName')} {...bind('last_name')} required />
          <TextInput
            label={t('candidateProfile.email')}
            description={t('candidateProfile.emailHint')}
            {...bind('email')}
            type="email"
            required
          />
          <Select
            label={t('candidateProfile.language')}
            name="language"
            data={PROFILE_LANGUAGES.map((code) => ({ value: code, label: t(`candidateProfile.languages.${code}`) }))}
            value={form.language}
            onChange={(value) => setForm((before) => ({ ...before, language: (value as Language | null) ?? 'de' }))}
            allowDeselect={false}
          />
          <Select
            label={t('candidateProfile.phoneCountry')}
            name="country"
            data={PHONE_COUNTRIES.map((code) => ({ value: code, label: t(`candidateProfile.countries.${code}`) }))}
            value={form.country}
            onChange={(value) => setForm((before) => ({ ...before, country: value ?? 'DE' }))}
            allowDeselect={false}
            data-testid="profile-phone-country"
          />
          <TextInput
            label={
              <Group gap={6} component="span">
                {t('candidateProfile.phone')}
                {profile.phone ? (
                  <Badge size="xs" color={profile.phone_confirmed_at ? 'green' : 'gray'} component="span">
                    {profile.phone_confirmed_at ? t('candidateProfile.phoneVerified') : t('candidateProfile.phoneUnverified')}
                  </Badge>
                ) : null}
              </Group>
            }
            description={formatted && formatted !== form.phone ? formatted : undefined}
            name="phone"
            type="tel"
            value={form.phone}
            onChange={set('phone')}
            error={fields?.phone}
          />
        </SimpleGrid>
        {error ? (
          <Alert color="red" data-testid="profile-error">
            {fields ? t('candidateProfile.invalidInput') : errorMessage(error)}
          </Alert>
        ) : null}
        <Group>
          <Button type="submit" loading={isLoading} data-testid="profile-save">
            {t('candidateProfile.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
