import type { ServerMessages } from '../shared/server-messages';

/** What the option lists say to people (see `ServerMessages`). */
export const OPTION_MESSAGES: ServerMessages = {
  'The selected employer id is invalid.': {
    de: 'Der gewählte Arbeitgeber ist ungültig.',
    en: 'The selected employer id is invalid.',
    pl: 'Wybrany pracodawca jest nieprawidłowy.',
  },
};
