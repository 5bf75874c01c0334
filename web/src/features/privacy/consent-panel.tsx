import { Alert, Badge, Button, Group, Select, Stack, Table, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import {
  CONSENT_CHANNELS,
  CONSENT_LEGAL_BASIS,
  CONSENT_PURPOSES,
  type ConsentChannel,
  type ConsentPurpose,
  type PrivacyRecord,
} from '@rm/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, fieldErrors } from '../../lib/errors';
import { formatDateTime } from '../../lib/format';
import { useGiveConsentMutation, useWithdrawConsentMutation } from './privacy-api';
import { TableBody } from '../../components/table-body';

/** The text version of the consent texts the website shows now. */
export const CURRENT_TEXT_VERSION = '2026-01';

export interface ConsentPanelProps {
  record: PrivacyRecord;
  /** An admin records consents from any channel; a candidate gives and withdraws their own through the website. */
  asAdmin: boolean;
}

/** The consents in force with their withdrawal, a form to record one, and the history. */
export function ConsentPanel({ record, asAdmin }: ConsentPanelProps) {
  const { t } = useTranslation();
  const [purpose, setPurpose] = useState<ConsentPurpose>('talent_pool');
  const [version, setVersion] = useState(CURRENT_TEXT_VERSION);
  const [channel, setChannel] = useState<ConsentChannel>(asAdmin ? 'phone' : 'web');
  const [give, giveState] = useGiveConsentMutation();
  const [withdraw, withdrawState] = useWithdrawConsentMutation();
  const erased = record.erased_at !== null;
  const errors = fieldErrors(giveState.error);

  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t('privacy.consents')}
      </Title>
      <Table data-testid="consents">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('privacy.purpose')}</Table.Th>
            <Table.Th>{t('privacy.status')}</Table.Th>
            <Table.Th>{t('privacy.textVersion')}</Table.Th>
            <Table.Th>{t('privacy.channel')}</Table.Th>
            <Table.Th>{t('privacy.at')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('privacy.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <TableBody>
          {CONSENT_PURPOSES.map((entry) => {
            const consent = record.consents.find((candidate) => candidate.purpose === entry);
            return (
              <Table.Tr key={entry} data-testid={`consent-${entry}`}>
                <Table.Td>{t(`privacy.purposes.${entry}`)}</Table.Td>
                <Table.Td>
                  {consent?.given ? (
                    <Badge color="green">{t('privacy.given')}</Badge>
                  ) : (
                    <Badge color="gray">{consent ? t('privacy.withdrawn') : t('privacy.none')}</Badge>
                  )}
                </Table.Td>
                <Table.Td>{consent?.text_version ?? '–'}</Table.Td>
                <Table.Td>{consent ? t(`privacy.channels.${consent.channel}`) : '–'}</Table.Td>
                <Table.Td>{consent ? formatDateTime(consent.at) : '–'}</Table.Td>
                <Table.Td>
                  {consent?.given && !erased && CONSENT_LEGAL_BASIS[entry] === 'consent' && (
                    <Button
                      size="xs"
                      variant="light"
                      color="red"
                      loading={withdrawState.isLoading}
                      data-testid={`withdraw-${entry}`}
                      aria-label={t('privacy.withdrawPurpose', { purpose: t(`privacy.purposes.${entry}`) })}
                      onClick={() => void withdraw({ id: record.contact_id, purpose: entry, channel: asAdmin ? channel : 'web' })}
                    >
                      {t('privacy.withdraw')}
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </TableBody>
      </Table>
      {withdrawState.error ? <Alert color="red">{errorMessage(withdrawState.error)}</Alert> : null}
      {!erased && (
        <Group align="flex-end" data-testid="consent-form">
          <Select
            label={t('privacy.purpose')}
            data={CONSENT_PURPOSES.map((value) => ({ value, label: t(`privacy.purposes.${value}`) }))}
            value={purpose}
            onChange={(value) => value && setPurpose(value as ConsentPurpose)}
            allowDeselect={false}
            data-testid="consent-purpose"
          />
          {asAdmin && (
            <>
              <TextInput
                label={t('privacy.textVersion')}
                value={version}
                onChange={(event) => setVersion(event.currentTarget.value)}
                error={errors?.text_version}
                data-testid="consent-version"
              />
              <Select
                label={t('privacy.channel')}
                data={CONSENT_CHANNELS.map((value) => ({ value, label: t(`privacy.channels.${value}`) }))}
                value={channel}
                onChange={(value) => value && setChannel(value as ConsentChannel)}
                allowDeselect={false}
                data-testid="consent-channel"
              />
            </>
          )}
          <Button
            loading={giveState.isLoading}
            data-testid="consent-give"
            onClick={() => void give({ id: record.contact_id, purpose, text_version: asAdmin ? version : CURRENT_TEXT_VERSION, channel })}
          >
            {asAdmin ? t('privacy.record') : t('privacy.agree')}
          </Button>
        </Group>
      )}
      {giveState.error && !errors ? <Alert color="red">{errorMessage(giveState.error)}</Alert> : null}
      <Title order={3} size="h5">
        {t('privacy.history')}
      </Title>
      {record.consent_history.length === 0 ? (
        <Text size="sm">{t('privacy.noHistory')}</Text>
      ) : (
        <Table data-testid="consent-history">
          <TableBody>
            {record.consent_history.map((entry, index) => (
              <Table.Tr key={index}>
                <Table.Td>{formatDateTime(entry.at)}</Table.Td>
                <Table.Td>{t(`privacy.purposes.${entry.purpose}`)}</Table.Td>
                <Table.Td>{entry.action === 'given' ? t('privacy.given') : t('privacy.withdrawn')}</Table.Td>
                <Table.Td>{entry.text_version ?? '–'}</Table.Td>
                <Table.Td>{t(`privacy.channels.${entry.channel}`)}</Table.Td>
              </Table.Tr>
            ))}
          </TableBody>
        </Table>
      )}
    </Stack>
  );
}
