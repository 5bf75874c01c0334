import type { ServerMessages } from '../shared/server-messages';

/** What the offers feature says to people (see `ServerMessages`); `{{from}}`, `{{to}}`, `{{stage}}` are stages. */
export const OFFER_MESSAGES: ServerMessages = {
  'Offer not found.': { de: 'Angebot nicht gefunden.', en: 'Offer not found.', pl: 'Nie znaleziono oferty.' },
  'Offer rejected.': { de: 'Angebot abgelehnt.', en: 'Offer rejected.', pl: 'Oferta odrzucona.' },
  'This offer has already been accepted.': {
    de: 'Dieses Angebot wurde bereits angenommen.',
    en: 'This offer has already been accepted.',
    pl: 'Ta oferta została już przyjęta.',
  },
  'This offer has already been rejected.': {
    de: 'Dieses Angebot wurde bereits abgelehnt.',
    en: 'This offer has already been rejected.',
    pl: 'Ta oferta została już odrzucona.',
  },
  'Offer already exists.': { de: 'Das Angebot gibt es bereits.', en: 'Offer already exists.', pl: 'Ta oferta już istnieje.' },
  'Someone else moved this offer to {{stage}} meanwhile; the board shows it where it is now.': {
    de: 'Jemand anderes hat dieses Angebot inzwischen nach „{{stage}}“ verschoben; die Pipeline zeigt es jetzt dort.',
    en: 'Someone else moved this offer to “{{stage}}” meanwhile; the board shows it where it is now.',
    pl: 'Ktoś inny przeniósł w międzyczasie tę ofertę do „{{stage}}”; tablica pokazuje ją teraz tam.',
  },
  'An offer reaches the unlocked stage only by unlocking the contact.': {
    de: 'Ein Angebot wird nur durch das Freischalten des Kontakts „Freigeschaltet“.',
    en: 'An offer reaches the unlocked stage only by unlocking the contact.',
    pl: 'Oferta trafia do etapu „Odblokowane” tylko przez odblokowanie kontaktu.',
  },
  'An offer moves to {{to}} only after its contact has been unlocked.': {
    de: 'Ein Angebot kommt erst nach „{{to}}“, wenn sein Kontakt freigeschaltet wurde.',
    en: 'An offer moves to “{{to}}” only after its contact has been unlocked.',
    pl: 'Oferta przechodzi do „{{to}}” dopiero po odblokowaniu kontaktu.',
  },
  'An offer is hired only from unlocked, in_company_process or gets_hired.': {
    de: 'Eingestellt wird ein Angebot nur aus „Freigeschaltet“, „Beim Unternehmen“ oder „Wird eingestellt“.',
    en: 'An offer is hired only from “Unlocked”, “In company process” or “Gets hired”.',
    pl: 'Zatrudnienie jest możliwe tylko z etapów „Odblokowane”, „W procesie firmy” lub „Zatrudniany”.',
  },
  'An offer does not move from {{from}} to {{to}}.': {
    de: 'Ein Angebot wechselt nicht von „{{from}}“ nach „{{to}}“.',
    en: 'An offer does not move from “{{from}}” to “{{to}}”.',
    pl: 'Oferta nie przechodzi z „{{from}}” do „{{to}}”.',
  },
  'Only the candidate records this step of their offer.': {
    de: 'Diesen Schritt eines Angebots erfasst nur die Kandidatin oder der Kandidat selbst.',
    en: 'Only the candidate records this step of their offer.',
    pl: 'Ten krok oferty rejestruje wyłącznie sam kandydat.',
  },
  'Only an admin moves an offer whose contact has not been unlocked.': {
    de: 'Nur ein Admin verschiebt ein Angebot, dessen Kontakt nicht freigeschaltet ist.',
    en: 'Only an admin moves an offer whose contact has not been unlocked.',
    pl: 'Ofertę, której kontakt nie został odblokowany, przenosi tylko administrator.',
  },
  'Only an admin may move an offer from {{from}} to {{to}}, and only with a reason.': {
    de: 'Nur ein Admin darf ein Angebot von „{{from}}“ nach „{{to}}“ verschieben, und nur mit Begründung.',
    en: 'Only an admin may move an offer from “{{from}}” to “{{to}}”, and only with a reason.',
    pl: 'Tylko administrator może przenieść ofertę z „{{from}}” do „{{to}}”, i tylko z uzasadnieniem.',
  },
  'Only an admin may move an offer from {{from}} to {{to}}.': {
    de: 'Nur ein Admin darf ein Angebot von „{{from}}“ nach „{{to}}“ verschieben.',
    en: 'Only an admin may move an offer from “{{from}}” to “{{to}}”.',
    pl: 'Tylko administrator może przenieść ofertę z „{{from}}” do „{{to}}”.',
  },
  'The reason must be {{min}} to {{max}} characters long.': {
    de: 'Die Begründung muss {{min}} bis {{max}} Zeichen lang sein.',
    en: 'The reason must be {{min}} to {{max}} characters long.',
    pl: 'Uzasadnienie musi mieć od {{min}} do {{max}} znaków.',
  },
  'A reason is needed to move an offer from {{from}} to {{to}}.': {
    de: 'Um ein Angebot von „{{from}}“ nach „{{to}}“ zu verschieben, ist eine Begründung nötig.',
    en: 'A reason is needed to move an offer from “{{from}}” to “{{to}}”.',
    pl: 'Przeniesienie oferty z „{{from}}” do „{{to}}” wymaga uzasadnienia.',
  },
};
