import type { ServerMessages } from '@rm/domain';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';

/** Messages by key, nested by screen or component (`board.stageUpdated`). */
export interface Catalogue {
  [key: string]: string | Catalogue;
}

/** One part of the app's messages (a feature's, the shared components', the shell's) in every language. */
export interface Messages {
  de: Catalogue;
  en: Catalogue;
  pl: Catalogue;
}

/**
 * The German catalogue `T` in a language with more plural forms (Polish): a counted message (`x_one`,
 * `x_other`) needs its `x_few` and `x_many` as well.
 */
export type WithPolishPlurals<T> = {
  [K in keyof T]: T[K] extends string ? string : WithPolishPlurals<T[K]>;
} & {
  [K in keyof T as K extends `${infer Base}_one` ? `${Base}_few` | `${Base}_many` : never]: string;
};

export const LANGUAGES = ['de', 'en', 'pl'] as const;
export type Language = (typeof LANGUAGES)[number];
export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);
/** The app's language a language tag stands for (`de-AT` is German), else German. */
export const languageOf = (tag: string): Language => LANGUAGES.find((code) => tag.startsWith(code)) ?? 'de';

/** The i18next namespace of the server's messages, keyed by their English text (see `server-text.ts`). */
export const SERVER_NAMESPACE = 'server';

function merge(into: Catalogue, from: Catalogue, path: string): void {
  for (const [key, value] of Object.entries(from)) {
    const existing = into[key];
    if (typeof value === 'string') {
      if (existing !== undefined) throw new Error(`The message ${path}${key} is defined twice.`);
      into[key] = value;
    } else if (typeof existing === 'string') {
      throw new Error(`The message ${path}${key} is both a text and a group.`);
    } else {
      const group: Catalogue = existing ?? {};
      merge(group, value, `${path}${key}.`);
      into[key] = group;
    }
  }
}

/** Every part's messages as one catalogue per language; a key defined by two parts is an error. */
export function catalogues(parts: readonly Messages[]): Record<Language, Catalogue> {
  const result: Record<Language, Catalogue> = { de: {}, en: {}, pl: {} };
  for (const part of parts) for (const language of LANGUAGES) merge(result[language], part[language], '');
  return result;
}

/** The server's messages in one language, by their English text. */
export const serverCatalogue = (messages: ServerMessages, language: Language): Record<string, string> =>
  Object.fromEntries(Object.entries(messages).map(([english, translations]) => [english, translations[language]]));

const DEVICE_KEY = 'language';
const userKey = (userId: string): string => `language:${userId}`;

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

/** Switches the language and remembers it for this browser and, when signed in, for this user. */
export function chooseLanguage(language: Language, userId?: string): void {
  localStorage.setItem(DEVICE_KEY, language);
  if (userId) localStorage.setItem(userKey(userId), language);
  void i18n.changeLanguage(language);
}

/**
 * At sign-in: the user's own language where they chose one before, else the one they signed in with
 * becomes theirs. (Kept in this browser; the server does not store a language yet.)
 */
export function applyUserLanguage(userId: string): void {
  const own = localStorage.getItem(userKey(userId));
  if (isLanguage(own)) {
    if (own !== i18n.language) chooseLanguage(own, userId);
  } else if (isLanguage(i18n.language)) {
    localStorage.setItem(userKey(userId), i18n.language);
  }
}

/**
 * German first; English and Polish. Each feature brings its own messages (see `app/features.ts`), and the
 * server's messages the page may show (all of them in the app; the sign-in page's own on that page).
 */
export function setupI18n(parts: readonly Messages[], serverMessages: ServerMessages, language: Language = initialLanguage()): typeof i18n {
  if (!i18n.isInitialized) {
    const all = catalogues(parts);
    const resources = Object.fromEntries(
      LANGUAGES.map((lng) => [lng, { translation: all[lng], [SERVER_NAMESPACE]: serverCatalogue(serverMessages, lng) }]),
    );
    void i18n.use(initReactI18next).init({
      resources,
      lng: language,
      fallbackLng: 'de',
      interpolation: { escapeValue: false },
      showSupportNotice: false,
    });
    const setPageLanguage = (lng: string): void => {
      if (typeof document !== 'undefined') document.documentElement.lang = lng;
    };
    setPageLanguage(i18n.language);
    i18n.on('languageChanged', setPageLanguage);
  }
  return i18n;
}
