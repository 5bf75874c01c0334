import type { ServerMessages } from '../shared/server-messages';

/** What the employer's unlocked-contact operations say to people (see `ServerMessages`). */
export const UNLOCKED_CONTACT_MESSAGES: ServerMessages = {
  'The selected status is invalid.': {
    de: 'Der gewählte Status ist ungültig.',
    en: 'The selected status is invalid.',
    pl: 'Wybrany status jest nieprawidłowy.',
  },
  'A contact cannot be set back to the status New.': {
    de: 'Ein Kontakt kann nicht auf den Status „Neu“ zurückgesetzt werden.',
    en: 'A contact cannot be set back to the status New.',
    pl: 'Kontaktu nie można przywrócić do statusu „Nowy”.',
  },
  'Choose the reasons why the contact is unqualified first.': {
    de: 'Wählen Sie zuerst die Gründe, warum der Kontakt unqualifiziert ist.',
    en: 'Choose the reasons why the contact is unqualified first.',
    pl: 'Najpierw wybierz powody, dla których kontakt jest niekwalifikowany.',
  },
  'Choose at least one reason.': {
    de: 'Wählen Sie mindestens einen Grund.',
    en: 'Choose at least one reason.',
    pl: 'Wybierz co najmniej jeden powód.',
  },
  'The selected reason is invalid.': {
    de: 'Der gewählte Grund ist ungültig.',
    en: 'The selected reason is invalid.',
    pl: 'Wybrany powód jest nieprawidłowy.',
  },
  'You may not change the owner of this contact.': {
    de: 'Sie dürfen den Verantwortlichen dieses Kontakts nicht ändern.',
    en: 'You may not change the owner of this contact.',
    pl: 'Nie możesz zmienić osoby odpowiedzialnej za ten kontakt.',
  },
  'The owner must be a user of your company.': {
    de: 'Der Verantwortliche muss ein Benutzer Ihres Unternehmens sein.',
    en: 'The owner must be a user of your company.',
    pl: 'Osoba odpowiedzialna musi być użytkownikiem Twojej firmy.',
  },
  'Contact status updated': { de: 'Kontakt-Status geändert', en: 'Contact status updated', pl: 'Status kontaktu zmieniony' },
  'Owner changed.': { de: 'Verantwortlicher geändert.', en: 'Owner changed.', pl: 'Osoba odpowiedzialna zmieniona.' },
  'Reasons saved.': { de: 'Gründe gespeichert.', en: 'Reasons saved.', pl: 'Powody zapisane.' },
};
