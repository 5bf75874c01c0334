import { Alert, Anchor, Group, Loader, Modal, Stack, Table, Tabs, Text } from '@mantine/core';
import { AUDIENCE_CONTACT_TYPES, hasActiveFilters, type AudienceDetail } from '@rm/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PagePicker } from '../../components/page-picker';
import { errorMessage } from '../../lib/errors';
import { formatDate, formatNumber } from '../../lib/format';
import { useAudienceContactsQuery, useAudienceGrowthQuery, useEditAudienceQuery } from './audiences-api';
import { TableBody } from '../../components/table-body';

type ContactTab = (typeof AUDIENCE_CONTACT_TYPES)[number];
type Tab = 'growth' | ContactTab | 'target';
const TABS: readonly Tab[] = ['growth', ...AUDIENCE_CONTACT_TYPES, 'target'];

/** Growth: how many of the audience's active contacts registered within the last 1, 7 and 28 days, and per day. */
function GrowthPanel({ audienceId }: { audienceId: string }) {
  const { t } = useTranslation();
  const { data, error, isLoading } = useAudienceGrowthQuery({ id: audienceId });
  if (isLoading) return <Loader size="sm" aria-label={t('app.loading')} />;
  if (error || !data) return <Alert color="red">{errorMessage(error)}</Alert>;
  return (
    <Stack gap="xs" data-testid="audience-growth">
      <Text data-testid="audience-growth-total" data-total={data.total}>
        {t('audienceContacts.total', { value: formatNumber(data.total) })}
      </Text>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('audienceContacts.period')}</Table.Th>
            <Table.Th>{t('audienceContacts.newContacts')}</Table.Th>
            <Table.Th>{t('audienceContacts.perDay')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <TableBody>
          {data.growth.map((rate) => (
            <Table.Tr key={rate.days} data-testid={`growth-${rate.days}`}>
              <Table.Td>{t(`audienceContacts.days.${rate.days}`, { defaultValue: String(rate.days) })}</Table.Td>
              <Table.Td>{formatNumber(rate.count)}</Table.Td>
              <Table.Td>{formatNumber(rate.per_day)}</Table.Td>
            </Table.Tr>
          ))}
        </TableBody>
      </Table>
    </Stack>
  );
}

/** One tab of contacts, 20 a page, nearest first. */
function ContactsPanel({ audienceId, type }: { audienceId: string; type: ContactTab }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const { data, error, isFetching } = useAudienceContactsQuery({ id: audienceId, types: type, page });
  if (error) return <Alert color="red">{errorMessage(error)}</Alert>;
  if (!data) return <Loader size="sm" aria-label={t('app.loading')} />;
  return (
    <Stack gap="xs" data-testid={`audience-contacts-${type}`}>
      <Group justify="space-between">
        <Text size="sm" c="dimmed" data-testid="audience-contacts-total" data-total={data.meta.total}>
          {t('audienceContacts.found', { value: formatNumber(data.meta.total) })}
        </Text>
        {isFetching ? <Loader size="xs" aria-label={t('app.loading')} /> : null}
      </Group>
      {data.data.length === 0 ? (
        <Text c="dimmed">{t('audienceContacts.none')}</Text>
      ) : (
        <Table striped highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('audienceContacts.name')}</Table.Th>
              <Table.Th>{t('audienceContacts.place')}</Table.Th>
              <Table.Th>{t('audienceContacts.distance')}</Table.Th>
              <Table.Th>{t('audienceContacts.status')}</Table.Th>
              <Table.Th>{t('audienceContacts.registered')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <TableBody>
            {data.data.map((contact) => (
              <Table.Tr key={contact.id}>
                <Table.Td>
                  <Anchor component={Link} to={`/contacts/${contact.id}`}>
                    {contact.full_name}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  {contact.zip_code} {contact.city}
                </Table.Td>
                <Table.Td>{t('audienceContacts.km', { value: formatNumber(contact.distance_km) })}</Table.Td>
                <Table.Td>{contact.is_active ? t('audienceContacts.active') : t('audienceContacts.inactive')}</Table.Td>
                <Table.Td>{formatDate(contact.created_at)}</Table.Td>
              </Table.Tr>
            ))}
          </TableBody>
        </Table>
      )}
      {data.meta.last_page > 1 ? <PagePicker total={data.meta.last_page} value={page} onChange={setPage} /> : null}
    </Stack>
  );
}

const FILTER_LISTS = ['profession_groups', 'languages', 'employment_types', 'shifts', 'educations', 'experiences'] as const;

/** Target audience: the criteria the audience was built with, and how many candidates they reach. */
function TargetPanel({ audienceId }: { audienceId: string }) {
  const { t } = useTranslation();
  const { data, error, isLoading } = useEditAudienceQuery({ id: audienceId });
  if (isLoading) return <Loader size="sm" aria-label={t('app.loading')} />;
  if (error || !data) return <Alert color="red">{errorMessage(error)}</Alert>;
  const audience: AudienceDetail = data.data;
  const { meta } = audience;
  const { zip_code: _zip, range: _range, profession: _profession, ...filters } = meta;
  const any = t('audienceFilters.any');
  const rows: Array<[string, string]> = [
    [t('audience.profession'), t(`audience.professions.${meta.profession}`)],
    [t('audience.zipCode'), `${meta.zip_code}${audience.place ? ` ${audience.place}` : ''}`],
    [t('audience.range'), t('audienceContacts.km', { value: formatNumber(meta.range) })],
    [t('audienceContacts.candidates'), formatNumber(audience.candidates_count)],
    [t('audienceFilters.gender'), meta.gender ? t(`audienceFilters.genders.${meta.gender}`) : any],
    [t('audienceContacts.age'), meta.age_from || meta.age_to ? `${meta.age_from ?? '–'} – ${meta.age_to ?? '–'}` : any],
    [t('audienceFilters.workExperience'), meta.work_experience ? `${meta.work_experience} ${t('audienceFilters.years')}` : any],
    ...FILTER_LISTS.map((key): [string, string] => {
      const values = meta[key] ?? [];
      const operator = key === 'educations' ? meta.educations_operator : key === 'experiences' ? meta.experiences_operator : undefined;
      const listed = values.map((value) => t(`profileValues.${key}.${value}`, { defaultValue: value })).join(', ');
      return [
        t(`audienceFilters.${key}`),
        values.length === 0 ? any : operator ? `${listed} (${t(`audienceFilters.${operator}`)})` : listed,
      ];
    }),
    [t('audienceFilters.driverLicence'), meta.driver_licence ? t('audienceContacts.required') : any],
    [t('audienceFilters.willingnessToMove'), meta.willingness_to_move ? t('audienceContacts.required') : any],
  ];
  return (
    <Stack gap="xs" data-testid="audience-target">
      {!hasActiveFilters(filters) ? (
        <Text size="sm" c="dimmed">
          {t('audienceContacts.noFilters')}
        </Text>
      ) : null}
      <Table>
        <TableBody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th scope="row">{label}</Table.Th>
              <Table.Td>{value}</Table.Td>
            </Table.Tr>
          ))}
        </TableBody>
      </Table>
    </Stack>
  );
}

/**
 * The audience contacts modal (admins): the audience's growth over 1, 7 and 28 days; its contacts by tab
 * (eligible, potential, unlocked through its campaigns, unlocked by the company through other campaigns);
 * and the target audience it was built for. Each tab asks the server when it is opened.
 */
export function AudienceContactsModal({
  audienceId,
  audienceName,
  opened,
  onClose,
}: {
  audienceId: string;
  audienceName: string;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('growth');
  return (
    <Modal opened={opened} onClose={onClose} title={t('audienceContacts.title', { name: audienceName })} size="xl">
      {opened ? (
        <Tabs value={tab} onChange={(value) => setTab((value as Tab | null) ?? 'growth')} keepMounted={false}>
          <Tabs.List>
            {TABS.map((value) => (
              <Tabs.Tab key={value} value={value} data-testid={`audience-tab-${value}`}>
                {t(`audienceContacts.tabs.${value}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value="growth" pt="sm">
            <GrowthPanel audienceId={audienceId} />
          </Tabs.Panel>
          {AUDIENCE_CONTACT_TYPES.map((type) => (
            <Tabs.Panel key={type} value={type} pt="sm">
              <ContactsPanel audienceId={audienceId} type={type} />
            </Tabs.Panel>
          ))}
          <Tabs.Panel value="target" pt="sm">
            <TargetPanel audienceId={audienceId} />
          </Tabs.Panel>
        </Tabs>
      ) : null}
    </Modal>
  );
}
