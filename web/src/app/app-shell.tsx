import { RouterLegalLinks } from '../components/router-legal-links';
import { BrandLogo } from '../components/brand-logo';
import { QueryTrouble } from '../components/query-trouble';
import { AppShell, Box, Burger, Button, Group, Loader, NavLink, Stack, Text, useMantineTheme } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { FeatureSlot } from '../components/feature-slots';
import { LanguageSwitch } from '../components/language-switch';
import { useCurrentUserQuery, useLogoutMutation } from '../features/users/users-api';
import { applyUserLanguage } from '../lib/i18n';
import { useAfterScreen } from '../lib/idle';
import { useRealtime } from '../lib/realtime';
import { useAppDispatch } from '../lib/store';
import { WEB_FEATURES } from './features';
import type { ShellContext } from './guards';

/**
 * What the header shows beside the user (the bell): once the screen's own content is there (see
 * `useAfterScreen`). A component of its own, so that waiting re-renders it alone, not the layout.
 */
function AfterScreen({ children }: { children: ReactNode }) {
  return useAfterScreen() ? children : null;
}

/** Signed-in layout: header (name, language, sign-out), navigation by role, `main`; the realtime connection. */
export function SignedInShell() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [opened, { toggle, close }] = useDisclosure(false);
  const theme = useMantineTheme();
  const wide = useMediaQuery(`(min-width: ${theme.breakpoints.sm})`, undefined, { getInitialValueInEffect: false });
  const { data: user, isLoading, isError } = useCurrentUserQuery();
  const [logout] = useLogoutMutation();
  useRealtime(user?.id, dispatch);
  useEffect(() => {
    if (user) applyUserLanguage(user.id);
  }, [user]);
  useEffect(close, [location.pathname, close]);

  if (isLoading) return <Loader m="xl" aria-label={t('app.loading')} />;
  if (isError || !user) return <Navigate to="/login" replace />;
  const navigation = WEB_FEATURES.flatMap((feature) => feature.navigation ?? []).filter((entry) => entry.visibleTo?.(user) ?? true);

  return (
    <AppShell header={{ height: 56 }} navbar={{ width: 220, breakpoint: 'sm', collapsed: { mobile: !opened } }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label={t('nav.menu')} aria-expanded={opened} />
            <Box visibleFrom="xs">
              <BrandLogo name={t('app.name')} size={28} />
            </Box>
          </Group>
          <Group gap="xs" wrap="nowrap">
            <AfterScreen>
              <FeatureSlot name="header" />
            </AfterScreen>
            <Text size="sm" data-testid="current-user" visibleFrom="sm">
              {user.full_name}
            </Text>
            <LanguageSwitch userId={user.id} />
            <Button size="xs" variant="default" onClick={() => void logout().then(() => navigate('/login'))} data-testid="sign-out">
              {t('nav.logout')}
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label={t('nav.label')}>
        <Stack gap={2}>
          {(wide || opened) &&
            navigation.map((entry) => (
              <NavLink
                key={entry.label}
                component={Link}
                to={entry.to(user)}
                label={t(entry.label)}
                active={entry.current(location.pathname)}
                aria-current={entry.current(location.pathname) ? 'page' : undefined}
              />
            ))}
        </Stack>
      </AppShell.Navbar>
      <AppShell.Main>
        <QueryTrouble />
        <Outlet context={{ user } satisfies ShellContext} />
        <Box component="footer" mt="xl">
          <RouterLegalLinks />
        </Box>
      </AppShell.Main>
    </AppShell>
  );
}
