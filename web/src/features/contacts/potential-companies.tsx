import { Alert, Badge, Button, Group, Loader, Modal, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../lib/errors';
import { usePotentialCompaniesQuery } from './contacts-api';

/** The companies whose audiences reach the contact, each once, nearest first, with the audiences that reach them. */
function PotentialCompaniesModal({ contactId, opened, onClose }: { contactId: string; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { data, isLoading, error } = usePotentialCompaniesQuery({ id: contactId }, { skip: !opened });
  const rows = data?.data ?? [];
  return (
    <Modal opened={opened} onClose={onClose} title={t('contact.potentialCompanies')} size="lg">
      {error ? (
        <Alert color="red">{errorMessage(error)}</Alert>
      ) : isLoading || !data ? (
        <Loader size="sm" aria-label={t('app.loading')} />
      ) : rows.length === 0 ? (
        <Text c="dimmed" data-testid="potential-companies-empty">
          {t('contact.noPotentialCompanies')}
        </Text>
      ) : (
        <Table data-testid="potential-companies">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('contact.potential.company')}</Table.Th>
              <Table.Th>{t('contact.potential.distance')}</Table.Th>
              <Table.Th>{t('contact.potential.audiences')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.company_id} data-testid="potential-company">
                <Table.Td>
                  <Link to={`/companies/${row.company_id}`}>{row.company_name ?? '–'}</Link>
                </Table.Td>
                <Table.Td>{t('contact.potential.km', { km: row.distance_km })}</Table.Td>
                <Table.Td>
                  <Group gap={4}>
                    {row.audiences.map((audience) => (
                      <Badge key={audience.id} variant="light" title={t('contact.potential.km', { km: audience.distance_km })}>
                        {audience.name}
                      </Badge>
                    ))}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Modal>
  );
}

/** The contact detail's button that opens the potential companies. */
export function PotentialCompanies({ contactId }: { contactId: string }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button variant="light" onClick={() => setOpened(true)} data-testid="potential-companies-open">
        {t('contact.potentialCompanies')}
      </Button>
      <PotentialCompaniesModal contactId={contactId} opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}
