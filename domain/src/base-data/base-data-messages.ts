import type { ServerMessages } from '../shared/server-messages';

/** What the base data says to people (see `ServerMessages`). */
export const BASE_DATA_MESSAGES: ServerMessages = {
  'This event was tracked already.': {
    de: 'Dieses Ereignis wurde bereits erfasst.',
    en: 'This event was tracked already.',
    pl: 'To zdarzenie zostało już zarejestrowane.',
  },
};
