import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Asks before an action: the question, confirm and cancel. */
export function ConfirmDialog({
  opened,
  message,
  onConfirm,
  onClose,
  loading = false,
}: {
  opened: boolean;
  message: string;
  onConfirm: () => void;
  onClose: () => void;
  loading?: boolean;
}) {
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
