import { Alert, Badge, Button, Card, Group, Loader, Select, SimpleGrid, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { PROFESSIONS } from '@rm/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '../../components/page';
import { PagePicker } from '../../components/page-picker';
import { errorMessage } from '../../lib/errors';
import { formatDateTime } from '../../lib/format';
import { ContactAudienceScoreModal } from './contact-audience-score-modal';
import { useListContactsQuery } from './contacts-api';
import { TableBody } from '../../components/table-body';

type Profession = (typeof PROFESSIONS)[number];
const NO_CONTACTS: readonly never[] = [];
const yesNo = (value: string | null): boolean | undefined => (value === 'yes' ? true : value === 'no' ? false : undefined);

/** The admin contacts table: search, filters, 20 a page, newest first. */
export function ContactsRoute() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [zip, setZip] = useState('');
  const [profession, setProfession] = useState<Profession | null>(null);
  const [active, setActive] = useState<string | null>(null);
  const [called, setCalled] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [scoring, setScoring] = useState(false);
  const [debouncedSearch] = useDebouncedValue(search, 300);
  const { data, isFetching, error } = useListContactsQuery({
    page,
    ...(debouncedSearch.trim() ? { search: debouncedSearch.trim() } : {}),
    ...(profession ? { profession } : {}),
    ...(/^[0-9]{1,5}$/.test(zip) ? { zip_code: zip } : {}),
    ...(yesNo(active) !== undefined ? { is_active: yesNo(active) } : {}),
    ...(yesNo(called) !== undefined ? { call_made: yesNo(called) } : {}),
  });
  const choice = [
    { value: 'yes', label: t('contact.yes') },
    { value: 'no', label: t('contact.no') },
  ];
  const reset =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  return (
    <Page
      title={t('contact.list')}
      actions={
        <Group>
          {data ? <Text size="sm">{t('contact.total', { count: data.meta.total })}</Text> : null}
          <Button variant="light" onClick={() => setScoring(true)} disabled={!data} data-testid="contacts-score-open">
            {t('contact.score.open')}
          </Button>
        </Group>
      }
    >
      <SimpleGrid cols={{ base: 1, sm: 5 }}>
        <TextInput
          label={t('contact.search')}
          value={search}
          onChange={(e) => reset(setSearch)(e.currentTarget.value)}
          data-testid="contacts-search"
        />
        <Select
          label={t('contact.profession')}
          clearable
          data={PROFESSIONS.map((value) => ({ value, label: t(`contact.professions.${value}`) }))}
          value={profession}
          onChange={(value) => reset(setProfession)(value as Profession | null)}
        />
        <TextInput
          label={t('contact.zipCode')}
          value={zip}
          onChange={(e) => reset(setZip)(e.currentTarget.value.replace(/[^0-9]/g, '').slice(0, 5))}
        />
        <Select label={t('contact.active')} clearable data={choice} value={active} onChange={reset(setActive)} />
        <Select label={t('contact.called')} clearable data={choice} value={called} onChange={reset(setCalled)} />
      </SimpleGrid>
      <Card withBorder>
        {error ? (
          <Alert color="red">{errorMessage(error)}</Alert>
        ) : !data ? (
          <Loader aria-label={t('app.loading')} />
        ) : (
          <Table data-testid="contacts-table" style={{ opacity: isFetching ? 0.6 : 1 }}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('contact.name')}</Table.Th>
                <Table.Th>{t('contact.place')}</Table.Th>
                <Table.Th>{t('contact.profession')}</Table.Th>
                <Table.Th>{t('contact.status')}</Table.Th>
                <Table.Th>{t('contact.registered')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <TableBody>
              {data.data.map((row) => (
                <Table.Tr key={row.id} data-testid="contact-row">
                  <Table.Td>
                    <Link to={`/contacts/${row.id}`}>{row.full_name}</Link>
                  </Table.Td>
                  <Table.Td>
                    {row.zip_code} {row.city}
                  </Table.Td>
                  <Table.Td>{t(`contact.professions.${row.profession}`, { defaultValue: row.profession })}</Table.Td>
                  <Table.Td>
                    <Badge color={row.is_active ? 'green' : 'gray'} variant="light">
                      {row.is_active ? t('contact.active') : t('contact.inactive')}
                    </Badge>{' '}
                    {row.call_made ? <Badge variant="light">{t('contact.called')}</Badge> : null}
                  </Table.Td>
                  <Table.Td>{formatDateTime(row.created_at)}</Table.Td>
                </Table.Tr>
              ))}
            </TableBody>
          </Table>
        )}
      </Card>
      {data && data.meta.last_page > 1 ? <PagePicker total={Math.min(data.meta.last_page, 5000)} value={page} onChange={setPage} /> : null}
      <ContactAudienceScoreModal contacts={data?.data ?? NO_CONTACTS} opened={scoring} onClose={() => setScoring(false)} />
    </Page>
  );
}
