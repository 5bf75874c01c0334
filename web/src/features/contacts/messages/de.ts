/** German (the first language). */
export const de = {
  contact: {
    title: 'Kontakt',
    history: 'Verlauf',
    callStatusFailed: 'Der Anrufstatus konnte nicht geändert werden.',
    callStatusError: 'Ein Fehler ist aufgetreten. Bitte erneut versuchen.',
    professions: { driver: 'Fahrer', care: 'Pflege', nursing: 'Krankenpflege' },
    called: 'Angerufen',
    notCalled: 'Nicht angerufen',
    active: 'Aktiv',
    inactive: 'Inaktiv',
    enabled: 'Für Freischaltung aktiviert',
    disabled: 'Für Freischaltung deaktiviert',
    verify: 'Telefonnummer ohne Code bestätigen',
    verified: 'Telefon bestätigt',
    reason: 'Grund',
    save: 'Speichern',
    unlock: 'Freischalten',
    utm: 'UTM',
    unknown: 'Unbekannt',
    phoneVerified: 'Telefonnummer bestätigt',
  },
};
