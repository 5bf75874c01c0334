import { Alert, Anchor, Button, Checkbox, PasswordInput, Text } from '@mantine/core';
import type { ChangeEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../lib/errors';

/** The two password fields of a sign-up form (the new password with its rules, and its confirmation). */
export function PasswordPair({
  labels,
  values,
  onChange,
  fields,
}: {
  labels: { password: string; confirmation: string; rules: string };
  values: { password: string; password_confirmation: string };
  onChange: (field: 'password' | 'password_confirmation') => (event: ChangeEvent<HTMLInputElement>) => void;
  fields: Record<string, string> | null;
}) {
  return (
    <>
      <PasswordInput
        label={labels.password}
        name="password"
        autoComplete="new-password"
        value={values.password}
        onChange={onChange('password')}
        error={fields?.password}
        description={labels.rules}
        required
      />
      <PasswordInput
        label={labels.confirmation}
        name="password_confirmation"
        autoComplete="new-password"
        value={values.password_confirmation}
        onChange={onChange('password_confirmation')}
        error={fields?.password_confirmation}
        required
      />
    </>
  );
}

/**
 * The end of a sign-up form: the terms to accept, the server's error when it is not about a field, the
 * submit button and the way to the sign-in for those who have an account; `children` below that.
 */
export function SignUpEnd({
  texts,
  accepted,
  onAcceptedChange,
  fields,
  error,
  isLoading,
  testIds,
  signInTo,
  children,
}: {
  texts: { terms: string; submit: string; haveAccount: string; signIn: string };
  accepted: boolean;
  onAcceptedChange: (accepted: boolean) => void;
  fields: Record<string, string> | null;
  error: unknown;
  isLoading: boolean;
  testIds: { terms: string; submit: string };
  /** Where the sign-in link leads (`/login?next=…` to come back to the same place). */
  signInTo?: string;
  children?: ReactNode;
}) {
  return (
    <>
      <Checkbox
        name="accept_terms_condition"
        label={texts.terms}
        checked={accepted}
        onChange={(event) => onAcceptedChange(event.currentTarget.checked)}
        error={fields?.accept_terms_condition}
        data-testid={testIds.terms}
      />
      {error && !fields ? <Alert color="red">{errorMessage(error)}</Alert> : null}
      <Button type="submit" loading={isLoading} data-testid={testIds.submit}>
        {texts.submit}
      </Button>
      <Text size="sm">
        {texts.haveAccount}{' '}
        <Anchor component={Link} to={signInTo ?? '/login'} data-testid="sign-up-sign-in">
          {texts.signIn}
        </Anchor>
      </Text>
      {children}
    </>
  );
}
