import { Alert, Anchor, Container, Group, Stack, Text, Title } from '@mantine/core';
import { currentLegalVersion } from '@rm/domain';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LanguageSwitch } from '../../components/language-switch';
import { RouterLegalLinks } from '../../components/router-legal-links';
import { isLanguage } from '../../lib/i18n';
import { CONTROLLER, hasPlaceholders, withController } from './controller';
import { LEGAL_SLUGS, kindOfSlug, legalDocument, legalVersions } from './documents/archive';

/** A legal text (`/legal/:kind`, the current version; `/legal/:kind/:version`, an archived one), in the app's language. */
export function LegalRoute() {
  const { t, i18n } = useTranslation();
  const { kind: slug, version } = useParams();
  const kind = kindOfSlug(slug);
  const document = kind ? legalDocument(kind, version) : null;
  const language = isLanguage(i18n.language) ? i18n.language : 'de';
  return (
    <Container size="md" py="lg" component="main">
      <Group justify="flex-end">
        <LanguageSwitch />
      </Group>
      {!kind || !document ? (
        <Alert color="yellow" data-testid="legal-not-found">
          {t('legal.notFound')}
        </Alert>
      ) : (
        <Stack data-testid={`legal-${kind}`}>
          <Title order={1}>{document[language].title}</Title>
          <Text size="sm" c="dimmed" data-testid="legal-version">
            {t('legal.version', { version: version ?? currentLegalVersion(kind) })}
            {version && version !== currentLegalVersion(kind) ? ` · ${t('legal.archived')}` : ''}
          </Text>
          {hasPlaceholders(CONTROLLER) && (
            <Alert color="orange" data-testid="legal-placeholders">
              {t('legal.placeholders')}
            </Alert>
          )}
          {document[language].sections.map((section) => (
            <Stack key={section.heading} gap="xs">
              <Title order={2} size="h4">
                {section.heading}
              </Title>
              {section.paragraphs.map((paragraph) => (
                <Text key={paragraph}>{withController(paragraph, CONTROLLER)}</Text>
              ))}
            </Stack>
          ))}
          <Text size="sm">
            {t('legal.versions')}{' '}
            {legalVersions(kind).map((each) => (
              <Anchor key={each} component={Link} to={`/legal/${LEGAL_SLUGS[kind]}/${each}`} mr="xs">
                {each}
              </Anchor>
            ))}
          </Text>
        </Stack>
      )}
      <RouterLegalLinks />
    </Container>
  );
}
