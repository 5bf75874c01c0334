import { Alert, Card, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/errors';
import { AccessLogTable } from './access-log-table';
import { ConsentPanel } from './consent-panel';
import { RetentionStatus } from './contact-privacy-route';
import { ExportPanel } from './export-panel';
import { useMyPrivacyQuery } from './privacy-api';

/** A candidate's own data protection: their consents, the download of their data, who read their contact details. */
export function MyPrivacyRoute() {
  const { t } = useTranslation();
  const { data, isLoading, error } = useMyPrivacyQuery();
  if (isLoading) return <Loader />;
  if (error || !data) return <Alert color="red">{errorMessage(error)}</Alert>;
  const record = data.data;
  return (
    <Stack>
      <Title order={1} size="h3">
        {t('privacy.myTitle')}
      </Title>
      <Text size="sm">{t('privacy.myText')}</Text>
      <RetentionStatus record={record} />
      <Card withBorder>
        <ConsentPanel record={record} asAdmin={false} />
      </Card>
      <Card withBorder>
        <ExportPanel contactId={record.contact_id} asAdmin={false} disabled={record.erased_at !== null} />
      </Card>
      <Card withBorder>
        <AccessLogTable entries={record.access_log} />
      </Card>
    </Stack>
  );
}
