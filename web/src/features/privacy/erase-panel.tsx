import { Alert, Button, Group, Modal, Stack, Text, Textarea, Title } from '@mantine/core';
import { ERASURE_REASON_MESSAGE, PRIVACY_REASON_LENGTH } from '@rm/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, fieldErrors } from '../../lib/errors';
import { useAppDispatch } from '../../lib/store';
import { flashShown } from '../../lib/flash';
import { useErasePersonalDataMutation } from './privacy-api';

/** Erasure (Art. 17) with a reason, after a confirmation. */
export function ErasePanel({
  contactId,
  alert = (message: string) => window.alert(message),
}: {
  contactId: string;
  alert?: (message: string) => void;
}) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [reason, setReason] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [erase, state] = useErasePersonalDataMutation();
  const errors = fieldErrors(state.error);

  const ask = (): void => {
    // The spec's check before the call: a reason of at least 5 characters after trimming.
    if (reason.trim().length < PRIVACY_REASON_LENGTH.min) {
      alert(ERASURE_REASON_MESSAGE);
      return;
    }
    setConfirming(true);
  };
  const confirm = async (): Promise<void> => {
    const result = await erase({ id: contactId, reason: reason.trim() });
    setConfirming(false);
    if ('data' in result) {
      setReason('');
      dispatch(flashShown(t('privacy.erased')));
    }
  };

  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t('privacy.eraseTitle')}
      </Title>
      <Text size="sm">{t('privacy.eraseText')}</Text>
      <Textarea
        label={t('privacy.eraseReason')}
        description={t('privacy.reasonHint')}
        value={reason}
        onChange={(event) => setReason(event.currentTarget.value)}
        error={errors?.reason}
        data-testid="erase-reason"
      />
      <Group>
        <Button color="red" onClick={ask} data-testid="erase-ask">
          {t('privacy.eraseRun')}
        </Button>
      </Group>
      {state.error && !errors ? <Alert color="red">{errorMessage(state.error)}</Alert> : null}
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t('privacy.eraseConfirmTitle')}>
        <Stack>
          <Text>{t('privacy.eraseConfirm')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('privacy.cancel')}
            </Button>
            <Button color="red" loading={state.isLoading} onClick={() => void confirm()} data-testid="erase-confirm">
              {t('privacy.eraseRun')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
