import { serverMessagesIn, type ServerMessages } from '@rm/domain';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEVICE_KEY, initialLanguage, isLanguage, LANGUAGES, type Language } from './language';

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

/** One language's messages as the app loads them: the app's parts, and the server's messages by their English text. */
export interface LanguageMessages {
  parts: readonly Catalogue[];
  server: Readonly<Record<string, string>>;
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

export { DEVICE_KEY, initialLanguage, isLanguage, LANGUAGES, languageOf, type Language } from './language';

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
  return Object.fromEntries(LANGUAGES.map((language) => [language, catalogueOf(parts.map((part) => part[language]))])) as Record<
    Language,
    Catalogue
  >;
}

const userKey = (userId: string): string => `language:${userId}`;

/** Where the app finds a language's messages it has not loaded yet (set by `setupI18nIn`). */
let loadMissing: ((language: Language) => Promise<LanguageMessages>) | undefined;

/** Loads a language's messages where the app started with another one only; then i18next has them. */
export async function ensureLanguage(language: Language): Promise<void> {
  if (i18n.hasResourceBundle(language, 'translation') || !loadMissing) return;
  const { parts, server } = await loadMissing(language);
  i18n.addResourceBundle(language, 'translation', catalogueOf(parts));
  i18n.addResourceBundle(language, SERVER_NAMESPACE, server);
}

/** Switches the language (once its messages are there) and remembers it for this browser and, when signed in, for this user. */
export function chooseLanguage(language: Language, userId?: string): void {
  localStorage.setItem(DEVICE_KEY, language);
  if (userId) localStorage.setItem(userKey(userId), language);
  // A language whose script did not arrive is not switched to (the next choice tries again).
  void ensureLanguage(language)
    .then(() => i18n.changeLanguage(language))
    .catch(() => undefined);
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

/** The parts' messages in one language as one catalogue; a key defined by two parts is an error. */
export function catalogueOf(parts: readonly Catalogue[]): Catalogue {
  const result: Catalogue = {};
  for (const part of parts) merge(result, part, '');
  return result;
}

function init(resources: Record<string, Record<string, Catalogue | Readonly<Record<string, string>>>>, language: Language): void {
  void i18n.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: 'de',
    // The app loads a language's messages when it is chosen (`ensureLanguage`).
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  });
  const setPageLanguage = (lng: string): void => {
    if (typeof document !== 'undefined') document.documentElement.lang = lng;
  };
  setPageLanguage(i18n.language);
  i18n.on('languageChanged', setPageLanguage);
}

/**
 * German first; English and Polish, every language at once: the sign-in page (its own few messages) and
 * the tests. `parts` are the messages of the shell, the shared components and the features, and the
 * server's messages the page may show.
 */
export function setupI18n(parts: readonly Messages[], serverMessages: ServerMessages, language: Language = initialLanguage()): typeof i18n {
  if (!i18n.isInitialized) {
    const all = catalogues(parts);
    const resources = Object.fromEntries(
      LANGUAGES.map((lng) => [lng, { translation: all[lng], [SERVER_NAMESPACE]: serverMessagesIn(serverMessages, lng) }]),
    );
    init(resources, language);
  }
  return i18n;
}

/**
 * The app's and the server's messages in the one language it starts in (loaded beside the app's code);
 * `load` brings another language's when the user chooses it, so that a phone downloads one language, not three.
 */
export function setupI18nIn(
  language: Language,
  { parts, server }: LanguageMessages,
  load: (language: Language) => Promise<LanguageMessages>,
): typeof i18n {
  if (!i18n.isInitialized) {
    loadMissing = load;
    init({ [language]: { translation: catalogueOf(parts), [SERVER_NAMESPACE]: server } }, language);
  }
  return i18n;
}
