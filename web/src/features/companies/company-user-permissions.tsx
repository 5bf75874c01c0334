import { Alert, Badge, Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { COMPANY_USER_PERMISSIONS, type CompanyUserPermission, type Employer } from '@rm/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, fieldErrors } from '../../lib/errors';
import { flashShown } from '../../lib/flash';
import { serverText } from '../../lib/server-text';
import { useAppDispatch } from '../../lib/store';
import { useSetCompanyUserPermissionsMutation } from './companies-api';

const isPermission = (value: string): value is CompanyUserPermission => (COMPANY_USER_PERMISSIONS as readonly string[]).includes(value);
/** The areas a user has: every one while the list was never set (as `grants` reads it). */
const areasOf = (user: Employer): CompanyUserPermission[] =>
  user.permissions ? user.permissions.filter(isPermission) : [...COMPANY_USER_PERMISSIONS];

/** A company user's areas in words: all, none, or the list. */
export function PermissionSummary({ user }: { user: Employer }) {
  const { t } = useTranslation();
  const areas = areasOf(user);
  const text =
    user.roles.includes('business-owner') || areas.length === COMPANY_USER_PERMISSIONS.length
      ? t('company.permissions.all')
      : areas.length === 0
        ? t('company.permissions.none')
        : areas.map((area) => t(`company.permissions.areas.${area}`)).join(', ');
  return (
    <Text size="sm" data-testid="employer-permissions">
      {text}
    </Text>
  );
}

/**
 * The administrator's editor of a company user's permissions: the employer workspace's areas as checkboxes,
 * saved with PUT /api/company-users/{id}/permissions. The owner may use every area and has no editor.
 */
export function CompanyUserPermissions({ user }: { user: Employer }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [opened, setOpened] = useState(false);
  const [chosen, setChosen] = useState<CompanyUserPermission[]>(() => areasOf(user));
  const [save, state] = useSetCompanyUserPermissionsMutation();
  if (user.roles.includes('business-owner')) return <Badge variant="light">{t('company.permissions.all')}</Badge>;

  const open = (): void => {
    setChosen(areasOf(user));
    state.reset();
    setOpened(true);
  };
  const submit = async (): Promise<void> => {
    const result = await save({ id: user.id, permissions: chosen });
    if ('data' in result && result.data) {
      dispatch(flashShown(serverText(result.data.message)));
      setOpened(false);
    }
  };
  const fields = fieldErrors(state.error) ?? {};
  const fieldMessage = Object.entries(fields).find(([field]) => field.startsWith('permissions'))?.[1];

  return (
    <>
      <Button size="xs" variant="light" onClick={open} data-testid="employer-permissions-edit">
        {t('company.permissions.edit')}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t('company.permissions.title', { name: user.full_name })}>
        <Stack>
          <Checkbox.Group
            label={t('company.permissions.hint')}
            value={chosen}
            onChange={(values) => setChosen(values.filter(isPermission))}
            error={fieldMessage}
            data-testid="permissions-group"
          >
            <Stack gap="xs" mt="xs">
              {COMPANY_USER_PERMISSIONS.map((permission) => (
                <Checkbox key={permission} value={permission} label={t(`company.permissions.areas.${permission}`)} />
              ))}
            </Stack>
          </Checkbox.Group>
          {state.error && !fieldMessage ? (
            <Alert color="red" data-testid="permissions-error">
              {errorMessage(state.error)}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpened(false)}>
              {t('company.permissions.cancel')}
            </Button>
            <Button onClick={() => void submit()} loading={state.isLoading} data-testid="permissions-save">
              {t('company.permissions.save')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
