/** German (the first language). */
export const de = {
  nav: { audit: 'Audit-Log', securityLog: 'Sicherheitsprotokoll' },
  audit: { title: 'Audit-Log', type: 'Ereignistyp', actor: 'Akteur', from: 'Von', till: 'Bis' },
  securityLog: {
    title: 'Sicherheitsprotokoll',
    intro:
      'Anmeldungen (auch fehlgeschlagene und gesperrte), Anmeldungen per Link, Exporte und Löschungen personenbezogener Daten sowie Änderungen von Rollen und Rechten. Einträge werden nach Ablauf der Aufbewahrungsfrist gelöscht.',
    kind: 'Art',
    user: 'Benutzer',
    from: 'Von',
    till: 'Bis',
    when: 'Zeitpunkt',
    outcome: 'Ergebnis',
    concerns: 'Betrifft',
    actor: 'Ausgeführt von',
    address: 'Adresse',
    detail: 'Details',
    empty: 'Keine Einträge.',
    unknownAccount: 'Unbekanntes Konto',
    kinds: {
      'sign-in': 'Anmeldung',
      'sign-in-failed': 'Fehlgeschlagene Anmeldung',
      'sign-in-throttled': 'Gesperrte Anmeldung',
      'link-sign-in': 'Anmeldung per Link',
      'personal-data-export': 'Datenexport',
      'personal-data-erasure': 'Datenlöschung',
      'role-change': 'Rollen- oder Rechteänderung',
    },
    outcomes: { success: 'Erfolgreich', failure: 'Fehlgeschlagen', refused: 'Abgewiesen' },
    details: { 'known-device': 'Bekanntes Gerät', 'unknown-device': 'Unbekanntes Gerät' },
  },
};
