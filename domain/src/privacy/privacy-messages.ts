import type { ServerMessages } from '../shared/server-messages';

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
};
