import { Alert, Anchor, Button, Card, Loader, Radio, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { DELETE_ACCOUNT_KEY, DELETE_REASON_MIN_TEXT, DELETE_REDIRECT_SECONDS, deleteAccountProblems } from '@rm/domain';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page';
import { errorMessage, fieldErrors } from '../../lib/errors';
import { useAccountDeleteReasonsQuery, useDeleteAccountMutation } from './candidate-profile-api';

/** Leaves the app for the home page, with a fresh load (the session is gone). */
export const goHome = (): void => window.location.assign('/');

/**
 * Deleting the own account (spec §4, §5): a reason, its text when the reason asks for one (25 characters),
 * and the typed key 'löschen'; then a goodbye, and the home page after 10 s.
 */
export function DeleteAccountRoute({ onDone = goHome }: { onDone?: () => void }) {
  const { t } = useTranslation();
  const reasons = useAccountDeleteReasonsQuery();
  const [remove, { isLoading, error }] = useDeleteAccountMutation();
  const [reasonId, setReasonId] = useState<string | null>(null);
  const [text, setText] = useState('');
  const [key, setKey] = useState('');
  const [checked, setChecked] = useState(false);
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);

  useEffect(() => {
    if (secondsLeft === null) return;
    if (secondsLeft <= 0) {
      onDone();
      return;
    }
    const timer = setTimeout(() => setSecondsLeft(secondsLeft - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft, onDone]);

  if (reasons.isLoading) return <Loader />;
  if (reasons.error || !reasons.data) return <Alert color="red">{errorMessage(reasons.error)}</Alert>;
  const reason = reasons.data.data.find((item) => item.id === reasonId) ?? null;
  const problems = deleteAccountProblems({ key, reasonId, text, reasonRequiresText: reason?.requires_text ?? false });
  const server = fieldErrors(error);
  const shown = (field: string, message: string): string | undefined =>
    server?.[field] ?? (checked && problems[field] ? message : undefined);

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    setChecked(true);
    if (Object.keys(problems).length > 0) return;
    const result = await remove({ key, reason_id: reasonId, text });
    if ('data' in result && result.data?.success) setSecondsLeft(DELETE_REDIRECT_SECONDS);
  };

  if (secondsLeft !== null)
    return (
      <Page title={t('deleteAccount.doneTitle')}>
        <Card withBorder data-testid="delete-account-done">
          <Stack>
            <Text>{t('deleteAccount.doneText', { seconds: secondsLeft })}</Text>
            <Anchor href="/" onClick={(e) => (e.preventDefault(), onDone())}>
              {t('deleteAccount.home')}
            </Anchor>
          </Stack>
        </Card>
      </Page>
    );

  return (
    <Page title={t('deleteAccount.title')}>
      <Alert color="red" variant="light">
        {t('deleteAccount.intro')}
      </Alert>
      <Card withBorder>
        <form onSubmit={(e) => void submit(e)} noValidate data-testid="delete-account-form">
          <Stack>
            <Radio.Group
              label={
                <Title order={2} size="h5">
                  {t('deleteAccount.reason')}
                </Title>
              }
              value={reasonId}
              onChange={setReasonId}
              error={shown('reason_id', t('deleteAccount.reasonMissing'))}
            >
              <Stack gap="xs" mt="xs">
                {reasons.data.data.map((item) => (
                  <Radio key={item.id} value={item.id} label={item.name} data-testid={`delete-reason-${item.identifier}`} />
                ))}
              </Stack>
            </Radio.Group>
            {reason?.requires_text ? (
              <Textarea
                label={t('deleteAccount.text')}
                description={t('deleteAccount.textHint', { min: DELETE_REASON_MIN_TEXT, count: text.trim().length })}
                value={text}
                onChange={(e) => setText(e.currentTarget.value)}
                error={shown('text', t('deleteAccount.textTooShort', { min: DELETE_REASON_MIN_TEXT }))}
                autosize
                minRows={3}
                data-testid="delete-text"
              />
            ) : null}
            <TextInput
              label={t('deleteAccount.key')}
              value={key}
              onChange={(e) => setKey(e.currentTarget.value)}
              error={shown('key', t('deleteAccount.keyMismatch'))}
              placeholder={DELETE_ACCOUNT_KEY}
              autoComplete="off"
              data-testid="delete-key"
            />
            {error && !server ? <Alert color="red">{errorMessage(error)}</Alert> : null}
            <Button type="submit" color="red" loading={isLoading} data-testid="delete-account-submit">
              {t('deleteAccount.submit')}
            </Button>
          </Stack>
        </form>
      </Card>
    </Page>
  );
}
