import { Anchor, Badge, Group, MultiSelect, Select, Table, Text, TextInput } from '@mantine/core';
import { UNLOCKED_CONTACT_TYPES, type CurrentUser } from '@rm/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useOutletContext } from 'react-router';
import { Page } from '../../components/page';
import { PagePicker } from '../../components/page-picker';
import { formatDateTime } from '../../lib/format';
import {
  useCompanyUserOptionsQuery,
  useContactStatusOptionsQuery,
  useEmployerDashboardQuery,
  useMyUnlockedContactsQuery,
} from './unlocked-contacts-api';
import { TableBody } from '../../components/table-body';

type ContactType = (typeof UNLOCKED_CONTACT_TYPES)[number];

/** The company's unlocked contacts with filters (search, status, custom status, owners, campaign, type) and paging. */
export function UnlockedContactsListRoute() {
  const { t } = useTranslation();
  const viewer = useOutletContext<{ user?: CurrentUser } | undefined>()?.user;
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<string | null>(null);
  const [owners, setOwners] = useState<string[]>([]);
  const [campaign, setCampaign] = useState<string | null>(null);
  const [type, setType] = useState<ContactType | null>(null);
  const [page, setPage] = useState(1);
  const statuses = useContactStatusOptionsQuery({});
  const users = useCompanyUserOptionsQuery({ company_id: viewer?.company_id ?? '' }, { skip: !viewer?.company_id });
  const dashboard = useEmployerDashboardQuery();
  const chosen = statuses.data?.find((s) => String(s.id) === status);
  const { data } = useMyUnlockedContactsQuery({
    page,
    ...(search.trim() ? { search: search.trim() } : {}),
    ...(chosen ? (typeof chosen.id === 'string' ? { custom_status_id: chosen.id } : { status_id: chosen.id }) : {}),
    ...(owners.length > 0 ? { user_ids: owners } : {}),
    ...(campaign ? { campaign_id: campaign } : {}),
    ...(type ? { type } : {}),
  });
  const statusName = (id: number | string) => statuses.data?.find((s) => String(s.id) === String(id))?.name ?? String(id);
  const filter =
    <T,>(setter: (value: T) => void) =>
    (value: T) => {
      setter(value);
      setPage(1);
    };
  return (
    <Page title={t('employer.contacts')}>
      <Group align="flex-end" wrap="wrap">
        <TextInput
          label={t('employer.search')}
          value={search}
          onChange={(e) => filter(setSearch)(e.currentTarget.value)}
          data-testid="contacts-search"
        />
        <Select
          label={t('employer.status')}
          data={(statuses.data ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
          value={status}
          onChange={filter(setStatus)}
          clearable
        />
        <MultiSelect
          label={t('employer.owners')}
          data={(users.data ?? []).map((u) => ({ value: u.id, label: u.full_name }))}
          value={owners}
          onChange={filter(setOwners)}
          clearable
          w={240}
        />
        <Select
          label={t('employer.campaign')}
          data={(dashboard.data?.campaigns ?? []).map((c) => ({ value: c.id, label: c.name }))}
          value={campaign}
          onChange={filter(setCampaign)}
          clearable
        />
        <Select
          label={t('employer.type')}
          data={UNLOCKED_CONTACT_TYPES.map((value) => ({ value, label: t(`employer.types.${value}`) }))}
          value={type}
          onChange={(value) => filter(setType)(value as ContactType | null)}
          clearable
        />
      </Group>
      <Table.ScrollContainer minWidth={640}>
        <Table data-testid="contacts-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('employer.contact')}</Table.Th>
              <Table.Th>{t('employer.status')}</Table.Th>
              <Table.Th>{t('employer.owner')}</Table.Th>
              <Table.Th>{t('employer.campaign')}</Table.Th>
              <Table.Th>{t('employer.lastContacted')}</Table.Th>
              <Table.Th>{t('employer.todos')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <TableBody>
            {data?.data.map((row) => (
              <Table.Tr key={row.id} data-testid="contact-row">
                <Table.Td>
                  <Anchor component={Link} to={`/unlocked-contacts/${row.id}`}>
                    {row.driver.full_name}
                  </Anchor>
                </Table.Td>
                <Table.Td>{statusName(row.effective_status.id)}</Table.Td>
                <Table.Td>{row.owner?.full_name ?? t('employer.none')}</Table.Td>
                <Table.Td>{row.campaign?.name ?? t('employer.none')}</Table.Td>
                <Table.Td>{row.last_contacted_at ? formatDateTime(row.last_contacted_at) : t('employer.none')}</Table.Td>
                <Table.Td>
                  <Badge color={row.checklist.open_count === 0 ? 'green' : 'orange'}>{row.checklist.open_count}</Badge>
                </Table.Td>
              </Table.Tr>
            ))}
          </TableBody>
        </Table>
      </Table.ScrollContainer>
      {data && data.data.length === 0 ? <Text c="dimmed">{t('employer.noContacts')}</Text> : null}
      {data && data.meta.last_page > 1 ? <PagePicker total={data.meta.last_page} value={page} onChange={setPage} /> : null}
    </Page>
  );
}
