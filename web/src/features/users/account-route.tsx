import { Badge, Button, Card, Group, Stack, Table, Text } from '@mantine/core';
import type { CurrentUser } from '@rm/domain';
import { useTranslation } from 'react-i18next';
import { useNavigate, useOutletContext } from 'react-router';
import { Page } from '../../components/page';
import { useCurrentCompanyQuery, useLogoutMutation } from './users-api';
import { TableBody } from '../../components/table-body';

/**
 * The signed-in user's account: name, e-mail, role, company, sign-out. The home of every role no area
 * claims yet (employers and candidates until theirs are built).
 */
export function AccountRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useOutletContext<{ user: CurrentUser }>();
  const company = useCurrentCompanyQuery(undefined, { skip: !user.company_id });
  const [logout, { isLoading }] = useLogoutMutation();
  return (
    <Page title={t('account.title')}>
      <Card withBorder maw={560} data-testid="account">
        <Stack>
          <Text size="lg" fw={600} data-testid="account-name">
            {user.full_name}
          </Text>
          <Table variant="vertical" layout="fixed" withRowBorders={false}>
            <TableBody>
              <Table.Tr>
                <Table.Th w={140}>{t('account.email')}</Table.Th>
                <Table.Td>{user.email}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{t('account.role')}</Table.Th>
                <Table.Td>
                  <Group gap="xs" data-testid="account-roles">
                    {user.roles.map((role) => (
                      <Badge key={role.name} variant="light">
                        {t(`roles.${role.name}`, { defaultValue: role.name })}
                      </Badge>
                    ))}
                  </Group>
                </Table.Td>
              </Table.Tr>
              {user.company_id ? (
                <Table.Tr>
                  <Table.Th>{t('account.company')}</Table.Th>
                  <Table.Td data-testid="account-company">{company.data?.name ?? '…'}</Table.Td>
                </Table.Tr>
              ) : null}
            </TableBody>
          </Table>
          <Group>
            <Button variant="default" loading={isLoading} onClick={() => void logout().then(() => navigate('/login'))}>
              {t('account.signOut')}
            </Button>
          </Group>
        </Stack>
      </Card>
    </Page>
  );
}
