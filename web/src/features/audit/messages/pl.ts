import type { de } from './de';

export const pl: typeof de = {
  nav: { audit: 'Dziennik audytu', securityLog: 'Dziennik bezpieczeństwa' },
  audit: { title: 'Dziennik audytu', type: 'Typ zdarzenia', actor: 'Wykonawca', from: 'Od', till: 'Do' },
  securityLog: {
    title: 'Dziennik bezpieczeństwa',
    intro:
      'Logowania (także nieudane i zablokowane), logowania przez link, eksporty i usunięcia danych osobowych oraz zmiany ról i uprawnień. Wpisy są usuwane po upływie okresu przechowywania.',
    kind: 'Rodzaj',
    user: 'Użytkownik',
    from: 'Od',
    till: 'Do',
    when: 'Kiedy',
    outcome: 'Wynik',
    concerns: 'Dotyczy',
    actor: 'Wykonane przez',
    address: 'Adres',
    detail: 'Szczegóły',
    empty: 'Brak wpisów.',
    unknownAccount: 'Nieznane konto',
    kinds: {
      'sign-in': 'Logowanie',
      'sign-in-failed': 'Nieudane logowanie',
      'sign-in-throttled': 'Zablokowane logowanie',
      'link-sign-in': 'Logowanie przez link',
      'personal-data-export': 'Eksport danych',
      'personal-data-erasure': 'Usunięcie danych',
      'role-change': 'Zmiana roli lub uprawnień',
    },
    outcomes: { success: 'Udane', failure: 'Nieudane', refused: 'Odrzucone' },
    details: { 'known-device': 'Znane urządzenie', 'unknown-device': 'Nieznane urządzenie' },
  },
};
