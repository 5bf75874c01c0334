import { Badge, Button, Table, Tabs, Text, VisuallyHidden } from '@mantine/core';
import type { Breach, DataSubjectRequest } from '@rm/domain';
import { useState } from 'react';
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

function StatusBadge({ status }: { status: 'overdue' | 'open' | 'notified' | 'noNotification' | 'extended' | 'done' }) {
  const { t } = useTranslation();
  const color = { overdue: 'red', open: 'yellow', notified: 'green', noNotification: 'gray', extended: 'blue', done: 'green' }[status];
  return (
    <Badge color={color} variant={status === 'overdue' ? 'filled' : 'outline'} data-testid={`status-${status}`}>
      {t(`privacyRegister.statuses.${status}`)}
    </Badge>
  );
}

const breachStatus = (breach: Breach) =>
  breach.overdue ? 'overdue' : breach.authorityNotifiedAt ? 'notified' : breach.risk === 'none' ? 'noNotification' : 'open';

const requestStatus = (request: DataSubjectRequest) =>
  request.overdue ? 'overdue' : request.doneAt ? 'done' : request.extended ? 'extended' : 'open';

function BreachTable({ breaches, onEdit }: { breaches: readonly Breach[]; onEdit: (breach: Breach) => void }) {
  const { t } = useTranslation();
  if (breaches.length === 0) return <Text c="dimmed">{t('privacyRegister.breach.empty')}</Text>;
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table striped data-testid="breach-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('privacyRegister.breach.detectedAt')}</Table.Th>
            <Table.Th>{t('privacyRegister.breach.description')}</Table.Th>
            <Table.Th>{t('privacyRegister.breach.dataCategories')}</Table.Th>
            <Table.Th>{t('privacyRegister.breach.personsAffected')}</Table.Th>
            <Table.Th>{t('privacyRegister.breach.risk')}</Table.Th>
            <Table.Th>{t('privacyRegister.breach.deadline')}</Table.Th>
            <Table.Th>{t('privacyRegister.breach.authorityNotifiedAt')}</Table.Th>
            <Table.Th>{t('privacyRegister.breach.personsNotifiedAt')}</Table.Th>
            <Table.Th>{t('privacyRegister.status')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('privacyRegister.edit')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {breaches.map((breach) => (
            <Table.Tr key={breach.id} data-testid="breach-row" data-overdue={breach.overdue}>
              <Table.Td>{formatDateTime(breach.detectedAt)}</Table.Td>
              <Table.Td>{breach.description}</Table.Td>
              <Table.Td>{breach.dataCategories}</Table.Td>
              <Table.Td>{breach.personsAffected}</Table.Td>
              <Table.Td>{t(`privacyRegister.breach.risks.${breach.risk}`)}</Table.Td>
              <Table.Td>{formatDateTime(breach.deadline)}</Table.Td>
              <Table.Td>{dateOrDash(breach.authorityNotifiedAt)}</Table.Td>
              <Table.Td>{dateOrDash(breach.personsNotifiedAt)}</Table.Td>
              <Table.Td>
                <StatusBadge status={breachStatus(breach)} />
              </Table.Td>
              <Table.Td>
                <Button size="compact-xs" variant="subtle" onClick={() => onEdit(breach)} data-testid="breach-edit">
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

function RequestTable({ requests, onEdit }: { requests: readonly DataSubjectRequest[]; onEdit: (request: DataSubjectRequest) => void }) {
  const { t } = useTranslation();
  if (requests.length === 0) return <Text c="dimmed">{t('privacyRegister.request.empty')}</Text>;
  return (
    <Table.ScrollContainer minWidth={800}>
      <Table striped data-testid="request-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('privacyRegister.request.receivedAt')}</Table.Th>
            <Table.Th>{t('privacyRegister.request.kind')}</Table.Th>
            <Table.Th>{t('privacyRegister.request.reference')}</Table.Th>
            <Table.Th>{t('privacyRegister.request.due')}</Table.Th>
            <Table.Th>{t('privacyRegister.request.doneAt')}</Table.Th>
            <Table.Th>{t('privacyRegister.status')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('privacyRegister.edit')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {requests.map((request) => (
            <Table.Tr key={request.id} data-testid="request-row" data-overdue={request.overdue}>
              <Table.Td>{formatDateTime(request.receivedAt)}</Table.Td>
              <Table.Td>{t(`privacyRegister.request.kinds.${request.kind}`)}</Table.Td>
              <Table.Td>{request.reference}</Table.Td>
              <Table.Td>{formatDateTime(request.due)}</Table.Td>
              <Table.Td>{dateOrDash(request.doneAt)}</Table.Td>
              <Table.Td>
                <StatusBadge status={requestStatus(request)} />
              </Table.Td>
              <Table.Td>
                <Button size="compact-xs" variant="subtle" onClick={() => onEdit(request)} data-testid="request-edit">
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
          {breaches.data ? <BreachTable breaches={breaches.data.data} onEdit={(entry) => setBreach({ entry })} /> : null}
        </Tabs.Panel>
        <Tabs.Panel value="requests" pt="md">
          {requests.data ? <RequestTable requests={requests.data.data} onEdit={(entry) => setRequest({ entry })} /> : null}
        </Tabs.Panel>
      </Tabs>
      {breach ? <BreachFormModal breach={breach.entry} onClose={() => setBreach(null)} /> : null}
      {request ? <RequestFormModal request={request.entry} onClose={() => setRequest(null)} /> : null}
    </Page>
  );
}
