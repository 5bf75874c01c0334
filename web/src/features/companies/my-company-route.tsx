import { Badge, Card, Stack, Table, Text, Title } from '@mantine/core';
import type { CurrentUser } from '@rm/domain';
import { useTranslation } from 'react-i18next';
import { useOutletContext } from 'react-router';
import { hasRole } from '../../lib/feature';
import { useCompanyEmployersQuery, useCurrentCompanyQuery } from './companies-api';
import { ReviewsTab } from './company-tabs';
import { TableBody } from '../../components/table-body';

/** A company user's own company: its name and, for its owner, its users. */
export function MyCompanyRoute() {
  const { t } = useTranslation();
  const { user } = useOutletContext<{ user: CurrentUser }>();
  const { data: company } = useCurrentCompanyQuery();
  const employers = useCompanyEmployersQuery({ id: company?.id ?? '' }, { skip: !company || !hasRole(user, 'business-owner') });
  return (
    <Stack>
      <Title order={1} size="h3">
        {company?.name ?? t('myCompany.title')}
      </Title>
      <Card withBorder>
        <Text>{t('myCompany.welcome')}</Text>
      </Card>
      {employers.data ? (
        <>
          <Title order={2} size="h5">
            {t('myCompany.users')}
          </Title>
          <Table data-testid="my-company-users">
            <TableBody>
              {employers.data.data.map((user) => (
                <Table.Tr key={user.id}>
                  <Table.Td>{user.full_name}</Table.Td>
                  <Table.Td>{user.email}</Table.Td>
                  <Table.Td>{user.roles.includes('business-owner') ? <Badge variant="light">{t('company.owner')}</Badge> : null}</Table.Td>
                </Table.Tr>
              ))}
            </TableBody>
          </Table>
        </>
      ) : null}
      {company ? (
        <>
          <Title order={2} size="h5">
            {t('myCompany.reviews')}
          </Title>
          <ReviewsTab companyId={company.id} />
        </>
      ) : null}
    </Stack>
  );
}
