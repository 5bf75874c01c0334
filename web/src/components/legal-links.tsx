import { Anchor, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useInRouterContext } from 'react-router';

const PAGES = [
  { to: '/legal/imprint', label: 'legalLinks.imprint' },
  { to: '/legal/privacy', label: 'legalLinks.privacy' },
  { to: '/legal/terms', label: 'legalLinks.terms' },
] as const;

/**
 * The links to the legal texts every layout's footer and the sign-in and registration pages show. The
 * sign-in page starts without the router (`app/sign-in-page.tsx`): there they are plain links that load the page.
 */
export function LegalLinks() {
  const { t } = useTranslation();
  const inRouter = useInRouterContext();
  return (
    <Group component="nav" gap="md" justify="center" py="sm" aria-label={t('legalLinks.label')} data-testid="legal-links">
      {PAGES.map((page) =>
        inRouter ? (
          <Anchor key={page.to} component={Link} to={page.to} size="sm">
            {t(page.label)}
          </Anchor>
        ) : (
          <Anchor key={page.to} href={page.to} size="sm">
            {t(page.label)}
          </Anchor>
        ),
      )}
    </Group>
  );
}
