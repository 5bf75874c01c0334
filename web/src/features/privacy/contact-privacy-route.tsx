import { Alert, Anchor, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { PrivacyRecord } from '@rm/domain';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { errorMessage } from '../../lib/errors';
import { formatDate, formatDateTime } from '../../lib/format';
import { usePrivacyRecordQuery } from '../../lib/shared-api';
import { AccessLogTable } from './access-log-table';
import { ConsentPanel } from './consent-panel';
import { ErasePanel } from './erase-panel';
import { ExportPanel } from './export-panel';

/** Where the retention rule stands, or the erasure. */
export function RetentionStatus({ record }: { record: PrivacyRecord }) {
  const { t } = useTranslation();
  if (record.erased_at)
    return (
      <Alert color="red" data-testid="erased">
        {t('privacy.erasedAt', { date: formatDateTime(record.erased_at), cause: t(`privacy.causes.${record.erasure_cause ?? 'request'}`) })}
      </Alert>
    );
  return (
    <Text size="sm" data-testid="retention">
      {record.retention_due_at ? t('privacy.retentionDue', { date: formatDate(record.retention_due_at) }) : t('privacy.retentionNone')}
    </Text>
  );
}

/** An admin's view of a contact's data protection: consents, retention, export, reads, erasure. */
export function ContactPrivacyRoute() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const { data, isLoading, error } = usePrivacyRecordQuery({ id });
  if (isLoading) return <Loader />;
  if (error || !data) return <Alert color="red">{errorMessage(error)}</Alert>;
  const record = data.data;
  const erased = record.erased_at !== null;
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h3">
          {t('privacy.title')}
        </Title>
        <Anchor component={Link} to={`/contacts/${id}`}>
          {t('privacy.backToContact')}
        </Anchor>
      </Group>
      <RetentionStatus record={record} />
      <Card withBorder>
        <ConsentPanel record={record} asAdmin />
      </Card>
      <Card withBorder>
        <ExportPanel contactId={id} asAdmin disabled={erased} />
      </Card>
      <Card withBorder>
        <AccessLogTable entries={record.access_log} />
      </Card>
      {!erased && (
        <Card withBorder>
          <ErasePanel contactId={id} />
        </Card>
      )}
    </Stack>
  );
}
