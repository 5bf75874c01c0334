import { LegalLinks } from './legal-links';
import { Box, Container, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from './language-switch';

/** The layout of pages outside the sign-in (the sign-in page, later the public pages): header with the language, then `main`. */
export function PublicShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box mih="100vh" bg="gray.0">
      <Box component="header" px="md" py="xs" bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Group justify="space-between">
          <Text fw={700}>{t('app.name')}</Text>
          <LanguageSwitch />
        </Group>
      </Box>
      <Container component="main" size={420} py="xl">
        {children}
      </Container>
      <Box component="footer">
        <LegalLinks />
      </Box>
    </Box>
  );
}
