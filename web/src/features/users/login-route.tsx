import { Alert, Button, Card, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page';
import { PublicShell } from '../../components/public-shell';
import { errorMessage, fieldErrors, type ApiErrorShape } from '../../lib/errors';
import { clearSessionNotice, sessionNotice } from '../../lib/session-notice';
import { signIn } from './sign-in';

/** Where the visitor wanted to go (`?next=/…`, a path of this site only), else their home. */
export function returnPath(): string {
  const next = new URLSearchParams(window.location.search).get('next');
  return next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\') ? next : '/';
}

/**
 * Sign-in; after an expired session it says so until the user signs in again. Then the app loads afresh at
 * the user's home (`/`): nothing of a previous user's view survives, and this page needs none of the app.
 */
export function LoginRoute() {
  const { t } = useTranslation();
  const [isLoading, setLoading] = useState(false);
  const [error, setError] = useState<ApiErrorShape | null>(null);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [passwordVisible, setPasswordVisible] = useState(false);
  const [notice] = useState(sessionNotice);
  const fields = fieldErrors(error);

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    setLoading(true);
    const result = await signIn({ email, password });
    if ('data' in result) {
      clearSessionNotice();
      window.location.assign(returnPath());
      return;
    }
    setError(result.error);
    setLoading(false);
  };

  return (
    <PublicShell signUpPrompt>
      <Page title={t('login.title')}>
        {notice === 'expired' ? (
          <Alert color="red" data-testid="session-expired">
            {t('errors.sessionExpired')}
          </Alert>
        ) : null}
        <Card withBorder shadow="sm" padding="lg">
          <form onSubmit={(e) => void submit(e)} data-testid="login-form">
            <Stack>
              <TextInput
                label={t('login.email')}
                name="email"
                type="email"
                autoComplete="username"
                value={email}
                onChange={(e) => setEmail(e.currentTarget.value)}
                error={fields?.email}
                required
                autoFocus
              />
              <PasswordInput
                label={t('login.password')}
                name="password"
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.currentTarget.value)}
                error={fields?.password}
                required
                visible={passwordVisible}
                onVisibilityChange={setPasswordVisible}
                visibilityToggleButtonProps={{
                  tabIndex: 0,
                  'aria-label': t(passwordVisible ? 'login.hidePassword' : 'login.showPassword'),
                  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
                    if (event.key === 'Enter') {
                      event.preventDefault();
                      setPasswordVisible((visible) => !visible);
                    }
                  },
                }}
              />
              {error && !fields ? <Alert color="red">{errorMessage(error)}</Alert> : null}
              <Button type="submit" loading={isLoading}>
                {t('login.submit')}
              </Button>
            </Stack>
          </form>
        </Card>
      </Page>
    </PublicShell>
  );
}
