import type { ServerMessages } from '../shared/server-messages';

/** What the users feature says to people (see `ServerMessages`). */
export const USER_MESSAGES: ServerMessages = {
  'This account has been erased.': {
    de: 'Dieser Zugang wurde gelöscht.',
    en: 'This account has been erased.',
    pl: 'To konto zostało usunięte.',
  },
  "A candidate's account is erased together with their candidate data (POST /api/privacy/contacts/{id}/erase).": {
    de: 'Der Zugang einer Kandidatin oder eines Kandidaten wird mit deren Daten gelöscht (Datenschutz des Kontakts).',
    en: "A candidate's account is erased together with their candidate data (POST /api/privacy/contacts/{id}/erase).",
    pl: 'Konto kandydata usuwa się razem z jego danymi (ochrona danych kontaktu).',
  },
  'You cannot erase your own account; another admin can.': {
    de: 'Den eigenen Zugang können Sie nicht löschen; das kann ein anderer Admin.',
    en: 'You cannot erase your own account; another admin can.',
    pl: 'Nie możesz usunąć własnego konta; może to zrobić inny administrator.',
  },
  'These credentials do not match our records.': {
    de: 'E-Mail-Adresse oder Passwort sind falsch.',
    en: 'These credentials do not match our records.',
    pl: 'Nieprawidłowy adres e-mail lub hasło.',
  },
  'Too many login attempts. Please try again in {{retryAfter}} seconds.': {
    de: 'Zu viele Anmeldeversuche. Bitte in {{retryAfter}} Sekunden erneut versuchen.',
    en: 'Too many login attempts. Please try again in {{retryAfter}} seconds.',
    pl: 'Zbyt wiele prób logowania. Spróbuj ponownie za {{retryAfter}} s.',
  },
  'User not found.': { de: 'Benutzer nicht gefunden.', en: 'User not found.', pl: 'Nie znaleziono użytkownika.' },
  'User already exists.': { de: 'Den Benutzer gibt es bereits.', en: 'User already exists.', pl: 'Ten użytkownik już istnieje.' },
  'The email must be a valid email address.': {
    de: 'Bitte eine gültige E-Mail-Adresse angeben.',
    en: 'The e-mail must be a valid e-mail address.',
    pl: 'Podaj prawidłowy adres e-mail.',
  },
  'The first name field is required.': { de: 'Bitte einen Vornamen angeben.', en: 'The first name is required.', pl: 'Podaj imię.' },
  'The email has already been taken.': {
    de: 'Diese E-Mail-Adresse wird bereits verwendet.',
    en: 'The e-mail has already been taken.',
    pl: 'Ten adres e-mail jest już zajęty.',
  },
};
