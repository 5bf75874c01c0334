import { Anchor, Group } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const PAGES = [
  { to: '/legal/imprint', label: 'legalLinks.imprint' },
  { to: '/legal/privacy', label: 'legalLinks.privacy' },
  { to: '/legal/terms', label: 'legalLinks.terms' },
] as const;

/**
 * The links to the legal texts every layout's footer and the sign-in and registration pages show. Plain
 * links unless `renderLink` makes them (`RouterLegalLinks` inside the app): the sign-in page starts without
 * the router (`app/sign-in-page.tsx`) and must not load it for three links.
 */
export function LegalLinks({ renderLink }: { renderLink?: (to: string, label: string) => ReactNode }) {
  const { t } = useTranslation();
  return (
    <Group component="nav" gap="md" justify="center" py="sm" aria-label={t('legalLinks.label')} data-testid="legal-links">
      {PAGES.map((page) => (
        <Fragment key={page.to}>
          {renderLink ? (
            renderLink(page.to, t(page.label))
          ) : (
            <Anchor href={page.to} size="sm">
              {t(page.label)}
            </Anchor>
          )}
        </Fragment>
      ))}
    </Group>
  );
}
