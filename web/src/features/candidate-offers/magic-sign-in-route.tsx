import { Alert, Anchor, Loader, Stack, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PublicShell } from '../../components/public-shell';
import { errorMessage, fieldErrors } from '../../lib/errors';
import { useMagicSignInMutation } from './candidate-offers-api';

/** Where a sign-in link leads: signs the person in once, then to their home (a full load, so that the app starts signed in). */
export function MagicSignInRoute() {
  const { t } = useTranslation();
  const token = useParams().token ?? '';
  const [signIn] = useMagicSignInMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void signIn({ token }).then((result) => {
      if ('error' in result && result.error) setFailure(fieldErrors(result.error)?.token ?? errorMessage(result.error));
      else window.location.assign('/');
    });
  }, [signIn, token]);
  return (
    <PublicShell>
      <Stack>
        <Title order={1} size="h3">
          {t('candidateOffers.magicTitle')}
        </Title>
        {failure ? (
          <>
            <Alert color="red" data-testid="magic-failure">
              {failure}
            </Alert>
            <Anchor component={Link} to="/login">
              {t('candidateOffers.magicToLogin')}
            </Anchor>
          </>
        ) : (
          <Loader aria-label={t('candidateOffers.magicSigningIn')} />
        )}
      </Stack>
    </PublicShell>
  );
}
