/**
 * The app's languages and the choice of one before anything else has loaded (no i18next here: the page's
 * first script reads it to fetch that language's messages beside the app's code).
 */
export const LANGUAGES = ['de', 'en', 'pl'] as const;
export type Language = (typeof LANGUAGES)[number];
export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);
/** The app's language a language tag stands for (`de-AT` is German), else German. */
export const languageOf = (tag: string): Language => LANGUAGES.find((code) => tag.startsWith(code)) ?? 'de';

/** Where this browser keeps the language chosen on it last. */
export const DEVICE_KEY = 'language';

/**
 * The language on this browser: the one chosen here last, else the first of the browser's languages the
 * app speaks, else German.
 */
export function initialLanguage(): Language {
  const chosen = localStorage.getItem(DEVICE_KEY);
  if (isLanguage(chosen)) return chosen;
  for (const tag of navigator.languages.length > 0 ? navigator.languages : [navigator.language]) {
    const base = tag.slice(0, 2).toLowerCase();
    if (isLanguage(base)) return base;
  }
  return 'de';
}
