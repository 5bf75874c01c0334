import type { ServerMessages } from '../shared/server-messages';

/** What the notifications feature says to people (see `ServerMessages`). */
export const NOTIFICATION_MESSAGES: ServerMessages = {
  'Notification sent successfully': {
    de: 'Benachrichtigung erfolgreich gesendet',
    en: 'Notification sent successfully',
    pl: 'Powiadomienie wysłane pomyślnie',
  },
  'Notification not found.': { de: 'Benachrichtigung nicht gefunden.', en: 'Notification not found.', pl: 'Nie znaleziono powiadomienia.' },
  'Some of the selected contacts do not exist.': {
    de: 'Einige der gewählten Kontakte gibt es nicht.',
    en: 'Some of the selected contacts do not exist.',
    pl: 'Niektóre z wybranych kontaktów nie istnieją.',
  },
};
