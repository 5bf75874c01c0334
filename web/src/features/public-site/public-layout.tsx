import { RouterLegalLinks } from '../../components/router-legal-links';
import { Anchor, Box, Container, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { BrandLogo } from '../../components/brand-logo';
import { LanguageSwitch } from '../../components/language-switch';
import { ReturnToTop } from './return-to-top';

/** The public pages' layout: a header with the job search and sign-in, the page, a footer. */
export function PublicLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  // From a posting or a search, the registration returns there; from the landing page to the new profile.
  const register = pathname === '/' ? '/register' : `/register?next=${encodeURIComponent(pathname + search)}`;
  return (
    <Box mih="100vh" bg="gray.0">
      <Box component="header" px="md" py="xs" bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Container size="lg" px={0}>
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Anchor component={Link} to="/" underline="never" data-testid="brand-home">
              <BrandLogo name={t('app.name')} />
            </Anchor>
            <Group gap="md" component="nav" aria-label={t('publicSite.nav.label')}>
              <Anchor component={Link} to="/stellenangebote">
                {t('publicSite.nav.jobs')}
              </Anchor>
              <Anchor component={Link} to="/login">
                {t('publicSite.nav.signIn')}
              </Anchor>
              <Anchor component={Link} to={register} data-testid="nav-register">
                {t('publicSite.nav.register')}
              </Anchor>
              <LanguageSwitch />
            </Group>
          </Group>
        </Container>
      </Box>
      <Container component="main" size="lg" py="lg" px="md">
        {children}
      </Container>
      <Box component="footer" py="md" px="md">
        <Text size="sm" c="dimmed" ta="center">
          {t('publicSite.footer')}
        </Text>
        <RouterLegalLinks />
      </Box>
      <ReturnToTop />
    </Box>
  );
}
