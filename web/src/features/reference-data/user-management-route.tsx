import { Badge, Group, Pagination, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { ROLE_NAMES, type RoleName } from '@rm/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format';
import { useUserManagementQuery } from './reference-data-api';
import { ReferenceDataNavigation } from './reference-data-route';

/** The users of the product, 20 a page, by role and searched by name or e-mail. */
export function UserManagementRoute() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [role, setRole] = useState<RoleName | undefined>();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(typed.trim());
      setPage(1);
    }, 300);
    return () => clearTimeout(timer);
  }, [typed]);
  const { data } = useUserManagementQuery({ page, ...(role ? { for: role } : {}), ...(search ? { user: search } : {}) });
  return (
    <Group align="flex-start" wrap="nowrap" gap="xl">
      <ReferenceDataNavigation current="user-management" />
      <Stack style={{ flex: 1, minWidth: 0 }}>
        <Text size="sm" c="dimmed">
          {t('referenceData.section')}
        </Text>
        <Title order={1} size="h2">
          {t('referenceData.userManagement.title')}
        </Title>
        <Group>
          <Select
            label={t('referenceData.userManagement.role')}
            data={ROLE_NAMES.map((name) => ({ value: name, label: t(`referenceData.roles.${name}`) }))}
            value={role ?? null}
            onChange={(value) => {
              setRole((value as RoleName | null) ?? undefined);
              setPage(1);
            }}
            clearable
            data-testid="users-role"
          />
          <TextInput
            label={t('referenceData.search')}
            value={typed}
            onChange={(e) => setTyped(e.currentTarget.value)}
            data-testid="users-search"
          />
        </Group>
        <Table striped data-testid="users-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('referenceData.userManagement.name')}</Table.Th>
              <Table.Th>{t('referenceData.userManagement.email')}</Table.Th>
              <Table.Th>{t('referenceData.userManagement.roles')}</Table.Th>
              <Table.Th>{t('referenceData.userManagement.company')}</Table.Th>
              <Table.Th>{t('referenceData.userManagement.since')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data?.data.map((user) => (
              <Table.Tr key={user.id} data-testid="user-row">
                <Table.Td>{user.full_name}</Table.Td>
                <Table.Td>{user.email}</Table.Td>
                <Table.Td>
                  <Group gap={4}>
                    {user.roles.map((name) => (
                      <Badge key={name} variant="light">
                        {t(`referenceData.roles.${name}`)}
                      </Badge>
                    ))}
                  </Group>
                </Table.Td>
                <Table.Td>{user.company?.name ?? '–'}</Table.Td>
                <Table.Td>{formatDate(user.created_at)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {data && data.meta.last_page > 1 ? (
          <Pagination total={data.meta.last_page} value={page} onChange={setPage} aria-label={t('referenceData.pages')} />
        ) : null}
      </Stack>
    </Group>
  );
}
