import { Group, Progress, Stack, Text } from '@mantine/core';
import { METER_MAX, type PotentialContacts } from '@rm/domain';
import { useTranslation } from 'react-i18next';

const COLORS = { danger: 'red', warning: 'yellow', success: 'green' } as const;

/** The potential-contacts meter: fill up to 100, the band's colour and advice, the 12-month estimate. */
export function PotentialMeter({ value, pending }: { value: PotentialContacts | null; pending: boolean }) {
  const { t } = useTranslation();
  const counted = value?.count ?? null;
  return (
    <Stack gap={4} data-testid="potential-meter" data-count={counted ?? ''} data-band={value?.band ?? ''} aria-live="polite">
      <Group justify="space-between">
        <Text size="sm" fw={600}>
          {t('audience.potentialContacts')}
        </Text>
        <Text size="sm" data-testid="potential-count">
          {counted === null ? t('audience.needLocation') : pending ? t('audience.counting') : counted}
        </Text>
      </Group>
      <Progress
        value={((value?.meter ?? 0) / METER_MAX) * 100}
        color={value?.color ? COLORS[value.color as keyof typeof COLORS] : 'gray'}
        aria-label={t('audience.potentialContacts')}
      />
      {value?.band ? (
        <Text size="sm" c={COLORS[value.color as keyof typeof COLORS]} data-testid="potential-band">
          {t(`audience.bands.${value.band}`)}
        </Text>
      ) : null}
      {value?.estimate_12_months !== null && value?.estimate_12_months !== undefined ? (
        <Text size="xs" c="dimmed">
          {t('audience.estimate', { count: value.estimate_12_months })}
        </Text>
      ) : null}
    </Stack>
  );
}
