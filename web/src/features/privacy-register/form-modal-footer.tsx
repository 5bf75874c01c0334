import { Alert, Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/errors';

/**
 * The end of a register form: the save's error when no field message explains it, then cancel and save.
 * `errors` are the field messages the form shows under its fields.
 */
export function FormModalFooter({
  error,
  errors,
  saving,
  saveTestId,
  onCancel,
}: {
  error: unknown;
  errors: Record<string, string>;
  saving: boolean;
  saveTestId: string;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const unexplained = error && Object.keys(errors).length === 0 ? errorMessage(error) : null;
  return (
    <>
      {unexplained ? <Alert color="red">{unexplained}</Alert> : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {t('privacyRegister.cancel')}
        </Button>
        <Button type="submit" loading={saving} data-testid={saveTestId}>
          {t('privacyRegister.save')}
        </Button>
      </Group>
    </>
  );
}
