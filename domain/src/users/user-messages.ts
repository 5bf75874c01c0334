import type { ServerMessages } from '../shared/server-messages';

/** What the users feature says to people (see `ServerMessages`). */
export const USER_MESSAGES: ServerMessages = {
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
