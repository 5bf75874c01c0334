/** German (the first language). */
export const de = {
  nav: { unlocks: 'Freigeschaltete Kontakte' },
  unlocks: {
    company: 'Unternehmen',
    contact: 'Kontakt',
    campaign: 'Kampagne',
    unlockedAt: 'Freigeschaltet am',
    price: 'Preis',
    status: 'Status',
    actions: 'Aktionen',
    title: 'Freigeschaltete Kontakte',
    hired: 'Eingestellt',
    all: 'Alle',
    open: 'Öffnen',
    confirmHire: 'Einstellung bestätigen',
    rejectHire: 'Einstellung ablehnen',
    delete: 'Löschen',
    confirmDelete: 'Freigeschalteten Kontakt wirklich löschen?',
  },
};
