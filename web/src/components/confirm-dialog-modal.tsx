import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import type { ConfirmDialogProps } from './confirm-dialog';

/** The confirmation's modal (see `ConfirmDialog`, which loads it). */
export function ConfirmDialogModal({ opened, message, onConfirm, onClose, loading = false }: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('confirmDialog.title')} centered>
      <Stack>
        <Text data-testid="confirm-message">{message}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('confirmDialog.cancel')}
          </Button>
          <Button color="red" onClick={onConfirm} loading={loading} data-testid="confirm-yes">
            {t('confirmDialog.yes')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
