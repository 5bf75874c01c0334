import { TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The end of a calendar day in the browser's time zone, as the instant the server takes for `as_of`. */
export const endOfDay = (day: string): string => new Date(`${day}T23:59:59.999`).toISOString();

/**
 * The "as of" date of a report page: the day picked (empty: today, live) and the `as_of` instant the
 * page's queries take (undefined while none is picked).
 */
export function useAsOf(): { day: string; setDay: (day: string) => void; asOf: string | undefined } {
  const [day, setDay] = useState('');
  return { day, setDay, asOf: day ? endOfDay(day) : undefined };
}

/** The date picker of a report page's "as of" date. */
export function AsOfInput({ day, setDay, testId }: { day: string; setDay: (day: string) => void; testId: string }) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t('stats.asOf')}
      description={t('stats.asOfHint')}
      type="date"
      value={day}
      onChange={(event) => setDay(event.currentTarget.value)}
      data-testid={testId}
    />
  );
}
