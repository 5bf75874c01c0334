import type { ServerMessages } from '../shared/server-messages';

/** What the unlocks feature says to people (see `ServerMessages`). */
export const UNLOCK_MESSAGES: ServerMessages = {
  'Unlocked contact not found.': {
    de: 'Freigeschalteter Kontakt nicht gefunden.',
    en: 'Unlocked contact not found.',
    pl: 'Nie znaleziono odblokowanego kontaktu.',
  },
  'This contact is inactive and cannot be unlocked.': {
    de: 'Dieser Kontakt ist inaktiv und kann nicht freigeschaltet werden.',
    en: 'This contact is inactive and cannot be unlocked.',
    pl: 'Ten kontakt jest nieaktywny i nie można go odblokować.',
  },
  'This contact is disabled for unlock.': {
    de: 'Dieser Kontakt ist für die Freischaltung gesperrt.',
    en: 'This contact is disabled for unlock.',
    pl: 'Ten kontakt jest wyłączony z odblokowania.',
  },
  'This contact is already unlocked for this company.': {
    de: 'Dieser Kontakt ist für dieses Unternehmen bereits freigeschaltet.',
    en: 'This contact is already unlocked for this company.',
    pl: 'Ten kontakt jest już odblokowany dla tej firmy.',
  },
  '{{full_name}} has been unlocked for the company.': {
    de: '{{full_name}} wurde für das Unternehmen freigeschaltet.',
    en: '{{full_name}} has been unlocked for the company.',
    pl: '{{full_name}} – kontakt odblokowany dla firmy.',
  },
  'The selected company is invalid.': {
    de: 'Das gewählte Unternehmen ist ungültig.',
    en: 'The selected company is invalid.',
    pl: 'Wybrana firma jest nieprawidłowa.',
  },
  'The selected campaign is invalid.': {
    de: 'Die gewählte Kampagne ist ungültig.',
    en: 'The selected campaign is invalid.',
    pl: 'Wybrana kampania jest nieprawidłowa.',
  },
  'The campaign does not belong to this company.': {
    de: 'Die Kampagne gehört nicht zu diesem Unternehmen.',
    en: 'The campaign does not belong to this company.',
    pl: 'Kampania nie należy do tej firmy.',
  },
  'The employer does not belong to this company.': {
    de: 'Der Arbeitgeber gehört nicht zu diesem Unternehmen.',
    en: 'The employer does not belong to this company.',
    pl: 'Pracodawca nie należy do tej firmy.',
  },
  'The hire of this contact has already been charged.': {
    de: 'Die Einstellung dieses Kontakts wurde bereits berechnet.',
    en: 'The hire of this contact has already been charged.',
    pl: 'Zatrudnienie tego kontaktu zostało już rozliczone.',
  },
  'The price must be more than 0 €.': {
    de: 'Der Preis muss über 0 € liegen.',
    en: 'The price must be more than 0 €.',
    pl: 'Cena musi być większa niż 0 €.',
  },
};
