/** German (the first language). */
export const de = {
  nav: { chat: 'Chat' },
  chat: {
    title: 'Chat',
    widgetTitle: 'Chat mit dem Kontakt (SMS)',
    open: 'Chat öffnen',
    close: 'Schließen',
    choose: 'Wählen Sie links einen Kontakt.',
    noContacts: 'Noch keine Unterhaltungen.',
    empty: 'Noch keine Nachrichten.',
    placeholder: 'Nachricht schreiben … (Enter sendet, Umschalt+Enter für eine neue Zeile)',
    message: 'Nachricht',
    send: 'Senden',
    length: '{{count}} / {{max}} Zeichen',
    failedReason: 'Grund',
    status: { queued: 'In Warteschlange', sent: 'Gesendet', failed: 'Fehlgeschlagen', received: 'Empfangen' },
    online: 'Jetzt online',
    onlineCompanyUsers: 'Firmennutzer',
    onlineContacts: 'Kontakte',
    nobodyOnline: 'Niemand online.',
    presence: { online: 'Online', away: 'Abwesend' },
  },
};
