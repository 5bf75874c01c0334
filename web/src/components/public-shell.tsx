import { LegalLinks } from './legal-links';
import { Anchor, Box, Container, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from './language-switch';

/**
 * The layout of pages outside the sign-in (the sign-in page, the sign-in links): header with sign-in,
 * registration and the language, then `main`; with `signUpPrompt`, "No account yet? Register" below it.
 * Plain links: the sign-in page runs without the app's router.
 */
export function PublicShell({ children, signUpPrompt = false }: { children: ReactNode; signUpPrompt?: boolean }) {
  const { t } = useTranslation();
  return (
    <Box mih="100vh" bg="gray.0">
      <Box component="header" px="md" py="xs" bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Group justify="space-between">
          <Text fw={700}>{t('app.name')}</Text>
          <Group gap="md" component="nav" aria-label={t('publicShell.label')}>
            <Anchor href="/login">{t('publicShell.signIn')}</Anchor>
            <Anchor href="/register" data-testid="header-register">
              {t('publicShell.register')}
            </Anchor>
            <LanguageSwitch />
          </Group>
        </Group>
      </Box>
      <Container component="main" size={420} py="xl">
        {children}
        {signUpPrompt ? (
          <Text ta="center" mt="md" data-testid="sign-up-prompt">
            {t('publicShell.noAccount')} <Anchor href="/register">{t('publicShell.register')}</Anchor>
          </Text>
        ) : null}
      </Container>
      <Box component="footer">
        <LegalLinks />
      </Box>
    </Box>
  );
}
