import { Badge, Group, Pagination, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../lib/format';
import { useAccountManagerOptionsQuery } from '../../lib/shared-api';
import { useCompaniesQuery } from './companies-api';
import { TableBody } from '../../components/table-body';

const STATUSES = ['all', 'active', 'inactive', 'partner', 'no_focus', 'unverified'] as const;
type Status = (typeof STATUSES)[number];

/** The companies, searched by name, postal code or city (300 ms debounce), filtered by state and account manager. */
export function CompaniesRoute() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [status, setStatus] = useState<Status>('all');
  const [manager, setManager] = useState<string | undefined>();
  const [page, setPage] = useState(1);
  const managers = useAccountManagerOptionsQuery();
  const { data, isFetching } = useCompaniesQuery({ page, search: debounced || undefined, status, account_manager_id: manager });

  return (
    <Stack>
      <Title order={1} size="h3">
        {t('companies.title')}
      </Title>
      <Group align="end">
        <TextInput
          label={t('companies.search')}
          placeholder={t('companies.searchHint')}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(1);
          }}
          w={320}
          data-testid="companies-search"
        />
        <Select
          label={t('companies.status')}
          data={STATUSES.map((value) => ({ value, label: t(`companies.statuses.${value}`) }))}
          value={status}
          onChange={(value) => {
            setStatus((value as Status | null) ?? 'all');
            setPage(1);
          }}
          w={200}
        />
        <Select
          label={t('companies.accountManager')}
          data={(managers.data ?? []).map((u) => ({ value: u.id, label: u.full_name }))}
          value={manager ?? null}
          onChange={(value) => {
            setManager(value ?? undefined);
            setPage(1);
          }}
          clearable
          w={240}
        />
      </Group>
      {data && data.data.length === 0 && !isFetching ? <Text c="dimmed">{t('companies.none')}</Text> : null}
      <Table striped data-testid="companies-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('companies.name')}</Table.Th>
            <Table.Th>{t('companies.place')}</Table.Th>
            <Table.Th>{t('companies.accountManager')}</Table.Th>
            <Table.Th>{t('companies.state')}</Table.Th>
            <Table.Th>{t('companies.created')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <TableBody>
          {data?.data.map((company) => (
            <Table.Tr key={company.id} data-testid="company-row">
              <Table.Td>
                <Link to={`/companies/${company.id}`}>{company.name}</Link>
              </Table.Td>
              <Table.Td>{[company.zip_code, company.city].filter(Boolean).join(' ')}</Table.Td>
              <Table.Td>{company.account_manager?.full_name ?? '–'}</Table.Td>
              <Table.Td>
                <Group gap={4}>
                  {company.is_active ? null : (
                    <Badge color="gray" variant="light">
                      {t('companies.statuses.inactive')}
                    </Badge>
                  )}
                  {company.is_partner ? <Badge variant="light">{t('companies.statuses.partner')}</Badge> : null}
                  {company.no_focus ? (
                    <Badge color="red" variant="light">
                      {t('companies.statuses.no_focus')}
                    </Badge>
                  ) : null}
                  {company.customer_level ? <Badge variant="outline">{company.customer_level}</Badge> : null}
                </Group>
              </Table.Td>
              <Table.Td>{formatDate(company.created_at)}</Table.Td>
            </Table.Tr>
          ))}
        </TableBody>
      </Table>
      {data && data.meta.last_page > 1 ? <Pagination total={data.meta.last_page} value={page} onChange={setPage} /> : null}
    </Stack>
  );
}
