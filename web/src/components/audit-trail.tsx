import { Badge, Code, Loader, Table, Text } from '@mantine/core';
import type { ArgsOf, AuditEntry, auditFeature } from '@rm/domain';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../lib/format';
import { useAuditTrailQuery } from '../lib/shared-api';

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
/** The message group that names a changed field's values (stages, statuses, roles). */
const VALUE_GROUPS: Readonly<Record<string, string>> = { stage: 'stages', status: 'statuses', role: 'roles' };
/** Fields whose values are codes that people chose themselves (a UTM campaign, a key): shown as code, as they are. */
const CODE_FIELDS: ReadonlySet<string> = new Set(['utm_campaign', 'registered_from_page', 'unique_key']);

/**
 * The words the audit log records for a person's data, an e-mail address and a consent, with their detail in
 * brackets ("erased (retention)", "given (2026-01, web)"): said in the user's language, causes and channels
 * too; a text version stays as it is.
 */
const STATE_WORD = /^(given|withdrawn|held|erased|claimed|released)(?: \((.*)\))?$/;
const STATE_FIELDS = /^(personal_data|email_claim|consent_.+)$/;

/** A recorded value as people read it: yes/no, dates as DD.MM.YYYY - HH:mm, stages and statuses by name. */
function useShowValue(): (field: string, value: unknown) => string {
  const { t, i18n } = useTranslation();
  return (field, value) => {
    if (value === null || value === undefined || value === '') return '–';
    if (typeof value === 'boolean') return t(value ? 'auditTrail.yes' : 'auditTrail.no');
    if (typeof value === 'number') return String(value);
    if (typeof value === 'string') {
      if (ISO_INSTANT.test(value)) return formatDateTime(value);
      const state = STATE_FIELDS.test(field) ? STATE_WORD.exec(value) : null;
      if (state) {
        const details = (state[2] ?? '')
          .split(', ')
          .filter(Boolean)
          .map((part) => (i18n.exists(`auditValues.details.${part}`) ? t(`auditValues.details.${part}`) : part));
        const word = t(`auditValues.${state[1]}`);
        return details.length > 0 ? `${word} (${details.join(', ')})` : word;
      }
      const group = VALUE_GROUPS[field];
      return group && i18n.exists(`${group}.${value}`) ? t(`${group}.${value}`) : value;
    }
    return JSON.stringify(value);
  };
}

function AuditValue({ field, text }: { field: string; text: string }) {
  return CODE_FIELDS.has(field) && text !== '–' ? <Code>{text}</Code> : <>{text}</>;
}

export function AuditChanges({ changes }: { changes: AuditEntry['changes'] }) {
  const { t } = useTranslation();
  const show = useShowValue();
  const entries = Object.entries(changes);
  if (entries.length === 0)
    return (
      <Text size="sm" c="dimmed">
        –
      </Text>
    );
  return (
    <>
      {entries.map(([field, change]) => (
        <Text size="sm" key={field} data-testid="audit-change">
          {`${t(`auditFields.${field}`, { defaultValue: field })}: `}
          <AuditValue field={field} text={show(field, change.before)} />
          {' → '}
          <AuditValue field={field} text={show(field, change.after)} />
        </Text>
      ))}
    </>
  );
}

export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  const { t } = useTranslation();
  if (entries.length === 0) return <Text c="dimmed">{t('auditTrail.empty')}</Text>;
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped data-testid="audit-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('auditTrail.when')}</Table.Th>
            <Table.Th>{t('auditTrail.what')}</Table.Th>
            <Table.Th>{t('auditTrail.who')}</Table.Th>
            <Table.Th>{t('auditTrail.changes')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr key={entry.id} data-testid="audit-row" data-event-type={entry.type}>
              <Table.Td>{formatDateTime(entry.occurred_at)}</Table.Td>
              <Table.Td>
                <Badge variant="light" tt="none">
                  {t(`auditEvents.${entry.type}`, { defaultValue: entry.type })}
                </Badge>
              </Table.Td>
              <Table.Td data-testid="audit-actor">{entry.actor?.full_name ?? t('auditTrail.system')}</Table.Td>
              <Table.Td>
                <AuditChanges changes={entry.changes} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Every event of one entity, newest first: who, when, what changed. */
export function AuditTrail({ entity, id }: { entity: ArgsOf<typeof auditFeature.queries.entityAuditTrail>['entity']; id: string }) {
  const { t } = useTranslation();
  const { data, isLoading } = useAuditTrailQuery({ entity, id });
  if (isLoading) return <Loader size="sm" aria-label={t('app.loading')} />;
  return <AuditTable entries={data?.data ?? []} />;
}
