import { Button, Group, NumberInput, Stack, Table, Text, TextInput } from '@mantine/core';
import type { ContactDetail } from '@rm/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrors } from '../../lib/errors';
import { flashShown } from '../../lib/flash';
import { formatDateTime, formatEuros } from '../../lib/format';
import { serverText } from '../../lib/server-text';
import { useAppDispatch } from '../../lib/store';
import { useGiveIncentiveMutation } from './contacts-api';
import { TableBody } from '../../components/table-body';

/** The incentives a contact got, and the admin's form to give one. */
export function ContactIncentives({ contactId, incentives }: { contactId: string; incentives: ContactDetail['incentives'] }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [amount, setAmount] = useState<number | string>('');
  const [note, setNote] = useState('');
  const [give, giveState] = useGiveIncentiveMutation();
  const errors = fieldErrors(giveState.error);

  const submit = async (): Promise<void> => {
    const result = await give({ id: contactId, amount: typeof amount === 'number' ? amount : 0, note: note.trim() || null });
    if ('data' in result && result.data) {
      dispatch(flashShown(serverText(result.data.message)));
      setAmount('');
      setNote('');
    }
  };

  return (
    <Stack gap="xs" data-testid="incentives">
      {incentives.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('contact.incentives.none')}
        </Text>
      ) : (
        <Table>
          <TableBody>
            {incentives.map((incentive) => (
              <Table.Tr key={incentive.id}>
                <Table.Td>{formatEuros(incentive.amount)}</Table.Td>
                <Table.Td>{incentive.note ?? ''}</Table.Td>
                <Table.Td>{formatDateTime(incentive.given_at)}</Table.Td>
              </Table.Tr>
            ))}
          </TableBody>
        </Table>
      )}
      <Group align="flex-end">
        <NumberInput
          label={t('contact.incentives.amount')}
          value={amount}
          onChange={setAmount}
          min={1}
          max={10000}
          suffix=" €"
          error={errors?.amount}
          data-testid="incentive-amount"
        />
        <TextInput
          label={t('contact.incentives.note')}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
          error={errors?.note}
          data-testid="incentive-note"
        />
        <Button onClick={() => void submit()} loading={giveState.isLoading} data-testid="incentive-give">
          {t('contact.incentives.give')}
        </Button>
      </Group>
    </Stack>
  );
}
