import type { Catalogue } from '../../lib/i18n';
import type { Language } from '../../lib/language';

/** A language's messages of the whole app, each language its own script (the page loads only the one it shows). */
export function loadCatalogue(language: Language): Promise<readonly Catalogue[]> {
  switch (language) {
    case 'en':
      return import('./en').then((module) => module.parts);
    case 'pl':
      return import('./pl').then((module) => module.parts);
    default:
      return import('./de').then((module) => module.parts);
  }
}
