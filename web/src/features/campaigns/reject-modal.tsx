import { Alert, Button, Checkbox, Modal, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, fieldErrors } from '../../lib/errors';
import { useRejectCampaignMutation } from './campaigns-api';

/** Reject with a reason; the server's field errors show under the reason. */
export function RejectModal({ campaignId, onClose }: { campaignId: string | null; onClose: (rejected: boolean) => void }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [notify, setNotify] = useState(true);
  const [reject, { isLoading, error }] = useRejectCampaignMutation();
  const fields = fieldErrors(error);
  const submit = async (): Promise<void> => {
    if (!campaignId) return;
    const result = await reject({ campaign_id: campaignId, rejected_reason: reason, user_should_be_notified: notify });
    if ('data' in result) onClose(true);
  };
  return (
    <Modal opened={campaignId !== null} onClose={() => onClose(false)} title={t('approvals.reject')} data-testid="reject-modal">
      <Stack>
        <Textarea
          label={t('approvals.reason')}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          error={fields?.rejected_reason}
          data-testid="reject-reason"
        />
        <Checkbox label={t('approvals.notify')} checked={notify} onChange={(e) => setNotify(e.currentTarget.checked)} />
        {error && !fields?.rejected_reason ? <Alert color="red">{errorMessage(error)}</Alert> : null}
        <Button color="red" onClick={() => void submit()} loading={isLoading} data-testid="reject-submit">
          {t('approvals.reject')}
        </Button>
      </Stack>
    </Modal>
  );
}
