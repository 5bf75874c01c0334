import type { de } from './de';

export const pl: typeof de = {
  nav: { superActions: 'Superakcje' },
  superActions: {
    title: 'Superakcje',
    offerReminders: 'Przypomnienia o ofertach',
    reminders: 'Mniej przypomnień niż',
    hours: 'Godziny od ostatniego przypomnienia',
    openOffers: 'Otwarte oferty',
    withoutReminders: 'Bez przypomnień',
    filtered: 'Według filtra',
    fire: 'Wyślij przypomnienia',
    chargeForHire: 'Rozlicz zatrudnienie',
    byUnlock: 'Odblokowany kontakt',
    byOffer: 'Oferta',
    id: 'ID',
    price: 'Cena',
    charge: 'Rozlicz',
    outbox: 'Skrzynka nadawcza powiadomień',
    outboxEmpty: 'Brak powiadomień',
    waiting: 'czeka na wysłanie',
    maskedCode: 'Kod {{code}}',
    maskedLink: 'Link {{path}}',
  },
};
