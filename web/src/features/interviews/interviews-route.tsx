import { Group, Select, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page';
import { PagePicker } from '../../components/page-picker';
import { formatDate } from '../../lib/format';
import { useCompanyOptionsQuery } from '../../lib/shared-api';
import { useInterviewsQuery } from './interviews-api';
import { TableBody } from '../../components/table-body';

/** The spec's search debounce. */
export const SEARCH_DEBOUNCE_MS = 300;

/** The interviews companies scheduled with their unlocked contacts, by search and company, 20 a page. */
export function InterviewsRoute() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [company, setCompany] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const companies = useCompanyOptionsQuery();
  const { data, isFetching } = useInterviewsQuery({
    page,
    ...(debounced.trim() ? { search: debounced.trim() } : {}),
    ...(company ? { company } : {}),
  });
  const rows = data?.data ?? [];
  return (
    <Page title={t('interviews.title')}>
      <Group>
        <TextInput
          label={t('interviews.search')}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          data-testid="interviews-search"
        />
        <Select
          label={t('interviews.company')}
          data={(companies.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
          value={company}
          onChange={(value) => {
            setCompany(value);
            setPage(1);
          }}
          clearable
          searchable
          data-testid="interviews-company"
        />
      </Group>
      <Table striped data-testid="interviews-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('interviews.date')}</Table.Th>
            <Table.Th>{t('interviews.contact')}</Table.Th>
            <Table.Th>{t('interviews.company')}</Table.Th>
            <Table.Th>{t('interviews.description')}</Table.Th>
            <Table.Th>{t('interviews.author')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <TableBody>
          {rows.map((interview) => (
            <Table.Tr key={interview.id} data-testid="interview-row">
              <Table.Td>
                {interview.date ? formatDate(interview.date) : formatDate(interview.performed_at)}
                {interview.time ? ` ${interview.time}` : ''}
              </Table.Td>
              <Table.Td>{interview.contact.full_name}</Table.Td>
              <Table.Td>{interview.company.name}</Table.Td>
              <Table.Td>{interview.description}</Table.Td>
              <Table.Td>{interview.author?.full_name ?? ''}</Table.Td>
            </Table.Tr>
          ))}
        </TableBody>
      </Table>
      {rows.length === 0 && !isFetching ? <Text c="dimmed">{t('interviews.none')}</Text> : null}
      {data && data.meta.last_page > 1 ? <PagePicker total={data.meta.last_page} value={page} onChange={setPage} /> : null}
    </Page>
  );
}
