import { Alert, Button, Card, Group, Loader, Select, Stack, Table, Text } from '@mantine/core';
import type { CurrentUser } from '@rm/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useOutletContext, useSearchParams } from 'react-router';
import { Page } from '../../components/page';
import { errorMessage } from '../../lib/errors';
import { isAdmin } from '../../lib/feature';
import { useCompanyOptionsQuery } from '../../lib/shared-api';
import { AudienceOfferResets, AudienceOptimization } from './audience-admin-tools';
import { AudienceContactsModal } from './audience-contacts-modal';
import { useAudienceListQuery } from './audiences-api';
import { TableBody } from '../../components/table-body';

/** A company's audiences: create, edit, duplicate. Admins choose the company first. */
export function AudiencesRoute() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { user } = useOutletContext<{ user: CurrentUser }>();
  const admin = isAdmin(user);
  const companyId = admin ? (params.get('company_id') ?? '') : (user.company_id ?? '');
  const companies = useCompanyOptionsQuery(undefined, { skip: !admin });
  const audiences = useAudienceListQuery({ company_id: companyId }, { skip: !companyId });
  const suffix = admin && companyId ? `?company_id=${companyId}` : '';
  const [contactsOf, setContactsOf] = useState<{ id: string; name: string } | null>(null);

  return (
    <Page
      title={t('audience.list')}
      actions={
        companyId ? (
          <Button component={Link} to={`/audiences/new${suffix}`} data-testid="audience-new">
            {t('audience.new')}
          </Button>
        ) : null
      }
    >
      {admin ? (
        <Select
          label={t('audience.company')}
          searchable
          data={(companies.data ?? []).map((company) => ({ value: company.id, label: company.name }))}
          value={companyId || null}
          onChange={(value) => setParams(value ? { company_id: value } : {})}
          data-testid="audience-company"
        />
      ) : null}
      <Card withBorder>
        {!companyId ? (
          <Text c="dimmed">{t('audience.chooseCompany')}</Text>
        ) : audiences.isLoading ? (
          <Loader aria-label={t('app.loading')} />
        ) : audiences.error ? (
          <Alert color="red">{errorMessage(audiences.error)}</Alert>
        ) : (audiences.data ?? []).length === 0 ? (
          <Text c="dimmed">{t('audience.none')}</Text>
        ) : (
          <Table data-testid="audience-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('audience.name')}</Table.Th>
                <Table.Th>{t('audience.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <TableBody>
              {(audiences.data ?? []).map((audience) => (
                <Table.Tr key={audience.id}>
                  <Table.Td>{audience.name}</Table.Td>
                  <Table.Td>
                    <Group gap="xs">
                      <Button size="xs" variant="light" component={Link} to={`/audiences/${audience.id}/edit${suffix}`}>
                        {t('audience.edit')}
                      </Button>
                      <Button size="xs" variant="default" component={Link} to={`/audiences/${audience.id}/duplicate${suffix}`}>
                        {t('audience.duplicate')}
                      </Button>
                      {admin ? (
                        <Button size="xs" variant="default" onClick={() => setContactsOf(audience)} data-testid="audience-contacts-open">
                          {t('audience.contacts')}
                        </Button>
                      ) : null}
                      {admin ? <AudienceOfferResets audienceId={audience.id} /> : null}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </TableBody>
          </Table>
        )}
      </Card>
      {admin ? <AudienceOptimization /> : null}
      {contactsOf ? (
        <AudienceContactsModal audienceId={contactsOf.id} audienceName={contactsOf.name} opened onClose={() => setContactsOf(null)} />
      ) : null}
      <Stack />
    </Page>
  );
}
