import { SERVER_MESSAGES, serverMessagesIn } from '@rm/domain';
import { describe, expect, it } from 'vitest';
import { catalogueOf, catalogues, LANGUAGES, type Catalogue } from '../lib/i18n';
import { loadCatalogue } from './catalogues/load';
import { APP_MESSAGES } from './catalogues/all';
import { WEB_FEATURES } from './features';

const keysOf = (catalogue: Catalogue, prefix = ''): string[] =>
  Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );

/** i18next's plural suffixes (`count_one`, `count_few`, …). */
const PLURAL = /_(zero|one|two|few|many|other)$/;

describe('the app composed from its features', () => {
  it('has every message in German, English and Polish, none empty, none defined twice', () => {
    const all = catalogues(APP_MESSAGES);
    // The same messages; a counted one in the plural forms of each language (below).
    const messagesOf = (catalogue: Catalogue): string[] => [...new Set(keysOf(catalogue).map((key) => key.replace(PLURAL, '')))].sort();
    const german = keysOf(all.de).sort();
    expect(german.length).toBeGreaterThan(50);
    for (const language of LANGUAGES) {
      expect(messagesOf(all[language]), language).toEqual(messagesOf(all.de));
      for (const key of german)
        expect(
          key.split('.').reduce<Catalogue | string>((node, part) => (node as Catalogue)[part] ?? '', all[language]),
          `${language} ${key}`,
        ).not.toBe('');
    }
  });

  it('has each counted message in every plural form its language has (Polish: one, few, many, other)', () => {
    for (const language of LANGUAGES) {
      const forms = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
      const keys = new Set(keysOf(catalogues(APP_MESSAGES)[language]));
      const counted = new Set([...keys].filter((key) => PLURAL.test(key)).map((key) => key.replace(PLURAL, '')));
      const missing = [...counted].flatMap((base) => forms.map((form) => `${base}_${form}`)).filter((key) => !keys.has(key));
      expect(missing, language).toEqual([]);
    }
  });

  it('loads each language as one script with every part of it (the app starts with one language)', async () => {
    const all = catalogues(APP_MESSAGES);
    for (const language of LANGUAGES) {
      const loaded = await loadCatalogue(language);
      expect(catalogueOf(loaded.parts), language).toEqual(all[language]);
      // The server's messages in that language, every one of them.
      expect(loaded.server, language).toEqual(serverMessagesIn(SERVER_MESSAGES, language));
    }
    expect((await loadCatalogue('pl')).parts).toHaveLength(APP_MESSAGES.length);
  });

  it('refuses a message two parts define', () => {
    const part = { de: { nav: { logout: 'x' } }, en: { nav: { logout: 'x' } }, pl: { nav: { logout: 'x' } } };
    expect(() => catalogues([...APP_MESSAGES, part])).toThrow('nav.logout');
  });

  it('gives every navigation label a message and every screen a distinct path', () => {
    const all = catalogues(APP_MESSAGES);
    for (const entry of WEB_FEATURES.flatMap((feature) => feature.navigation ?? [])) {
      const [group = '', key = ''] = entry.label.split('.');
      expect((all.de[group] as Catalogue | undefined)?.[key], entry.label).toEqual(expect.any(String));
    }
    const paths = WEB_FEATURES.flatMap((feature) => [...(feature.routes ?? []), ...(feature.publicRoutes ?? [])]).map(
      (route) => route.path,
    );
    expect(new Set(paths).size).toBe(paths.length);
  });
});

describe('the audit log in every language', () => {
  it('names every stored event type in German, English and Polish', async () => {
    const { EVENT_SCHEMAS } = await import('@rm/domain');
    const all = catalogues(APP_MESSAGES);
    const types = EVENT_SCHEMAS.map((schema) => String((schema.properties['type'] as unknown as { const: string }).const));
    for (const language of LANGUAGES) {
      const labels = all[language]['auditEvents'] as Catalogue;
      expect(
        types.filter((type) => typeof labels[type] !== 'string'),
        language,
      ).toEqual([]);
    }
  });
});
