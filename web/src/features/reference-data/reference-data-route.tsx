import { Badge, Button, Code, Group, Modal, NavLink, Pagination, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { OPTION_LANGUAGES, type OptionLanguage } from '@rm/domain';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { AuditTrail } from '../../components/audit-trail';
import { flashShown } from '../../lib/flash';
import { formatDate, formatDateTime, formatEuros } from '../../lib/format';
import { useAppDispatch } from '../../lib/store';
import { ItemFormModal } from './item-form-modal';
import { listHook, mutationHook, type Item } from './reference-endpoints';
import { taskStatusColor } from '../../lib/task-status-colors';
import { KINDS, kindOfSlug, type ColumnConfig, type KindConfig } from './reference-kinds';
import { serverText } from '../../lib/server-text';

const isOptionLanguage = (language: string): language is OptionLanguage => (OPTION_LANGUAGES as readonly string[]).includes(language);

/** The spec's search debounce (§9). */
const SEARCH_DEBOUNCE_MS = 300;

/** The Stammdaten section: its kinds beside one kind's list. */
export function ReferenceDataRoute() {
  const { t } = useTranslation();
  const { kind: slug } = useParams();
  const config = kindOfSlug(slug);
  if (!config) return <Navigate to={`/reference-data/${KINDS[0]?.slug ?? ''}`} replace />;
  return (
    <Group align="flex-start" wrap="nowrap" gap="xl">
      <ReferenceDataNavigation current={config.slug} />
      <Stack style={{ flex: 1, minWidth: 0 }}>
        <Text size="sm" c="dimmed">
          {t('referenceData.section')}
        </Text>
        <KindList key={config.kind} config={config} />
      </Stack>
    </Group>
  );
}

/** The kinds of reference data and the user management, as links. */
export function ReferenceDataNavigation({ current }: { current: string }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('referenceData.section')} style={{ width: 230, flexShrink: 0 }}>
      {KINDS.map((kind) => (
        <NavLink
          key={kind.slug}
          component={Link}
          to={`/reference-data/${kind.slug}`}
          label={t(`referenceData.kinds.${kind.kind}`)}
          active={kind.slug === current}
          data-testid={`kind-${kind.slug}`}
        />
      ))}
      <NavLink
        component={Link}
        to="/user-management"
        label={t('referenceData.userManagement.title')}
        active={current === 'user-management'}
        data-testid="kind-user-management"
      />
    </nav>
  );
}

function Cell({ column, item }: { column: ColumnConfig; item: Item }) {
  const { t, i18n } = useTranslation();
  const value = item[column.name];
  switch (column.type) {
    case 'euros':
      return <>{typeof value === 'number' ? formatEuros(value) : '–'}</>;
    case 'date':
      return <>{typeof value === 'string' ? formatDate(value) : '–'}</>;
    case 'datetime':
      return <>{typeof value === 'string' ? formatDateTime(value) : '–'}</>;
    case 'code':
      return typeof value === 'string' && value ? <Code>{value}</Code> : <>–</>;
    case 'boolean':
      return (
        <Badge color={value === true ? 'green' : 'gray'} variant="light">
          {t(value === true ? 'referenceData.yes' : 'referenceData.no')}
        </Badge>
      );
    case 'color':
      return (
        <Badge color={taskStatusColor(String(value))} variant="filled" autoContrast>
          {t(`referenceData.colors.${String(value)}`)}
        </Badge>
      );
    case 'labels': {
      // The label in the screen's language (German where that one is empty), as the admins stored it; the
      // other languages' labels are in the edit form, and which are still missing is said here.
      const labels = (value ?? {}) as Record<string, string>;
      const shown = (isOptionLanguage(i18n.language) ? labels[i18n.language] : undefined) || labels.de || '–';
      const missing = OPTION_LANGUAGES.filter((language) => !labels[language]);
      return (
        <Stack gap={0}>
          <Text size="sm">{shown}</Text>
          {missing.length > 0 ? (
            <Text size="xs" c="dimmed" data-testid="label-missing">
              {t('referenceData.missingTranslations', {
                languages: missing.map((language) => t(`referenceData.languageNames.${language}`)).join(', '),
              })}
            </Text>
          ) : null}
        </Stack>
      );
    }
    default:
      return <>{typeof value === 'string' || typeof value === 'number' ? String(value) || '–' : '–'}</>;
  }
}

/** One kind's list: search, paging, create and edit in a modal, delete after a confirmation, each item's audit trail. */
function KindList({ config }: { config: KindConfig }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [page, setPage] = useState(1);
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<Item | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Item | null>(null);
  const [history, setHistory] = useState<Item | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(typed.trim());
      setPage(1);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const { data, isFetching } = listHook(config.endpoints.list).useQuery({ page, ...(search ? { search } : {}) });
  const [remove, removing] = mutationHook(config.endpoints.remove).useMutation();
  const kindName = t(`referenceData.kinds.${config.kind}`);
  const itemName = t(`referenceData.item.${config.kind}`);
  const editable = Boolean(config.endpoints.update);

  const confirmDelete = async (): Promise<void> => {
    if (!deleting) return;
    const result = await remove({ id: deleting.id });
    if (result.data) dispatch(flashShown(serverText(result.data.message)));
    setDeleting(null);
  };

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h2">
          {kindName}
        </Title>
        {config.endpoints.create ? (
          <Button onClick={() => setEditing('new')} data-testid="item-create">
            {t('referenceData.create', { kind: itemName })}
          </Button>
        ) : null}
      </Group>
      <TextInput
        label={t('referenceData.search')}
        w={320}
        value={typed}
        onChange={(e) => setTyped(e.currentTarget.value)}
        data-testid="item-search"
      />
      {data && data.data.length === 0 && !isFetching ? <Text c="dimmed">{t('referenceData.empty')}</Text> : null}
      <Table striped data-testid="items-table">
        <Table.Thead>
          <Table.Tr>
            {config.columns.map((column) => (
              <Table.Th key={column.name}>{t(`referenceData.fields.${column.name}`)}</Table.Th>
            ))}
            <Table.Th>{t('referenceData.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data?.data.map((item) => (
            <Table.Tr key={item.id} data-testid="item-row">
              {config.columns.map((column) => (
                <Table.Td key={column.name}>
                  <Cell column={column} item={item} />
                </Table.Td>
              ))}
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  {editable ? (
                    <Button size="xs" variant="light" onClick={() => setEditing(item)} data-testid="item-edit">
                      {t('referenceData.editButton')}
                    </Button>
                  ) : null}
                  {config.endpoints.remove ? (
                    <Button size="xs" variant="light" color="red" onClick={() => setDeleting(item)} data-testid="item-delete">
                      {t('referenceData.delete')}
                    </Button>
                  ) : null}
                  <Button size="xs" variant="subtle" onClick={() => setHistory(item)} data-testid="item-history">
                    {t('referenceData.history')}
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {data && data.meta.last_page > 1 ? (
        <Pagination total={data.meta.last_page} value={page} onChange={setPage} aria-label={t('referenceData.pages')} />
      ) : null}
      {editing ? <ItemFormModal config={config} item={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
      <Modal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('referenceData.deleteTitle')}
        data-testid="delete-confirm"
      >
        <Stack>
          <Text>{t('referenceData.confirmDelete', { kind: itemName })}</Text>
          <Text fw={600}>{deleting ? String(deleting.name ?? deleting.title ?? deleting.code ?? deleting.key) : ''}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleting(null)}>
              {t('referenceData.cancel')}
            </Button>
            <Button color="red" loading={removing.isLoading} onClick={() => void confirmDelete()} data-testid="delete-confirm-button">
              {t('referenceData.delete')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <Modal opened={history !== null} onClose={() => setHistory(null)} size="xl" title={t('referenceData.history')}>
        {history ? <AuditTrail entity="reference_item" id={history.id} /> : null}
      </Modal>
    </Stack>
  );
}
