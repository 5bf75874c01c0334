import { Alert, Button, Card, Center, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorMessage, fieldErrors } from '../../lib/errors';
import { useLoginMutation } from './auth-api';

export function LoginRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [login, { isLoading, error }] = useLoginMutation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const fields = fieldErrors(error);

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    const result = await login({ email, password });
    if ('data' in result) void navigate('/pipeline');
  };

  return (
    <Center mih="100vh">
      <Card withBorder shadow="sm" w={380} padding="lg">
        <form onSubmit={(e) => void submit(e)} data-testid="login-form">
          <Stack>
            <Title order={3}>{t('login.title')}</Title>
            <TextInput label={t('login.email')} name="email" type="email" value={email} onChange={(e) => setEmail(e.currentTarget.value)} error={fields?.email} required autoFocus />
            <PasswordInput label={t('login.password')} name="password" value={password} onChange={(e) => setPassword(e.currentTarget.value)} error={fields?.password} required />
            {error && !fields ? <Alert color="red">{errorMessage(error)}</Alert> : null}
            <Button type="submit" loading={isLoading}>
              {t('login.submit')}
            </Button>
          </Stack>
        </form>
      </Card>
    </Center>
  );
}
