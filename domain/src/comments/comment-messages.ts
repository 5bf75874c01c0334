import type { ServerMessages } from '../shared/server-messages';

/** What the comments feature says to people (see `ServerMessages`). */
export const COMMENT_MESSAGES: ServerMessages = {
  'Comment not found.': { de: 'Kommentar nicht gefunden.', en: 'Comment not found.', pl: 'Nie znaleziono komentarza.' },
  'The comment text is required.': {
    de: 'Der Kommentartext ist erforderlich.',
    en: 'The comment text is required.',
    pl: 'Treść komentarza jest wymagana.',
  },
  'The reply field is required.': {
    de: 'Das Feld Antwort ist erforderlich.',
    en: 'The reply field is required.',
    pl: 'Pole odpowiedź jest wymagane.',
  },
  'A reply to an internal comment stays internal.': {
    de: 'Eine Antwort auf einen internen Kommentar bleibt intern.',
    en: 'A reply to an internal comment stays internal.',
    pl: 'Odpowiedź na wewnętrzny komentarz pozostaje wewnętrzna.',
  },
  'Comment saved.': { de: 'Kommentar gespeichert.', en: 'Comment saved.', pl: 'Komentarz zapisany.' },
  'Comment removed!': { de: 'Kommentar entfernt!', en: 'Comment removed!', pl: 'Komentarz usunięty!' },
};
