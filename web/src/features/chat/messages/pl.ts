import type { de } from './de';

/** Polish. */
export const pl: typeof de = {
  nav: { chat: 'Czat' },
  chat: {
    title: 'Czat',
    widgetTitle: 'Czat z kontaktem (SMS)',
    open: 'Otwórz czat',
    close: 'Zamknij',
    choose: 'Wybierz kontakt po lewej.',
    noContacts: 'Brak rozmów.',
    empty: 'Brak wiadomości.',
    placeholder: 'Napisz wiadomość … (Enter wysyła, Shift+Enter nowa linia)',
    message: 'Wiadomość',
    send: 'Wyślij',
    length: '{{count}} / {{max}} znaków',
    failedReason: 'Powód',
    status: { queued: 'W kolejce', sent: 'Wysłano', failed: 'Niepowodzenie', received: 'Odebrano' },
    online: 'Teraz online',
    onlineCompanyUsers: 'Użytkownicy firm',
    onlineContacts: 'Kontakty',
    nobodyOnline: 'Nikt nie jest online.',
    presence: { online: 'Online', away: 'Nieobecny' },
  },
};
