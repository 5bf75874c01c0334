import { createRequire } from 'node:module';
import type { OptionLanguage } from '@rm/domain';
import countries from 'i18n-iso-countries';

const require = createRequire(import.meta.url);
for (const language of ['de', 'en', 'pl'] as const)
  countries.registerLocale(require(`i18n-iso-countries/langs/${language}.json`) as countries.LocaleData);

const cache = new Map<OptionLanguage, Array<{ code: string; name: string }>>();

/** Every country (ISO 3166-1 alpha-2) named in the language (i18n-iso-countries), Germany first, then by name. */
export function countryOptions(language: OptionLanguage): Array<{ code: string; name: string }> {
  const known = cache.get(language);
  if (known) return known;
  const names = countries.getNames(language, { select: 'official' });
  const collator = new Intl.Collator(language);
  const list = Object.entries(names)
    .map(([code, name]) => ({ code, name }))
    .sort((a, b) => (a.code === 'DE' ? -1 : b.code === 'DE' ? 1 : collator.compare(a.name, b.name)));
  cache.set(language, list);
  return list;
}
