import type { ServerMessages } from '../shared/server-messages';

/** What the super-actions and transactions say to people (see `ServerMessages`). */
export const SUPER_ACTION_MESSAGES: ServerMessages = {
  'Transaction not found.': { de: 'Transaktion nicht gefunden.', en: 'Transaction not found.', pl: 'Nie znaleziono transakcji.' },
  'Offer reminders sent': { de: 'Angebotserinnerungen gesendet', en: 'Offer reminders sent', pl: 'Przypomnienia o ofertach wysłane' },
  'The contact of this offer has not been unlocked for its company.': {
    de: 'Der Kontakt dieses Angebots wurde für das Unternehmen nicht freigeschaltet.',
    en: 'The contact of this offer has not been unlocked for its company.',
    pl: 'Kontakt z tej oferty nie został odblokowany dla firmy.',
  },
  'The hire has been charged.': {
    de: 'Die Einstellung wurde berechnet.',
    en: 'The hire has been charged.',
    pl: 'Zatrudnienie zostało rozliczone.',
  },
};
