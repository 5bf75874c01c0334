import type { ServerMessages } from '../shared/server-messages';

/** What the contacts feature says to people (see `ServerMessages`). */
export const CONTACT_MESSAGES: ServerMessages = {
  'Contact not found.': { de: 'Kontakt nicht gefunden.', en: 'Contact not found.', pl: 'Nie znaleziono kontaktu.' },
  'Contact already exists.': { de: 'Den Kontakt gibt es bereits.', en: 'Contact already exists.', pl: 'Ten kontakt już istnieje.' },
  'The reason field is required.': { de: 'Bitte einen Grund angeben.', en: 'The reason is required.', pl: 'Podaj powód.' },
  'Phone verified': { de: 'Telefonnummer bestätigt', en: 'Phone number verified', pl: 'Numer telefonu potwierdzony' },
  'Contact saved.': { de: 'Kontakt gespeichert.', en: 'Contact saved.', pl: 'Kontakt zapisany.' },
  'Incentive given.': { de: 'Prämie vergeben.', en: 'Incentive given.', pl: 'Premia przyznana.' },
  'An inactive contact gets no incentive.': {
    de: 'Ein inaktiver Kontakt erhält keine Prämie.',
    en: 'An inactive contact gets no incentive.',
    pl: 'Nieaktywny kontakt nie otrzymuje premii.',
  },
};
