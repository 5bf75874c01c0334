import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { OFFER_MOVE_REASON_LENGTH, type OfferCard, type OfferStage } from '@rm/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface PendingMove {
  offer: OfferCard;
  stage: OfferStage;
}

/** Asks why, for a move the stage rules allow only with a reason (e.g. an unlocked offer back to new). */
export function MoveReasonDialog({
  move,
  onCancel,
  onConfirm,
}: {
  move: PendingMove | null;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const trimmed = reason.trim();
  const valid = trimmed.length >= OFFER_MOVE_REASON_LENGTH.min && trimmed.length <= OFFER_MOVE_REASON_LENGTH.max;
  const title = move
    ? t('board.reasonTitle', { name: move.offer.driver.full_name, from: t(`stages.${move.offer.stage}`), to: t(`stages.${move.stage}`) })
    : '';
  return (
    <Modal opened={move !== null} onClose={onCancel} title={title} data-testid="move-reason-dialog">
      <Stack>
        <Textarea
          label={t('board.reason')}
          description={t('board.reasonHint')}
          required
          autosize
          minRows={3}
          maxLength={OFFER_MOVE_REASON_LENGTH.max}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          data-testid="move-reason"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('board.cancel')}
          </Button>
          <Button disabled={!valid} onClick={() => onConfirm(trimmed)} data-testid="move-reason-submit">
            {t('board.move')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
