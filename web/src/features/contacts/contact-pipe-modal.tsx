import { Badge, Button, Group, Loader, Modal, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { OFFER_STAGES, type OfferStage, type PipedOfferSchema } from '@rm/domain';
import type { Static } from '@sinclair/typebox';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatEuros } from '../../lib/format';
import { useContactPipeQuery } from './contacts-api';
import { TableBody } from '../../components/table-body';

type PipedOffer = Static<typeof PipedOfferSchema>;

/** The contact's pipe: every offer made to them by stage, and one offer's detail (the piped-contact modal). */
export function ContactPipeModal({ contactId, opened, onClose }: { contactId: string; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [stage, setStage] = useState<OfferStage | 'all'>('all');
  const [chosen, setChosen] = useState<PipedOffer | null>(null);
  const { data, isFetching } = useContactPipeQuery(stage === 'all' ? { id: contactId } : { id: contactId, offer_status: stage }, {
    skip: !opened,
  });
  const counts = data?.counts ?? {};
  const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
  return (
    <>
      <Modal opened={opened && !chosen} onClose={onClose} title={t('contact.pipe.title')} size="xl">
        <Stack>
          <SegmentedControl
            size="xs"
            value={stage}
            onChange={(value) => setStage(value as OfferStage | 'all')}
            data={[
              { value: 'all', label: `${t('contact.pipe.all')} (${total})` },
              ...OFFER_STAGES.map((value) => ({ value, label: `${t(`contact.stages.${value}`)} (${counts[value] ?? 0})` })),
            ]}
            data-testid="pipe-stage"
          />
          {isFetching && !data ? <Loader size="sm" aria-label={t('app.loading')} /> : null}
          {data && data.data.length === 0 ? <Text c="dimmed">{t('contact.pipe.none')}</Text> : null}
          {data && data.data.length > 0 ? (
            <Table striped highlightOnHover data-testid="pipe-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('contact.pipe.campaign')}</Table.Th>
                  <Table.Th>{t('contact.pipe.company')}</Table.Th>
                  <Table.Th>{t('contact.pipe.stage')}</Table.Th>
                  <Table.Th>{t('contact.pipe.since')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <TableBody>
                {data.data.map((offer) => (
                  <Table.Tr key={offer.offer_id}>
                    <Table.Td>{offer.campaign_name ?? '–'}</Table.Td>
                    <Table.Td>{offer.company_name ?? '–'}</Table.Td>
                    <Table.Td>
                      <Badge variant="light">{t(`contact.stages.${offer.stage}`)}</Badge>
                    </Table.Td>
                    <Table.Td>{formatDateTime(offer.stage_changed_at)}</Table.Td>
                    <Table.Td>
                      <Button size="xs" variant="subtle" onClick={() => setChosen(offer)} data-testid="pipe-open">
                        {t('contact.pipe.details')}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </TableBody>
            </Table>
          ) : null}
        </Stack>
      </Modal>
      <Modal opened={opened && chosen !== null} onClose={() => setChosen(null)} title={t('contact.pipe.offer')}>
        {chosen ? (
          <Stack gap="xs" data-testid="piped-contact">
            <Group justify="space-between">
              <Text fw={600}>{chosen.campaign_name ?? '–'}</Text>
              <Badge>{t(`contact.stages.${chosen.stage}`)}</Badge>
            </Group>
            <Text size="sm">
              {t('contact.pipe.company')}: {chosen.company_name ?? '–'}
            </Text>
            <Text size="sm">
              {t('contact.pipe.price')}: {formatEuros(chosen.price)}
            </Text>
            <Text size="sm">
              {t('contact.pipe.created')}: {formatDateTime(chosen.created_at)}
            </Text>
            <Text size="sm">
              {t('contact.pipe.since')}: {formatDateTime(chosen.stage_changed_at)}
            </Text>
            {chosen.hired_at ? (
              <Text size="sm">
                {t('contact.pipe.hired')}: {formatDateTime(chosen.hired_at)}
              </Text>
            ) : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setChosen(null)} data-testid="piped-back">
                {t('contact.pipe.back')}
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Modal>
    </>
  );
}
