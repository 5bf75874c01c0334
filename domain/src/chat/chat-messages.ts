import type { ServerMessages } from '../shared/server-messages';

/** What the chat says to people (see `ServerMessages`). */
export const CHAT_MESSAGES: ServerMessages = {
  'Message not found.': { de: 'Nachricht nicht gefunden.', en: 'Message not found.', pl: 'Nie znaleziono wiadomości.' },
  'This message id belongs to another message.': {
    de: 'Diese Nachrichten-ID gehört zu einer anderen Nachricht.',
    en: 'This message id belongs to another message.',
    pl: 'Ten identyfikator należy do innej wiadomości.',
  },
  'The contact has no phone number.': {
    de: 'Der Kontakt hat keine Telefonnummer.',
    en: 'The contact has no phone number.',
    pl: 'Kontakt nie ma numeru telefonu.',
  },
  'The signature is invalid.': { de: 'Die Signatur ist ungültig.', en: 'The signature is invalid.', pl: 'Podpis jest nieprawidłowy.' },
  'The message field is required.': {
    de: 'Bitte geben Sie eine Nachricht ein.',
    en: 'The message field is required.',
    pl: 'Pole wiadomości jest wymagane.',
  },
};
