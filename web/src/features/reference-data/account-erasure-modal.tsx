import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { PRIVACY_REASON_LENGTH, type ManagedUser } from '@rm/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, fieldErrors } from '../../lib/errors';
import { flashShown } from '../../lib/flash';
import { useAppDispatch } from '../../lib/store';
import { useEraseAccountMutation } from './reference-data-api';

/**
 * Erases a company user's or an admin's account (Art. 17) with a reason, from the user list: the modal is
 * the confirmation. A reason shorter than 5 characters is refused here as the server would.
 */
export function AccountErasureModal({ user, onClose }: { user: ManagedUser | null; onClose: () => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [reason, setReason] = useState('');
  const [tooShort, setTooShort] = useState(false);
  const [erase, state] = useEraseAccountMutation();
  const errors = fieldErrors(state.error);

  const close = (): void => {
    setReason('');
    setTooShort(false);
    state.reset();
    onClose();
  };
  const submit = async (): Promise<void> => {
    if (!user) return;
    if (reason.trim().length < PRIVACY_REASON_LENGTH.min) {
      setTooShort(true);
      return;
    }
    const result = await erase({ id: user.id, reason: reason.trim() });
    if ('data' in result) {
      dispatch(flashShown(t('referenceData.userManagement.erased')));
      close();
    }
  };

  return (
    <Modal opened={user !== null} onClose={close} title={t('referenceData.userManagement.eraseTitle', { name: user?.full_name ?? '' })}>
      <Stack>
        <Text size="sm">{t('referenceData.userManagement.eraseText')}</Text>
        <Textarea
          label={t('referenceData.userManagement.eraseReason')}
          description={t('referenceData.userManagement.reasonHint')}
          value={reason}
          onChange={(event) => {
            setReason(event.currentTarget.value);
            setTooShort(false);
          }}
          error={tooShort ? t('referenceData.userManagement.reasonTooShort') : errors?.reason}
          data-testid="account-erase-reason"
        />
        {state.error && !errors ? <Alert color="red">{errorMessage(state.error)}</Alert> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('referenceData.userManagement.cancel')}
          </Button>
          <Button color="red" loading={state.isLoading} onClick={() => void submit()} data-testid="account-erase-confirm">
            {t('referenceData.userManagement.eraseRun')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
