import type { ServerMessages } from '../shared/server-messages';

/** What the company administration and the business registration say to people (see `ServerMessages`). */
export const COMPANY_MESSAGES: ServerMessages = {
  'Please accept the terms and conditions and the privacy policy.': {
    de: 'Bitte akzeptieren Sie die AGB und die Datenschutzerklärung.',
    en: 'Please accept the terms and conditions and the privacy policy.',
    pl: 'Zaakceptuj regulamin i politykę prywatności.',
  },
  'The password must be at least {{PASSWORD_MIN_LENGTH}} characters and contain a letter and a digit.': {
    de: 'Das Passwort muss mindestens {{PASSWORD_MIN_LENGTH}} Zeichen lang sein und einen Buchstaben und eine Ziffer enthalten.',
    en: 'The password must be at least {{PASSWORD_MIN_LENGTH}} characters and contain a letter and a digit.',
    pl: 'Hasło musi mieć co najmniej {{PASSWORD_MIN_LENGTH}} znaków i zawierać literę oraz cyfrę.',
  },
  'The password confirmation does not match.': {
    de: 'Die Passwortbestätigung stimmt nicht überein.',
    en: 'The password confirmation does not match.',
    pl: 'Potwierdzenie hasła nie jest zgodne.',
  },
  'Someone else changed this company meanwhile. Reload it and try again.': {
    de: 'Jemand anderes hat dieses Unternehmen inzwischen geändert. Bitte neu laden und erneut versuchen.',
    en: 'Someone else changed this company meanwhile. Reload it and try again.',
    pl: 'Ktoś inny zmienił w międzyczasie tę firmę. Odśwież ją i spróbuj ponownie.',
  },
  'The key "{{bad}}" may hold only letters, digits, dots, dashes and underscores.': {
    de: 'Der Schlüssel „{{bad}}“ darf nur Buchstaben, Ziffern, Punkte, Bindestriche und Unterstriche enthalten.',
    en: 'The key "{{bad}}" may hold only letters, digits, dots, dashes and underscores.',
    pl: 'Klucz „{{bad}}” może zawierać tylko litery, cyfry, kropki, myślniki i podkreślenia.',
  },
  'Enable SEPA for this company before approving its mandate.': {
    de: 'Aktivieren Sie SEPA für dieses Unternehmen, bevor Sie das Mandat freigeben.',
    en: 'Enable SEPA for this company before approving its mandate.',
    pl: 'Włącz SEPA dla tej firmy przed zatwierdzeniem jej upoważnienia.',
  },
  'The signed at date must not be in the future.': {
    de: 'Das Unterschriftsdatum darf nicht in der Zukunft liegen.',
    en: 'The signed at date must not be in the future.',
    pl: 'Data podpisania nie może być w przyszłości.',
  },
  'The due days must be between 0 and {{MAX_DUE_DAYS}}.': {
    de: 'Das Zahlungsziel muss zwischen 0 und {{MAX_DUE_DAYS}} Tagen liegen.',
    en: 'The due days must be between 0 and {{MAX_DUE_DAYS}}.',
    pl: 'Termin płatności musi wynosić od 0 do {{MAX_DUE_DAYS}} dni.',
  },
  'The selected account manager is invalid.': {
    de: 'Der gewählte Account Manager ist ungültig.',
    en: 'The selected account manager is invalid.',
    pl: 'Wybrany opiekun klienta jest nieprawidłowy.',
  },
  'Employer not found.': { de: 'Arbeitgeber nicht gefunden.', en: 'Employer not found.', pl: 'Nie znaleziono pracodawcy.' },
  'This user is no employer.': {
    de: 'Dieser Benutzer ist kein Arbeitgeber.',
    en: 'This user is no employer.',
    pl: 'Ten użytkownik nie jest pracodawcą.',
  },
  'This employer already belongs to another company.': {
    de: 'Dieser Arbeitgeber gehört bereits zu einem anderen Unternehmen.',
    en: 'This employer already belongs to another company.',
    pl: 'Ten pracodawca należy już do innej firmy.',
  },
  'Too many registration attempts. Please try again in {{retryAfter}} seconds.': {
    de: 'Zu viele Registrierungsversuche. Bitte in {{retryAfter}} Sekunden erneut versuchen.',
    en: 'Too many registration attempts. Please try again in {{retryAfter}} seconds.',
    pl: 'Zbyt wiele prób rejestracji. Spróbuj ponownie za {{retryAfter}} s.',
  },
};
