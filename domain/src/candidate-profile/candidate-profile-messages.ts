import type { ServerMessages } from '../shared/server-messages';
import {
  ACCOUNT_DELETED_MESSAGE,
  BIRTHDAY_INVALID_MESSAGE,
  BIRTHDAY_TOO_YOUNG_MESSAGE,
  CUSTOM_WORK_AREA_MESSAGE,
  DELETE_KEY_MESSAGE,
  DELETE_REASON_MESSAGE,
  DELETE_TEXT_MESSAGE,
  DUPLICATE_OPTION_MESSAGE,
  GDPR_REQUIRED_MESSAGE,
  PHONE_INVALID_MESSAGE,
  PROFILE_META_SAVED_MESSAGE,
  PROFILE_UPDATED_MESSAGE,
  WORKING_SINCE_MESSAGE,
} from './candidate-profile-rules';

export const CANDIDATE_REGISTERED_MESSAGE = 'Welcome! Your account was created.';
export const LAST_NAME_REQUIRED_MESSAGE = 'The last name field is required.';
export const ZIP_CODE_MESSAGE = 'Please enter a German postal code of 5 digits.';
export const REASON_UNKNOWN_MESSAGE = 'The selected reason for deleting the account is invalid.';

/** What the candidate's profile, wizard, registration and account deletion say to people (see `ServerMessages`). */
export const CANDIDATE_PROFILE_MESSAGES: ServerMessages = {
  // NO_PROFILE_MESSAGE is the privacy feature's catalogue entry (the same words).
  [PROFILE_UPDATED_MESSAGE]: { de: 'Profil gespeichert.', en: 'Profile updated.', pl: 'Profil zapisany.' },
  [PROFILE_META_SAVED_MESSAGE]: {
    de: 'Ihre Angaben wurden gespeichert.',
    en: PROFILE_META_SAVED_MESSAGE,
    pl: 'Twoje dane zostały zapisane.',
  },
  [ACCOUNT_DELETED_MESSAGE]: {
    de: 'Ihr Konto wurde gelöscht.',
    en: ACCOUNT_DELETED_MESSAGE,
    pl: 'Twoje konto zostało usunięte.',
  },
  [CANDIDATE_REGISTERED_MESSAGE]: {
    de: 'Willkommen! Ihr Konto wurde angelegt.',
    en: CANDIDATE_REGISTERED_MESSAGE,
    pl: 'Witamy! Twoje konto zostało utworzone.',
  },
  [LAST_NAME_REQUIRED_MESSAGE]: { de: 'Bitte einen Nachnamen angeben.', en: 'The last name is required.', pl: 'Podaj nazwisko.' },
  [ZIP_CODE_MESSAGE]: {
    de: 'Bitte geben Sie eine deutsche Postleitzahl mit 5 Ziffern ein.',
    en: ZIP_CODE_MESSAGE,
    pl: 'Podaj niemiecki kod pocztowy (5 cyfr).',
  },
  [REASON_UNKNOWN_MESSAGE]: { de: 'Der gewählte Grund ist ungültig.', en: REASON_UNKNOWN_MESSAGE, pl: 'Wybrany powód jest nieprawidłowy.' },
  [PHONE_INVALID_MESSAGE]: {
    de: 'Bitte geben Sie eine gültige Telefonnummer ein.',
    en: PHONE_INVALID_MESSAGE,
    pl: 'Podaj prawidłowy numer telefonu.',
  },
  [BIRTHDAY_INVALID_MESSAGE]: {
    de: 'Dieses Geburtsdatum gibt es nicht.',
    en: BIRTHDAY_INVALID_MESSAGE,
    pl: 'Ta data urodzenia jest nieprawidłowa.',
  },
  [BIRTHDAY_TOO_YOUNG_MESSAGE]: {
    de: 'Sie müssen mindestens 16 Jahre alt sein.',
    en: BIRTHDAY_TOO_YOUNG_MESSAGE,
    pl: 'Musisz mieć co najmniej 16 lat.',
  },
  [WORKING_SINCE_MESSAGE]: { de: 'Bitte wählen Sie ein Jahr aus der Liste.', en: WORKING_SINCE_MESSAGE, pl: 'Wybierz rok z listy.' },
  [CUSTOM_WORK_AREA_MESSAGE]: {
    de: 'Bitte beschreiben Sie Ihren Arbeitsbereich.',
    en: CUSTOM_WORK_AREA_MESSAGE,
    pl: 'Opisz swój obszar pracy.',
  },
  [DUPLICATE_OPTION_MESSAGE]: { de: DUPLICATE_OPTION_MESSAGE, en: 'This option already exists.', pl: 'Ta opcja już istnieje.' },
  [GDPR_REQUIRED_MESSAGE]: {
    de: 'Bitte stimmen Sie der Verarbeitung Ihrer Daten zu.',
    en: GDPR_REQUIRED_MESSAGE,
    pl: 'Wyraź zgodę na przetwarzanie swoich danych.',
  },
  [DELETE_KEY_MESSAGE]: {
    de: "Bitte geben Sie zur Bestätigung 'löschen' ein.",
    en: DELETE_KEY_MESSAGE,
    pl: "Wpisz 'löschen', aby potwierdzić.",
  },
  [DELETE_REASON_MESSAGE]: { de: 'Bitte wählen Sie einen Grund aus.', en: DELETE_REASON_MESSAGE, pl: 'Wybierz powód.' },
  [DELETE_TEXT_MESSAGE]: {
    de: 'Bitte erläutern Sie den Grund in mindestens 25 Zeichen.',
    en: DELETE_TEXT_MESSAGE,
    pl: 'Opisz powód, używając co najmniej 25 znaków.',
  },
};
