import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { chooseLanguage, isLanguage, LANGUAGES } from '../lib/i18n';

/**
 * The language of the app: on the sign-in page and in the signed-in header. Remembered for this browser and,
 * signed in, for the user. A native select: light enough for the sign-in page, and as accessible as it gets.
 */
export function LanguageSwitch({ userId }: { userId?: string }) {
  const { t, i18n } = useTranslation();
  return (
    <NativeSelect
      size="xs"
      w={110}
      aria-label={t('language.label')}
      data-testid="language-switch"
      value={i18n.language}
      data={LANGUAGES.map((language) => ({ value: language, label: t(`languages.${language}`) }))}
      onChange={(event) => {
        const value = event.currentTarget.value;
        if (isLanguage(value)) chooseLanguage(value, userId);
      }}
    />
  );
}
