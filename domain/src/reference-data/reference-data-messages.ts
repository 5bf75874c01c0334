import type { ServerMessages } from '../shared/server-messages';

/**
 * What the reference data says to people (see `ServerMessages`). `{{noun}}` is a kind's noun ("Coupon",
 * "Offer Rejection Reason") and `{{action}}` what was done to an item: the web app translates both.
 */
export const REFERENCE_DATA_MESSAGES: ServerMessages = {
  '{{noun}} not found.': { de: '{{noun}} nicht gefunden.', en: '{{noun}} not found.', pl: 'Nie znaleziono: {{noun}}.' },
  '{{noun}} already exists.': { de: '{{noun}} gibt es bereits.', en: '{{noun}} already exists.', pl: '{{noun}} już istnieje.' },
  '{{noun}}s cannot be deleted.': {
    de: '{{noun}} kann nicht gelöscht werden.',
    en: '{{noun}}s cannot be deleted.',
    pl: 'Nie można usunąć: {{noun}}.',
  },
  '{{noun}} {{action}}.': { de: '{{noun}} {{action}}.', en: '{{noun}} {{action}}.', pl: '{{noun}}: {{action}}.' },
  'Coupon created successfully.': {
    de: 'Gutschein erfolgreich angelegt.',
    en: 'Coupon created successfully.',
    pl: 'Kupon został utworzony.',
  },
  'Coupon updated successfully.': {
    de: 'Gutschein erfolgreich gespeichert.',
    en: 'Coupon updated successfully.',
    pl: 'Kupon został zaktualizowany.',
  },
  'Coupon removed successfully.': {
    de: 'Gutschein erfolgreich entfernt.',
    en: 'Coupon removed successfully.',
    pl: 'Kupon został usunięty.',
  },
  'The {{name}} has already been taken.': {
    de: '{{name}} ist bereits vergeben.',
    en: 'The {{name}} has already been taken.',
    pl: 'Wartość pola {{name}} jest już zajęta.',
  },
  'The group may not be named after another option list.': {
    de: 'Die Gruppe darf nicht wie eine andere Auswahlliste heißen.',
    en: 'The group may not be named after another option list.',
    pl: 'Grupa nie może nazywać się tak jak inna lista opcji.',
  },
};
