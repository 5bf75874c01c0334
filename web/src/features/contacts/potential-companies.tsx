import { Badge, Group, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePotentialCompaniesQuery } from './contacts-api';

/** The companies whose audiences reach the contact, nearest first. */
export function PotentialCompanies({ contactId }: { contactId: string }) {
  const { t } = useTranslation();
  const { data, isLoading } = usePotentialCompaniesQuery({ id: contactId });
  if (isLoading) return <Loader size="xs" aria-label={t('app.loading')} />;
  const rows = data?.data ?? [];
  return (
    <Group gap="xs" data-testid="potential-companies">
      <Text size="sm">{t('contact.potentialCompanies')}:</Text>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('contact.noPotentialCompanies')}
        </Text>
      ) : (
        rows.slice(0, 12).map((row) => (
          <Badge key={row.audience_id} variant="light" title={row.audience_name}>
            {row.company_name ?? '–'} · {row.distance_km} km
          </Badge>
        ))
      )}
    </Group>
  );
}
