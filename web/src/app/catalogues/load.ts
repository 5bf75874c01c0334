import type { LanguageMessages } from '../../lib/i18n';
import type { Language } from '../../lib/language';

/** A language's messages of the whole app and the server's, each language its own script (the page loads only the one it shows). */
export function loadCatalogue(language: Language): Promise<LanguageMessages> {
  switch (language) {
    case 'en':
      return import('./en').then(({ parts, server }) => ({ parts, server }));
    case 'pl':
      return import('./pl').then(({ parts, server }) => ({ parts, server }));
    default:
      return import('./de').then(({ parts, server }) => ({ parts, server }));
  }
}
