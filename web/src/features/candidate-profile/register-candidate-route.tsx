import { LegalLinks } from '../../components/legal-links';
import { Anchor, Card, Center, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { PROFESSIONS } from '@rm/domain';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PasswordPair, SignUpEnd } from '../../components/sign-up-parts';
import { fieldErrors } from '../../lib/errors';
import { useFormValues } from '../../lib/form-values';
import { languageOf } from '../../lib/i18n';
import { forgetLandingSource, landingSource } from '../../lib/landing-source';
import { useRegisterCandidateMutation } from './candidate-profile-api';
import { ownPath } from './own-path';

type Profession = (typeof PROFESSIONS)[number];

/**
 * The public candidate sign-up: name, address for sign-in, where they live, their profession, consent; signs them
 * in. Then back to where they came from (`?next=/stellenangebote/…`, a path of this site only, as the sign-in
 * does), else where the server sends a new candidate (their profile).
 */
export function RegisterCandidateRoute() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const next = ownPath(search.get('next'));
  const [register, { isLoading, error }] = useRegisterCandidateMutation();
  const fields = fieldErrors(error);
  const { form, setForm, set, bind } = useFormValues(
    {
      first_name: '',
      last_name: '',
      email: '',
      phone: '',
      zip_code: '',
      profession: 'care' as Profession,
      password: '',
      password_confirmation: '',
      accept_terms_condition: false,
    },
    fields,
  );
  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    const language = languageOf(i18n.language);
    // The advertisement the candidate came from, if their landing had one (the ROI of advertising campaigns).
    const result = await register({ ...form, phone: form.phone.trim() || null, language, ...landingSource() });
    if ('data' in result && result.data) {
      forgetLandingSource();
      void navigate(next ?? result.data.redirect_path);
    }
  };

  return (
    <Center mih="100vh" p="md" style={{ flexDirection: 'column' }}>
      <Card withBorder shadow="sm" w={620} maw="100%" padding="lg">
        <form onSubmit={(e) => void submit(e)} data-testid="candidate-register-form" noValidate>
          <Stack>
            <Title order={1} size="h3">
              {t('candidateRegister.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('candidateRegister.intro')}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label={t('candidateRegister.firstName')} {...bind('first_name')} autoComplete="given-name" required />
              <TextInput label={t('candidateRegister.lastName')} {...bind('last_name')} autoComplete="family-name" required />
              <TextInput label={t('candidateRegister.email')} {...bind('email')} type="email" autoComplete="email" required />
              <TextInput
                label={t('candidateRegister.phone')}
                {...bind('phone')}
                type="tel"
                autoComplete="tel"
                placeholder="+49 151 23456789"
              />
              <TextInput
                label={t('candidateRegister.zipCode')}
                {...bind('zip_code')}
                inputMode="numeric"
                autoComplete="postal-code"
                maxLength={5}
                required
              />
              <Select
                label={t('candidateRegister.profession')}
                name="profession"
                data={PROFESSIONS.map((value) => ({ value, label: t(`candidateRegister.professions.${value}`) }))}
                value={form.profession}
                onChange={(value) => setForm((before) => ({ ...before, profession: (value as Profession | null) ?? 'care' }))}
                allowDeselect={false}
                error={fields?.profession}
              />
              <PasswordPair
                labels={{
                  password: t('candidateRegister.password'),
                  confirmation: t('candidateRegister.passwordConfirmation'),
                  rules: t('candidateRegister.passwordRules'),
                }}
                values={form}
                onChange={set}
                fields={fields}
              />
            </SimpleGrid>
            <SignUpEnd
              signInTo={next ? `/login?next=${encodeURIComponent(next)}` : '/login'}
              texts={{
                terms: t('candidateRegister.terms'),
                submit: t('candidateRegister.submit'),
                haveAccount: t('candidateRegister.haveAccount'),
                signIn: t('candidateRegister.signIn'),
              }}
              accepted={form.accept_terms_condition}
              onAcceptedChange={(accepted) => setForm((before) => ({ ...before, accept_terms_condition: accepted }))}
              fields={fields}
              error={error}
              isLoading={isLoading}
              testIds={{ terms: 'candidate-accept-terms', submit: 'candidate-register-submit' }}
            />
            <Text size="sm">
              {t('candidateRegister.employer')}{' '}
              <Anchor component={Link} to="/register/business">
                {t('candidateRegister.employerLink')}
              </Anchor>
            </Text>
          </Stack>
        </form>
      </Card>
      <LegalLinks />
    </Center>
  );
}
