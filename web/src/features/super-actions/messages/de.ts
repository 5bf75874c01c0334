/** German (the first language). */
export const de = {
  nav: { superActions: 'Super-Aktionen' },
  superActions: {
    title: 'Super-Aktionen',
    offerReminders: 'Angebotserinnerungen',
    reminders: 'Weniger Erinnerungen als',
    hours: 'Stunden seit der letzten Erinnerung',
    openOffers: 'Offene Angebote',
    withoutReminders: 'Ohne Erinnerung',
    filtered: 'Nach Filter',
    fire: 'Erinnerungen senden',
    chargeForHire: 'Einstellung abrechnen',
    byUnlock: 'Freigeschalteter Kontakt',
    byOffer: 'Angebot',
    id: 'ID',
    price: 'Preis',
    charge: 'Abrechnen',
    outbox: 'Ausgang der Benachrichtigungen',
    outboxEmpty: 'Noch keine Benachrichtigungen',
    waiting: 'wartet auf Versand',
  },
};
