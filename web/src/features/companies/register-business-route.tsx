import { RouterLegalLinks } from '../../components/router-legal-links';
import { Anchor, Card, Center, Checkbox, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { DEFAULT_REGISTRATION_COUNTRY, currentLegalVersion, splitFullName } from '@rm/domain';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PasswordPair, SignUpEnd } from '../../components/sign-up-parts';
import { fieldErrors } from '../../lib/errors';
import { useFormValues } from '../../lib/form-values';
import { useRegisterBusinessMutation } from './companies-api';

const COUNTRIES = ['DE', 'AT', 'CH', 'PL', 'NL'] as const;

/** The public business registration: the company, its owner, and their sign-in. */
export function RegisterBusinessRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [register, { isLoading, error }] = useRegisterBusinessMutation();
  const fields = fieldErrors(error);
  const { form, setForm, set, bind } = useFormValues(
    {
      company_name: '',
      full_name: '',
      email: '',
      mobile: '',
      company_phone: '',
      location: '',
      country_id: DEFAULT_REGISTRATION_COUNTRY,
      password: '',
      password_confirmation: '',
      accept_terms_condition: false,
      accept_dpa: false,
    },
    fields,
  );

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    const { firstName, lastName } = splitFullName(form.full_name);
    const result = await register({
      ...form,
      first_name: firstName,
      last_name: lastName,
      company_phone: form.company_phone || null,
      location: form.location || null,
      from: params.get('from'),
      registered_from_page: '/register/business',
      'invitation-token': params.get('invitation-token'),
      // The versions shown here: the server records them with the acceptance.
      terms_version: currentLegalVersion('terms'),
      dpa_version: currentLegalVersion('dpa'),
    });
    if ('data' in result && result.data) void navigate(result.data.redirect_path);
  };
  const nameError = fields?.first_name ?? fields?.full_name ?? fields?.last_name;

  return (
    <Center mih="100vh" p="md" style={{ flexDirection: 'column' }}>
      <Card withBorder shadow="sm" w={620} padding="lg">
        <form onSubmit={(e) => void submit(e)} data-testid="register-form" noValidate>
          <Stack>
            <Title order={1} size="h3">
              {t('register.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('register.intro')}
            </Text>
            <TextInput label={t('register.companyName')} {...bind('company_name')} required />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={t('register.fullName')}
                name="full_name"
                value={form.full_name}
                onChange={set('full_name')}
                error={nameError}
                required
              />
              <TextInput label={t('register.email')} {...bind('email')} type="email" required />
              <TextInput label={t('register.mobile')} {...bind('mobile')} type="tel" placeholder="+49 151 23456789" required />
              <TextInput label={t('register.companyPhone')} {...bind('company_phone')} type="tel" />
              <TextInput label={t('register.location')} {...bind('location')} placeholder="20095" />
              <Select
                label={t('register.country')}
                name="country_id"
                data={COUNTRIES.map((code) => ({ value: code, label: t(`register.countries.${code}`) }))}
                value={form.country_id}
                onChange={(value) => setForm((before) => ({ ...before, country_id: value ?? DEFAULT_REGISTRATION_COUNTRY }))}
                allowDeselect={false}
                error={fields?.country_id}
              />
              <PasswordPair
                labels={{
                  password: t('register.password'),
                  confirmation: t('register.passwordConfirmation'),
                  rules: t('register.passwordRules'),
                }}
                values={form}
                onChange={set}
                fields={fields}
              />
            </SimpleGrid>
            <Checkbox
              name="accept_dpa"
              label={
                <>
                  {t('register.dpa')}{' '}
                  <Anchor component={Link} to="/legal/dpa" target="_blank">
                    {t('register.dpaLink')}
                  </Anchor>
                </>
              }
              checked={form.accept_dpa}
              onChange={(event) => {
                const accepted = event.currentTarget.checked;
                setForm((before) => ({ ...before, accept_dpa: accepted }));
              }}
              error={fields?.accept_dpa ?? fields?.dpa_version}
              data-testid="accept-dpa"
            />
            <SignUpEnd
              texts={{
                terms: t('register.terms'),
                submit: t('register.submit'),
                haveAccount: t('register.haveAccount'),
                signIn: t('register.signIn'),
              }}
              accepted={form.accept_terms_condition}
              onAcceptedChange={(accepted) => setForm((before) => ({ ...before, accept_terms_condition: accepted }))}
              fields={fields}
              error={error}
              isLoading={isLoading}
              testIds={{ terms: 'accept-terms', submit: 'register-submit' }}
            />
          </Stack>
        </form>
      </Card>
      <RouterLegalLinks />
    </Center>
  );
}
