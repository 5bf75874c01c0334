import { Anchor, Badge, Group, Text } from '@mantine/core';
import { CONSENT_PURPOSES } from '@rm/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../lib/format';
import { usePrivacyRecordQuery } from '../lib/shared-api';

/** The consents in force of a contact (one badge per purpose), and the way to the contact's privacy screen. */
export function ConsentSummary({ contactId }: { contactId: string }) {
  const { t } = useTranslation();
  const { data } = usePrivacyRecordQuery({ id: contactId });
  const record = data?.data;
  return (
    <Group gap="xs" data-testid="consent-summary">
      <Text size="sm" fw={600}>
        {t('consentSummary.title')}:
      </Text>
      {record?.erased_at ? (
        <Badge color="red">{t('consentSummary.erased', { date: formatDate(record.erased_at) })}</Badge>
      ) : (
        CONSENT_PURPOSES.map((purpose) => {
          const consent = record?.consents.find((entry) => entry.purpose === purpose);
          const label = t(`consentSummary.purpose.${purpose}`);
          return consent?.given ? (
            <Badge key={purpose} color="green" variant="light">
              {t('consentSummary.given', { purpose: label, version: consent.text_version ?? '', date: formatDate(consent.at) })}
            </Badge>
          ) : (
            <Badge key={purpose} color="gray" variant="outline">
              {consent ? t('consentSummary.withdrawn', { purpose: label }) : t('consentSummary.none', { purpose: label })}
            </Badge>
          );
        })
      )}
      <Anchor component={Link} to={`/contacts/${contactId}/privacy`} size="sm" data-testid="privacy-link">
        {t('consentSummary.open')}
      </Anchor>
    </Group>
  );
}
