import type { de } from './de';

export const pl: typeof de = {
  nav: { unlocks: 'Odblokowane kontakty' },
  unlocks: {
    company: 'Firma',
    contact: 'Kontakt',
    campaign: 'Kampania',
    unlockedAt: 'Odblokowano',
    price: 'Cena',
    status: 'Status',
    actions: 'Akcje',
    title: 'Odblokowane kontakty',
    hired: 'Zatrudnieni',
    all: 'Wszystkie',
    open: 'Otwórz',
    confirmHire: 'Potwierdź zatrudnienie',
    rejectHire: 'Odrzuć zatrudnienie',
    delete: 'Usuń',
    confirmDelete: 'Na pewno usunąć odblokowany kontakt?',
  },
};
