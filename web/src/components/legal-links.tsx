import { Anchor, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The links to the legal texts every layout's footer and the sign-in and registration pages show. */
export function LegalLinks() {
  const { t } = useTranslation();
  return (
    <Group component="nav" gap="md" justify="center" py="sm" aria-label={t('legalLinks.label')} data-testid="legal-links">
      <Anchor component={Link} to="/legal/imprint" size="sm">
        {t('legalLinks.imprint')}
      </Anchor>
      <Anchor component={Link} to="/legal/privacy" size="sm">
        {t('legalLinks.privacy')}
      </Anchor>
      <Anchor component={Link} to="/legal/terms" size="sm">
        {t('legalLinks.terms')}
      </Anchor>
    </Group>
  );
}
