import type { ServerMessages } from '../shared/server-messages';

/** What the audiences feature says to people (see `ServerMessages`). */
export const AUDIENCE_MESSAGES: ServerMessages = {
  'Zielgruppe erstellt!': { de: 'Zielgruppe erstellt!', en: 'Audience created!', pl: 'Grupa docelowa utworzona!' },
  'Zielgruppe aktualisiert': { de: 'Zielgruppe aktualisiert', en: 'Audience updated', pl: 'Grupa docelowa zaktualizowana' },
  'Audience not found.': { de: 'Zielgruppe nicht gefunden.', en: 'Audience not found.', pl: 'Nie znaleziono grupy docelowej.' },
  'Contact or audience not found.': {
    de: 'Kontakt oder Zielgruppe nicht gefunden.',
    en: 'Contact or audience not found.',
    pl: 'Nie znaleziono kontaktu lub grupy docelowej.',
  },
  'Please select date range!': { de: 'Bitte einen Zeitraum wählen!', en: 'Please select date range!', pl: 'Wybierz zakres dat!' },
  'Please enter a postal code for the radius.': {
    de: 'Bitte eine Postleitzahl für den Umkreis angeben.',
    en: 'Please enter a postal code for the radius.',
    pl: 'Podaj kod pocztowy dla promienia.',
  },
  'Please enter a radius for the postal code.': {
    de: 'Bitte einen Umkreis zur Postleitzahl angeben.',
    en: 'Please enter a radius for the postal code.',
    pl: 'Podaj promień dla kodu pocztowego.',
  },
  'The postal code is unknown.': {
    de: 'Diese Postleitzahl ist unbekannt.',
    en: 'The postal code is unknown.',
    pl: 'Ten kod pocztowy jest nieznany.',
  },
  'Offers reset.': { de: 'Angebote zurückgesetzt.', en: 'Offers reset.', pl: 'Oferty zresetowane.' },
  'Audience optimization preference saved.': {
    de: 'Einstellung zur Zielgruppenoptimierung gespeichert.',
    en: 'Audience optimization preference saved.',
    pl: 'Zapisano ustawienie optymalizacji grupy docelowej.',
  },
  'The highest age must not be below the lowest.': {
    de: 'Das Höchstalter darf nicht unter dem Mindestalter liegen.',
    en: 'The highest age must not be below the lowest.',
    pl: 'Maksymalny wiek nie może być niższy niż minimalny.',
  },
};
