import type { de } from './de';

export const pl: typeof de = {
  contact: {
    title: 'Kontakt',
    history: 'Historia',
    callStatusFailed: 'Nie udało się zmienić statusu połączenia.',
    callStatusError: 'Wystąpił błąd. Spróbuj ponownie.',
    professions: { driver: 'Kierowca', care: 'Opieka', nursing: 'Pielęgniarstwo' },
    called: 'Zadzwoniono',
    notCalled: 'Nie zadzwoniono',
    active: 'Aktywny',
    inactive: 'Nieaktywny',
    enabled: 'Odblokowanie włączone',
    disabled: 'Odblokowanie wyłączone',
    verify: 'Potwierdź telefon bez kodu',
    verified: 'Telefon potwierdzony',
    reason: 'Powód',
    save: 'Zapisz',
    unlock: 'Odblokuj',
    utm: 'UTM',
    unknown: 'Nieznane',
    phoneVerified: 'Telefon potwierdzony',
  },
};
