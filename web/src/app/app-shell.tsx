import { AppShell, Button, Group, Loader, NavLink, Select, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { hasRole, useCurrentUserQuery, useLogoutMutation } from '../features/auth/auth-api';
import { LANGUAGES } from '../lib/i18n';
import { useRealtime } from '../lib/realtime';
import { useAppDispatch } from '../lib/store';

/** Signed-in layout: navigation by role, language switch, the realtime connection. */
export function SignedInShell() {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const { data: user, isLoading, isError } = useCurrentUserQuery();
  const [logout] = useLogoutMutation();
  useRealtime(user?.id, dispatch);

  if (isLoading) return <Loader m="xl" />;
  if (isError || !user) return <Navigate to="/login" replace />;
  const admin = hasRole(user, 'admin');

  return (
    <AppShell header={{ height: 56 }} navbar={{ width: 200, breakpoint: 'sm' }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between">
          <Text fw={700}>Recruiting Marketplace</Text>
          <Group>
            <Text size="sm" data-testid="current-user">
              {user.full_name}
            </Text>
            <Select
              w={80}
              size="xs"
              aria-label={t('nav.language')}
              data={[...LANGUAGES]}
              value={i18n.language}
              onChange={(value) => {
                if (!value) return;
                localStorage.setItem('language', value);
                void i18n.changeLanguage(value);
              }}
            />
            <Button size="xs" variant="default" onClick={() => void logout().then(() => navigate('/login'))}>
              {t('nav.logout')}
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs">
        <Stack gap={2}>
          <NavLink component={Link} to="/pipeline" label={t('nav.pipeline')} active={location.pathname.startsWith('/pipeline')} />
          {admin ? <NavLink component={Link} to="/approvals" label={t('nav.approvals')} active={location.pathname.startsWith('/approvals')} /> : null}
          {admin ? <NavLink component={Link} to="/audit" label={t('nav.audit')} active={location.pathname.startsWith('/audit')} /> : null}
          {user.company_id || admin ? (
            <NavLink component={Link} to={user.company_id ? `/companies/${user.company_id}/unlocked-contacts` : '/companies/unlocked-contacts'} label="Unlocks" active={location.pathname.includes('unlocked')} />
          ) : null}
        </Stack>
      </AppShell.Navbar>
      <AppShell.Main>
        <Outlet context={{ user }} />
      </AppShell.Main>
    </AppShell>
  );
}
