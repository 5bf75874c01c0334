import type { ServerMessages } from '../shared/server-messages';
import { DPA_REQUIRED_MESSAGE, NOT_WITHDRAWABLE_MESSAGE, UNKNOWN_TEXT_VERSION_MESSAGE } from './legal-documents';

/** What the data-protection feature says to people (see `ServerMessages`). */
export const PRIVACY_MESSAGES: ServerMessages = {
  'Bitte geben Sie einen gültigen Grund für die Löschung ein.': {
    de: 'Bitte geben Sie einen gültigen Grund für die Löschung ein.',
    en: 'Please enter a valid reason for the deletion.',
    pl: 'Podaj prawidłowy powód usunięcia.',
  },
  "This person's personal data has been erased.": {
    de: 'Die personenbezogenen Daten dieser Person wurden gelöscht.',
    en: "This person's personal data has been erased.",
    pl: 'Dane osobowe tej osoby zostały usunięte.',
  },
  'The text version field is required.': {
    de: 'Die Version des Textes ist erforderlich.',
    en: 'The text version field is required.',
    pl: 'Wersja tekstu jest wymagana.',
  },
  'There is no consent to withdraw.': {
    de: 'Es gibt keine Einwilligung, die widerrufen werden könnte.',
    en: 'There is no consent to withdraw.',
    pl: 'Nie ma zgody, którą można wycofać.',
  },
  'Please give a reason of at least 5 characters.': {
    de: 'Bitte geben Sie einen Grund mit mindestens 5 Zeichen an.',
    en: 'Please give a reason of at least 5 characters.',
    pl: 'Podaj powód składający się z co najmniej 5 znaków.',
  },
  'No candidate profile belongs to this user.': {
    de: 'Zu diesem Benutzer gehört kein Kandidatenprofil.',
    en: 'No candidate profile belongs to this user.',
    pl: 'Do tego użytkownika nie należy żaden profil kandydata.',
  },
  [UNKNOWN_TEXT_VERSION_MESSAGE]: {
    de: 'Diese Textversion gibt es nicht.',
    en: UNKNOWN_TEXT_VERSION_MESSAGE,
    pl: 'Ta wersja tekstu nie istnieje.',
  },
  [NOT_WITHDRAWABLE_MESSAGE]: {
    de: 'Die Nutzungsbedingungen und die Datenschutzerklärung sind Teil des Nutzungsvertrags (Art. 6 Abs. 1 lit. b DSGVO) und können nicht widerrufen werden; um den Vertrag zu beenden, löschen Sie das Konto.',
    en: NOT_WITHDRAWABLE_MESSAGE,
    pl: 'Regulamin i informacja o ochronie danych są częścią umowy o korzystanie (art. 6 ust. 1 lit. b RODO) i nie można ich wycofać; aby zakończyć umowę, usuń konto.',
  },
  [DPA_REQUIRED_MESSAGE]: {
    de: 'Bitte akzeptieren Sie den Auftragsverarbeitungsvertrag.',
    en: DPA_REQUIRED_MESSAGE,
    pl: 'Zaakceptuj umowę powierzenia przetwarzania danych.',
  },
};
