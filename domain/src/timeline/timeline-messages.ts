import { PERMISSION_MESSAGES } from '../shared/permissions';
import type { ServerMessages } from '../shared/server-messages';

/** What the timeline and tasks say to people (see `ServerMessages`). */
export const TIMELINE_MESSAGES: ServerMessages = {
  ...PERMISSION_MESSAGES,
  'Timeline entry not found.': {
    de: 'Eintrag der Timeline nicht gefunden.',
    en: 'Timeline entry not found.',
    pl: 'Nie znaleziono wpisu osi czasu.',
  },
  'The selected outcome is invalid.': {
    de: 'Das gewählte Ergebnis ist ungültig.',
    en: 'The selected outcome is invalid.',
    pl: 'Wybrany wynik jest nieprawidłowy.',
  },
  'The date and time are invalid.': {
    de: 'Datum und Uhrzeit sind ungültig.',
    en: 'The date and time are invalid.',
    pl: 'Data i godzina są nieprawidłowe.',
  },
  'The selected type is invalid.': {
    de: 'Der gewählte Typ ist ungültig.',
    en: 'The selected type is invalid.',
    pl: 'Wybrany typ jest nieprawidłowy.',
  },
  'Entry saved.': { de: 'Eintrag gespeichert.', en: 'Entry saved.', pl: 'Wpis zapisany.' },
  'Entry deleted.': { de: 'Eintrag gelöscht.', en: 'Entry deleted.', pl: 'Wpis usunięty.' },
  'Permissions updated.': { de: 'Berechtigungen aktualisiert.', en: 'Permissions updated.', pl: 'Uprawnienia zaktualizowane.' },
  'The user is not a user of your company.': {
    de: 'Der Benutzer gehört nicht zu Ihrem Unternehmen.',
    en: 'The user is not a user of your company.',
    pl: 'Użytkownik nie należy do Twojej firmy.',
  },
};
