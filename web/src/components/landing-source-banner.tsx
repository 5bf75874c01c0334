import { Affix, Button, Group, Paper, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { allowLandingSourceStorage, declineLandingSourceStorage, landingSourceNeedsConsent } from '../lib/landing-source';

/** Asks, only when a visitor came through an advertisement's link, whether its identifiers may be kept in the browser. */
export function LandingSourceBanner() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(landingSourceNeedsConsent);
  if (!open) return null;
  const answer = (allow: boolean) => () => {
    if (allow) allowLandingSourceStorage();
    else declineLandingSourceStorage();
    setOpen(false);
  };
  return (
    <Affix position={{ bottom: 16, left: 16, right: 16 }}>
      <Paper
        withBorder
        shadow="md"
        p="md"
        maw={640}
        mx="auto"
        role="dialog"
        aria-label={t('legalLinks.label')}
        data-testid="landing-source-banner"
      >
        <Text size="sm">{t('utmConsent.text')}</Text>
        <Group justify="flex-end" mt="sm">
          <Button variant="default" size="xs" onClick={answer(false)} data-testid="landing-source-decline">
            {t('utmConsent.decline')}
          </Button>
          <Button size="xs" onClick={answer(true)} data-testid="landing-source-accept">
            {t('utmConsent.accept')}
          </Button>
        </Group>
      </Paper>
    </Affix>
  );
}
