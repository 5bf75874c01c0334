import { Badge, Button, Group, Pagination, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { ROLE_NAMES, type CurrentUser, type ManagedUser, type RoleName } from '@rm/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOutletContext } from 'react-router';
import { formatDate } from '../../lib/format';
import { AccountErasureModal } from './account-erasure-modal';
import { useUserManagementQuery } from './reference-data-api';
import { ReferenceDataNavigation } from './reference-data-route';
import { TableBody } from '../../components/table-body';

/** What a row offers: a company user's or another admin's account can be erased; a candidate's goes with their candidate data. */
function AccountAction({ user, ownId, onErase }: { user: ManagedUser; ownId: string | undefined; onErase: () => void }) {
  const { t } = useTranslation();
  if (user.erased)
    return (
      <Badge color="gray" variant="light" data-testid="account-erased">
        {t('referenceData.userManagement.erasedBadge')}
      </Badge>
    );
  if (user.roles.includes('contact') || user.id === ownId) return null;
  return (
    <Button size="compact-xs" variant="subtle" color="red" onClick={onErase} data-testid="erase-account">
      {t('referenceData.userManagement.erase')}
    </Button>
  );
}

/** The users of the product, 20 a page, by role and searched by name or e-mail; accounts erased from here (Art. 17). */
export function UserManagementRoute() {
  const { t } = useTranslation();
  // The signed-in admin (from the layout): their own account is not offered for erasure.
  const ownId = useOutletContext<{ user?: CurrentUser } | undefined>()?.user?.id;
  const [erasing, setErasing] = useState<ManagedUser | null>(null);
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
              <Table.Th>{t('referenceData.userManagement.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <TableBody>
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
                <Table.Td>
                  <AccountAction user={user} ownId={ownId} onErase={() => setErasing(user)} />
                </Table.Td>
              </Table.Tr>
            ))}
          </TableBody>
        </Table>
        {data && data.meta.last_page > 1 ? (
          <Pagination total={data.meta.last_page} value={page} onChange={setPage} aria-label={t('referenceData.pages')} />
        ) : null}
      </Stack>
      <AccountErasureModal user={erasing} onClose={() => setErasing(null)} />
    </Group>
  );
}
