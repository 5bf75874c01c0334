import { Badge, Button, Table, Tabs, Text, VisuallyHidden } from '@mantine/core';
import type { Breach, DataSubjectRequest } from '@rm/domain';
import type { TFunction } from 'i18next';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page';
import { formatDateTime } from '../../lib/format';
import { BreachFormModal } from './breach-form-modal';
import { useListBreachesQuery, useListDataSubjectRequestsQuery } from './privacy-register-api';
import { RequestFormModal } from './request-form-modal';

type Tab = 'breaches' | 'requests';
/** Which form is open: a new entry (`null`) or the one to change. */
type Editing<T> = { entry: T | null } | null;

const dateOrDash = (iso: string | null): string => (iso ? formatDateTime(iso) : '–');

type Status = 'overdue' | 'open' | 'notified' | 'noNotification' | 'extended' | 'done';

function StatusBadge({ status }: { status: Status }) {
  const { t } = useTranslation();
  const color = { overdue: 'red', open: 'yellow', notified: 'green', noNotification: 'gray', extended: 'blue', done: 'green' }[status];
  return (
    <Badge color={color} variant={status === 'overdue' ? 'filled' : 'outline'} data-testid={`status-${status}`}>
      {t(`privacyRegister.statuses.${status}`)}
    </Badge>
  );
}

const breachStatus = (breach: Breach): Status =>
  breach.overdue ? 'overdue' : breach.authorityNotifiedAt ? 'notified' : breach.risk === 'none' ? 'noNotification' : 'open';

const requestStatus = (request: DataSubjectRequest): Status =>
  request.overdue ? 'overdue' : request.doneAt ? 'done' : request.extended ? 'extended' : 'open';

/** One column of a register table: the i18n key of its heading and what an entry shows in it. */
type Column<T> = { label: string; cell: (entry: T, t: TFunction) => ReactNode };

/**
 * How a register's table shows its entries: its columns (then the status and an edit button always follow).
 * `name` prefixes the test ids (`breach-table`, `breach-row`, `breach-edit`); `empty` is the i18n key shown
 * when there is no entry.
 */
type RegisterTableLayout<T> = {
  name: 'breach' | 'request';
  columns: ReadonlyArray<Column<T>>;
  status: (entry: T) => Status;
  empty: string;
  minWidth: number;
};

const breachTable: RegisterTableLayout<Breach> = {
  name: 'breach',
  status: breachStatus,
  empty: 'privacyRegister.breach.empty',
  minWidth: 960,
  columns: [
    { label: 'privacyRegister.breach.detectedAt', cell: (breach) => formatDateTime(breach.detectedAt) },
    { label: 'privacyRegister.breach.description', cell: (breach) => breach.description },
    { label: 'privacyRegister.breach.dataCategories', cell: (breach) => breach.dataCategories },
    { label: 'privacyRegister.breach.personsAffected', cell: (breach) => breach.personsAffected },
    { label: 'privacyRegister.breach.risk', cell: (breach, t) => t(`privacyRegister.breach.risks.${breach.risk}`) },
    { label: 'privacyRegister.breach.deadline', cell: (breach) => formatDateTime(breach.deadline) },
    { label: 'privacyRegister.breach.authorityNotifiedAt', cell: (breach) => dateOrDash(breach.authorityNotifiedAt) },
    { label: 'privacyRegister.breach.personsNotifiedAt', cell: (breach) => dateOrDash(breach.personsNotifiedAt) },
  ],
};

const requestTable: RegisterTableLayout<DataSubjectRequest> = {
  name: 'request',
  status: requestStatus,
  empty: 'privacyRegister.request.empty',
  minWidth: 800,
  columns: [
    { label: 'privacyRegister.request.receivedAt', cell: (request) => formatDateTime(request.receivedAt) },
    { label: 'privacyRegister.request.kind', cell: (request, t) => t(`privacyRegister.request.kinds.${request.kind}`) },
    { label: 'privacyRegister.request.reference', cell: (request) => request.reference },
    { label: 'privacyRegister.request.due', cell: (request) => formatDateTime(request.due) },
    { label: 'privacyRegister.request.doneAt', cell: (request) => dateOrDash(request.doneAt) },
  ],
};

/** A register's entries in a table, laid out as `layout` says. */
function RegisterTable<T extends { id: string; overdue: boolean }>({
  layout: { name, columns, status, empty, minWidth },
  entries,
  onEdit,
}: {
  layout: RegisterTableLayout<T>;
  entries: readonly T[];
  onEdit: (entry: T) => void;
}) {
  const { t } = useTranslation();
  if (entries.length === 0) return <Text c="dimmed">{t(empty)}</Text>;
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped data-testid={`${name}-table`}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.label}>{t(column.label)}</Table.Th>
            ))}
            <Table.Th>{t('privacyRegister.status')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('privacyRegister.edit')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr key={entry.id} data-testid={`${name}-row`} data-overdue={entry.overdue}>
              {columns.map((column) => (
                <Table.Td key={column.label}>{column.cell(entry, t)}</Table.Td>
              ))}
              <Table.Td>
                <StatusBadge status={status(entry)} />
              </Table.Td>
              <Table.Td>
                <Button size="compact-xs" variant="subtle" onClick={() => onEdit(entry)} data-testid={`${name}-edit`}>
                  {t('privacyRegister.edit')}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * The data-protection register (admins): the breaches with their 72-hour deadline and the data-subject
 * requests with their due date, open ones first as the API lists them; each recorded and changed in a form.
 */
export function PrivacyRegisterRoute() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('breaches');
  const breaches = useListBreachesQuery();
  const requests = useListDataSubjectRequestsQuery();
  const [breach, setBreach] = useState<Editing<Breach>>(null);
  const [request, setRequest] = useState<Editing<DataSubjectRequest>>(null);
  const create =
    tab === 'breaches' ? (
      <Button onClick={() => setBreach({ entry: null })} data-testid="breach-create">
        {t('privacyRegister.breach.create')}
      </Button>
    ) : (
      <Button onClick={() => setRequest({ entry: null })} data-testid="request-create">
        {t('privacyRegister.request.create')}
      </Button>
    );
  return (
    <Page title={t('privacyRegister.title')} actions={create}>
      <Text c="dimmed" size="sm">
        {t('privacyRegister.intro')}
      </Text>
      <Tabs value={tab} onChange={(value) => setTab(value === 'requests' ? 'requests' : 'breaches')}>
        <Tabs.List>
          <Tabs.Tab value="breaches" data-testid="tab-breaches">
            {t('privacyRegister.tabs.breaches')}
          </Tabs.Tab>
          <Tabs.Tab value="requests" data-testid="tab-requests">
            {t('privacyRegister.tabs.requests')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="breaches" pt="md">
          {breaches.data ? (
            <RegisterTable layout={breachTable} entries={breaches.data.data} onEdit={(entry) => setBreach({ entry })} />
          ) : null}
        </Tabs.Panel>
        <Tabs.Panel value="requests" pt="md">
          {requests.data ? (
            <RegisterTable layout={requestTable} entries={requests.data.data} onEdit={(entry) => setRequest({ entry })} />
          ) : null}
        </Tabs.Panel>
      </Tabs>
      {breach ? <BreachFormModal breach={breach.entry} onClose={() => setBreach(null)} /> : null}
      {request ? <RequestFormModal request={request.entry} onClose={() => setRequest(null)} /> : null}
    </Page>
  );
}
