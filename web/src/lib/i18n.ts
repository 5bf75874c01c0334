import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';

const de = {
  nav: { pipeline: 'Pipeline', approvals: 'Freigaben', audit: 'Audit-Log', logout: 'Abmelden', language: 'Sprache' },
  login: { title: 'Anmelden', email: 'E-Mail', password: 'Passwort', submit: 'Anmelden' },
  stages: { new: 'Neu', in_process: 'In Bearbeitung', unlocked: 'Freigeschaltet', in_company_process: 'Beim Unternehmen', gets_hired: 'Wird eingestellt', hired: 'Eingestellt', unqualified: 'Ungeeignet' },
  board: { company: 'Unternehmen', campaign: 'Kampagne', responsible: 'Verantwortlich', all: 'Alle', empty: 'Keine Angebote', audit: 'Verlauf', stageChanged: 'Kontaktstatus geändert', stageUpdated: 'Kontaktstatus aktualisiert', reason: 'Begründung', reasonTitle: '{{name}} von „{{from}}“ nach „{{to}}“ verschieben', reasonHint: 'Für diesen Schritt nötig, 3 bis 500 Zeichen; erscheint im Verlauf.', move: 'Verschieben', cancel: 'Abbrechen' },
  unlock: { title: 'Kontakt freischalten', company: 'Unternehmen', employer: 'Arbeitgeber', campaign: 'Kampagne', next: 'Weiter', confirm: 'Sind Sie sicher? Der Kontakt wird für das Unternehmen freigeschaltet.', submit: 'Freischalten', cancel: 'Abbrechen', back: 'Zurück' },
  contact: { called: 'Angerufen', notCalled: 'Nicht angerufen', active: 'Aktiv', inactive: 'Inaktiv', enabled: 'Für Freischaltung aktiviert', disabled: 'Für Freischaltung deaktiviert', verify: 'Telefonnummer ohne Code bestätigen', verified: 'Telefon bestätigt', reason: 'Grund', save: 'Speichern', unlock: 'Freischalten', utm: 'UTM', unknown: 'Unknown', phoneVerified: 'Phone verified' },
  approvals: { title: 'Kampagnen-Freigaben', accountManager: 'Account Manager', approve: 'Freigeben', reject: 'Ablehnen', candidates: 'Kandidaten', tooMany: 'Zielgruppe zu groß: Freigabe erst unter {{threshold}} Kandidaten', resetRejected: 'Abgelehnte Angebote zurücksetzen', notify: 'Benutzer benachrichtigen', reason: 'Ablehnungsgrund', none: 'Keine offenen Freigaben' },
  audit: { title: 'Audit-Log', type: 'Ereignistyp', actor: 'Akteur', from: 'Von', till: 'Bis', when: 'Wann', what: 'Was', who: 'Wer', changes: 'Änderungen', system: 'System', empty: 'Keine Einträge' },
  unlocks: { title: 'Freigeschaltete Kontakte', hired: 'Eingestellt', all: 'Alle', open: 'Öffnen', confirmHire: 'Einstellung bestätigen', rejectHire: 'Einstellung ablehnen', delete: 'Löschen', confirmDelete: 'Freigeschalteten Kontakt wirklich löschen?' },
};

const en: typeof de = {
  nav: { pipeline: 'Pipeline', approvals: 'Approvals', audit: 'Audit log', logout: 'Sign out', language: 'Language' },
  login: { title: 'Sign in', email: 'E-mail', password: 'Password', submit: 'Sign in' },
  stages: { new: 'New', in_process: 'In process', unlocked: 'Unlocked', in_company_process: 'In company process', gets_hired: 'Gets hired', hired: 'Hired', unqualified: 'Unqualified' },
  board: { company: 'Company', campaign: 'Campaign', responsible: 'Responsible user', all: 'All', empty: 'No offers', audit: 'History', stageChanged: 'Contact stage changed', stageUpdated: 'Contact stage updated', reason: 'Reason', reasonTitle: 'Move {{name}} from “{{from}}” to “{{to}}”', reasonHint: 'Needed for this move, 3 to 500 characters; shown in the history.', move: 'Move', cancel: 'Cancel' },
  unlock: { title: 'Unlock contact', company: 'Company', employer: 'Employer', campaign: 'Campaign', next: 'Next', confirm: 'Are you sure? The contact will be unlocked for the company.', submit: 'Unlock', cancel: 'Cancel', back: 'Back' },
  contact: { called: 'Called', notCalled: 'Not Called', active: 'Active', inactive: 'Inactive', enabled: 'Enabled for Unlock', disabled: 'Disabled for Unlock', verify: 'Verify phone number without Code', verified: 'Phone verified', reason: 'Reason', save: 'Save', unlock: 'Unlock', utm: 'UTM', unknown: 'Unknown', phoneVerified: 'Phone verified' },
  approvals: { title: 'Campaign approvals', accountManager: 'Account manager', approve: 'Approve', reject: 'Reject', candidates: 'Candidates', tooMany: 'Audience too large: approval needs fewer than {{threshold}} candidates', resetRejected: 'Reset rejected offers', notify: 'Notify the user', reason: 'Rejection reason', none: 'No pending approvals' },
  audit: { title: 'Audit log', type: 'Event type', actor: 'Actor', from: 'From', till: 'Till', when: 'When', what: 'What', who: 'Who', changes: 'Changes', system: 'System', empty: 'No entries' },
  unlocks: { title: 'Unlocked contacts', hired: 'Hired', all: 'All', open: 'Open', confirmHire: 'Confirm hire', rejectHire: 'Reject hire', delete: 'Delete', confirmDelete: 'Really delete this unlocked contact?' },
};

const pl: typeof de = {
  nav: { pipeline: 'Lejek', approvals: 'Akceptacje', audit: 'Dziennik audytu', logout: 'Wyloguj', language: 'Język' },
  login: { title: 'Logowanie', email: 'E-mail', password: 'Hasło', submit: 'Zaloguj' },
  stages: { new: 'Nowe', in_process: 'W trakcie', unlocked: 'Odblokowane', in_company_process: 'W firmie', gets_hired: 'Zatrudniany', hired: 'Zatrudniony', unqualified: 'Niekwalifikowany' },
  board: { company: 'Firma', campaign: 'Kampania', responsible: 'Odpowiedzialny', all: 'Wszystkie', empty: 'Brak ofert', audit: 'Historia', stageChanged: 'Zmieniono etap kontaktu', stageUpdated: 'Zaktualizowano etap kontaktu', reason: 'Uzasadnienie', reasonTitle: 'Przenieś {{name}} z „{{from}}” do „{{to}}”', reasonHint: 'Wymagane przy tym przeniesieniu, od 3 do 500 znaków; widoczne w historii.', move: 'Przenieś', cancel: 'Anuluj' },
  unlock: { title: 'Odblokuj kontakt', company: 'Firma', employer: 'Pracodawca', campaign: 'Kampania', next: 'Dalej', confirm: 'Czy na pewno? Kontakt zostanie odblokowany dla firmy.', submit: 'Odblokuj', cancel: 'Anuluj', back: 'Wstecz' },
  contact: { called: 'Zadzwoniono', notCalled: 'Nie zadzwoniono', active: 'Aktywny', inactive: 'Nieaktywny', enabled: 'Odblokowanie włączone', disabled: 'Odblokowanie wyłączone', verify: 'Potwierdź telefon bez kodu', verified: 'Telefon potwierdzony', reason: 'Powód', save: 'Zapisz', unlock: 'Odblokuj', utm: 'UTM', unknown: 'Unknown', phoneVerified: 'Phone verified' },
  approvals: { title: 'Akceptacje kampanii', accountManager: 'Opiekun', approve: 'Akceptuj', reject: 'Odrzuć', candidates: 'Kandydaci', tooMany: 'Grupa zbyt duża: akceptacja poniżej {{threshold}} kandydatów', resetRejected: 'Resetuj odrzucone oferty', notify: 'Powiadom użytkownika', reason: 'Powód odrzucenia', none: 'Brak oczekujących' },
  audit: { title: 'Dziennik audytu', type: 'Typ zdarzenia', actor: 'Wykonawca', from: 'Od', till: 'Do', when: 'Kiedy', what: 'Co', who: 'Kto', changes: 'Zmiany', system: 'System', empty: 'Brak wpisów' },
  unlocks: { title: 'Odblokowane kontakty', hired: 'Zatrudnieni', all: 'Wszystkie', open: 'Otwórz', confirmHire: 'Potwierdź zatrudnienie', rejectHire: 'Odrzuć zatrudnienie', delete: 'Usuń', confirmDelete: 'Na pewno usunąć odblokowany kontakt?' },
};

export const LANGUAGES = ['de', 'en', 'pl'] as const;

/** German first; English and Polish. */
export function setupI18n(language: string = localStorage.getItem('language') ?? 'de'): typeof i18n {
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({ resources: { de: { translation: de }, en: { translation: en }, pl: { translation: pl } }, lng: language, fallbackLng: 'de', interpolation: { escapeValue: false }, showSupportNotice: false });
  }
  return i18n;
}
