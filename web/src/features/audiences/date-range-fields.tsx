import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The maps' date range (from, till), which their calls require; test ids `<prefix>-from` and `<prefix>-till`. */
export function DateRangeFields({
  from,
  till,
  onFrom,
  onTill,
  testIdPrefix,
}: {
  from: string;
  till: string;
  onFrom: (value: string) => void;
  onTill: (value: string) => void;
  testIdPrefix: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextInput
        type="date"
        label={t('audience.from')}
        value={from}
        onChange={(e) => onFrom(e.currentTarget.value)}
        data-testid={`${testIdPrefix}-from`}
      />
      <TextInput
        type="date"
        label={t('audience.till')}
        value={till}
        onChange={(e) => onTill(e.currentTarget.value)}
        data-testid={`${testIdPrefix}-till`}
      />
    </>
  );
}
