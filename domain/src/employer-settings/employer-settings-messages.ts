import type { ServerMessages } from '../shared/server-messages';

/** What the employer settings (and the employer workspace's rules) say to people (see `ServerMessages`). */
export const EMPLOYER_SETTINGS_MESSAGES: ServerMessages = {
  'SEPA details saved.': { de: 'SEPA-Daten gespeichert.', en: 'SEPA details saved.', pl: 'Dane SEPA zapisane.' },
  'Please accept the SEPA mandate.': {
    de: 'Bitte erteilen Sie das SEPA-Lastschriftmandat.',
    en: 'Please accept the SEPA mandate.',
    pl: 'Zaakceptuj polecenie zapłaty SEPA.',
  },
  'The IBAN is not valid.': { de: 'Die IBAN ist ungültig.', en: 'The IBAN is not valid.', pl: 'Numer IBAN jest nieprawidłowy.' },
  'The IBAN is not of a SEPA country.': {
    de: 'Die IBAN gehört zu keinem SEPA-Land.',
    en: 'The IBAN is not of a SEPA country.',
    pl: 'Numer IBAN nie pochodzi z kraju SEPA.',
  },
  'The BIC is not valid.': { de: 'Die BIC ist ungültig.', en: 'The BIC is not valid.', pl: 'Kod BIC jest nieprawidłowy.' },
  'Definition created!': { de: 'Definition erstellt!', en: 'Definition created!', pl: 'Definicja utworzona!' },
  'Definition Updated!': { de: 'Definition aktualisiert!', en: 'Definition Updated!', pl: 'Definicja zaktualizowana!' },
  'Definition deleted.': { de: 'Definition gelöscht.', en: 'Definition deleted.', pl: 'Definicja usunięta.' },
  'Definition not found.': { de: 'Definition nicht gefunden.', en: 'Definition not found.', pl: 'Nie znaleziono definicji.' },
  'The definition already exists.': {
    de: 'Die Definition existiert bereits.',
    en: 'The definition already exists.',
    pl: 'Definicja już istnieje.',
  },
  'Please enter a valid reason for the deletion.': {
    de: 'Bitte geben Sie einen gültigen Grund für die Löschung ein.',
    en: 'Please enter a valid reason for the deletion.',
    pl: 'Podaj prawidłowy powód usunięcia.',
  },
  'Thank you! Our sales team will get in touch with you shortly.': {
    de: 'Vielen Dank! Unser Vertrieb meldet sich in Kürze bei Ihnen.',
    en: 'Thank you! Our sales team will get in touch with you shortly.',
    pl: 'Dziękujemy! Nasz dział sprzedaży wkrótce się z Tobą skontaktuje.',
  },
  'Testimonial created!': { de: 'Referenz erstellt!', en: 'Testimonial created!', pl: 'Referencja utworzona!' },
  'Testimonial updated!': { de: 'Referenz aktualisiert!', en: 'Testimonial updated!', pl: 'Referencja zaktualizowana!' },
  'Testimonial not found.': { de: 'Referenz nicht gefunden.', en: 'Testimonial not found.', pl: 'Nie znaleziono referencji.' },
  'The testimonial already exists.': {
    de: 'Die Referenz existiert bereits.',
    en: 'The testimonial already exists.',
    pl: 'Referencja już istnieje.',
  },
  'The author must be a user of the company.': {
    de: 'Der Autor muss ein Benutzer des Unternehmens sein.',
    en: 'The author must be a user of the company.',
    pl: 'Autor musi być użytkownikiem firmy.',
  },
  'Package chosen.': { de: 'Paket gewählt.', en: 'Package chosen.', pl: 'Pakiet wybrany.' },
  'Above these ranges sales makes you an offer: please contact sales.': {
    de: 'Darüber hinaus erstellt Ihnen unser Vertrieb ein Angebot: Bitte kontaktieren Sie den Vertrieb.',
    en: 'Above these ranges sales makes you an offer: please contact sales.',
    pl: 'Powyżej tych zakresów ofertę przygotuje dział sprzedaży: skontaktuj się z nim.',
  },
  'Your active-sourcing messages are used up. Choose a bigger package to send more.': {
    de: 'Ihre Active-Sourcing-Nachrichten sind aufgebraucht. Wählen Sie ein größeres Paket, um mehr zu senden.',
    en: 'Your active-sourcing messages are used up. Choose a bigger package to send more.',
    pl: 'Wiadomości active sourcing zostały wykorzystane. Wybierz większy pakiet, aby wysłać więcej.',
  },
  'This candidate was reached less than 90 days ago: contact them again later.': {
    de: 'Diese Person wurde vor weniger als 90 Tagen angeschrieben: Bitte später erneut kontaktieren.',
    en: 'This candidate was reached less than 90 days ago: contact them again later.',
    pl: 'Z tą osobą kontaktowano się mniej niż 90 dni temu: skontaktuj się ponownie później.',
  },
  'The template already exists.': { de: 'Die Vorlage existiert bereits.', en: 'The template already exists.', pl: 'Szablon już istnieje.' },
  'Template not found.': { de: 'Vorlage nicht gefunden.', en: 'Template not found.', pl: 'Nie znaleziono szablonu.' },
  'Your package sends the standard message only: choose a package that can customise messages.': {
    de: 'Ihr Paket versendet nur die Standardnachricht: Wählen Sie ein Paket, das eigene Nachrichten erlaubt.',
    en: 'Your package sends the standard message only: choose a package that can customise messages.',
    pl: 'Twój pakiet wysyła tylko standardową wiadomość: wybierz pakiet, który pozwala na własne wiadomości.',
  },
  'Please select documents.': { de: 'Bitte wählen Sie Dokumente aus.', en: 'Please select documents.', pl: 'Wybierz dokumenty.' },
  'Document not found.': { de: 'Dokument nicht gefunden.', en: 'Document not found.', pl: 'Nie znaleziono dokumentu.' },
};
