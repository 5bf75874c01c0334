import { CloseButton, TextInput } from '@mantine/core';
import dayjs from 'dayjs';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** An instant as a `datetime-local` input shows it: local time to the minute (empty for none). */
export const localInputOf = (iso: string | null): string => (iso ? dayjs(iso).format('YYYY-MM-DDTHH:mm') : '');

/** A `datetime-local` value as the API's instant; an empty one is none (`null`). */
export const instantOf = (value: string): string | null => (value ? dayjs(value).toISOString() : null);

/** Now, as a `datetime-local` input shows it. */
export const nowInput = (): string => localInputOf(new Date().toISOString());

interface DateTimeFieldProps {
  name: string;
  label: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  error?: string | undefined;
  required?: boolean;
  /** Offers a button that empties the field (a date that may be none). */
  onClear?: () => void;
}

/** A date and time, in local time; a field that may be empty has a button that empties it. */
export function DateTimeField({ name, label, value, onChange, error, required, onClear }: DateTimeFieldProps) {
  const { t } = useTranslation();
  return (
    <TextInput
      type="datetime-local"
      name={name}
      label={label}
      value={value}
      onChange={onChange}
      error={error}
      required={required}
      data-testid={`field-${name}`}
      rightSection={
        onClear && value ? <CloseButton size="sm" aria-label={`${t('privacyRegister.clearDate')}: ${label}`} onClick={onClear} /> : null
      }
    />
  );
}
