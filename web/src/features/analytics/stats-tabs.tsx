import { Group, NavLink } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';

const PAGES = [
  { to: '/stats', label: 'stats.pages.charts' },
  { to: '/stats/reports', label: 'stats.pages.reports' },
  { to: '/stats/dashboards', label: 'stats.pages.dashboards' },
] as const;

/** Links between the statistics pages: the charts, the reports, the dashboards. */
export function StatsTabs() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <Group component="nav" aria-label={t('stats.pages.label')} gap="xs">
      {PAGES.map((page) => (
        <NavLink
          key={page.to}
          component={Link}
          to={page.to}
          label={t(page.label)}
          active={pathname === page.to}
          w="auto"
          aria-current={pathname === page.to ? 'page' : undefined}
          data-testid={`stats-tab-${page.to.split('/').at(-1) ?? ''}`}
        />
      ))}
    </Group>
  );
}
