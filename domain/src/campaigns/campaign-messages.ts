import type { ServerMessages } from '../shared/server-messages';

/** What the campaigns feature says to people (see `ServerMessages`); `{{status}}` is a campaign status. */
export const CAMPAIGN_MESSAGES: ServerMessages = {
  'Campaign not found.': { de: 'Kampagne nicht gefunden.', en: 'Campaign not found.', pl: 'Nie znaleziono kampanii.' },
  'Campaign already exists.': { de: 'Die Kampagne gibt es bereits.', en: 'Campaign already exists.', pl: 'Ta kampania już istnieje.' },
  'The campaign is not pending approval (it is {{status}}).': {
    de: 'Die Kampagne wartet nicht auf Freigabe (sie ist „{{status}}“).',
    en: 'The campaign is not pending approval (it is “{{status}}”).',
    pl: 'Kampania nie czeka na zatwierdzenie (jej status: „{{status}}”).',
  },
  'The campaign is already approved.': {
    de: 'Die Kampagne ist bereits freigegeben.',
    en: 'The campaign is already approved.',
    pl: 'Kampania jest już zatwierdzona.',
  },
  'The audience has too many candidates ({{audienceCandidatesCount}}); approval needs fewer than {{threshold}}.': {
    de: 'Die Zielgruppe hat zu viele Kandidaten ({{audienceCandidatesCount}}); freigegeben wird erst unter {{threshold}}.',
    en: 'The audience has too many candidates ({{audienceCandidatesCount}}); approval needs fewer than {{threshold}}.',
    pl: 'Grupa docelowa ma zbyt wielu kandydatów ({{audienceCandidatesCount}}); zatwierdzenie wymaga mniej niż {{threshold}}.',
  },
  'The rejected reason field is required.': {
    de: 'Bitte einen Ablehnungsgrund angeben.',
    en: 'The rejection reason is required.',
    pl: 'Podaj powód odrzucenia.',
  },
  'Campaign approved.': { de: 'Kampagne freigegeben.', en: 'Campaign approved.', pl: 'Kampania zatwierdzona.' },
  'Campaign rejected.': { de: 'Kampagne abgelehnt.', en: 'Campaign rejected.', pl: 'Kampania odrzucona.' },
  'Someone else changed this campaign meanwhile. Reload it and try again.': {
    de: 'Jemand anderes hat diese Kampagne inzwischen geändert. Bitte neu laden und erneut versuchen.',
    en: 'Someone else changed this campaign meanwhile. Reload it and try again.',
    pl: 'Ktoś inny zmienił w międzyczasie tę kampanię. Odśwież ją i spróbuj ponownie.',
  },
  'The name field is required.': { de: 'Der Name ist erforderlich.', en: 'The name field is required.', pl: 'Nazwa jest wymagana.' },
  'The cost per unlock must be more than 0 €.': {
    de: 'Die Kosten pro Freischaltung müssen über 0 € liegen.',
    en: 'The cost per unlock must be more than 0 €.',
    pl: 'Koszt odblokowania musi być większy niż 0 €.',
  },
  'The budget must pay for at least one unlock.': {
    de: 'Das Budget muss mindestens eine Freischaltung bezahlen.',
    en: 'The budget must pay for at least one unlock.',
    pl: 'Budżet musi wystarczyć na co najmniej jedno odblokowanie.',
  },
  'This unlock was already given back to the budget.': {
    de: 'Diese Freischaltung wurde dem Budget bereits gutgeschrieben.',
    en: 'This unlock was already given back to the budget.',
    pl: 'To odblokowanie zostało już zwrócone do budżetu.',
  },
  "The campaign's remaining budget ({{remainingBudget}}) cannot pay for an unlock ({{amount}}).": {
    de: 'Das Restbudget der Kampagne ({{remainingBudget}}) reicht nicht für eine Freischaltung ({{amount}}).',
    en: "The campaign's remaining budget ({{remainingBudget}}) cannot pay for an unlock ({{amount}}).",
    pl: 'Pozostały budżet kampanii ({{remainingBudget}}) nie wystarcza na odblokowanie ({{amount}}).',
  },
  'The added budget must not be negative.': {
    de: 'Das zusätzliche Budget darf nicht negativ sein.',
    en: 'The added budget must not be negative.',
    pl: 'Dodany budżet nie może być ujemny.',
  },
  'The campaign is not blocked.': {
    de: 'Die Kampagne ist nicht gesperrt.',
    en: 'The campaign is not blocked.',
    pl: 'Kampania nie jest zablokowana.',
  },
  'The remaining budget ({{remainingBudget}}) cannot pay for an unlock ({{costPerUnlock}}): add budget to de-block the campaign.': {
    de: 'Das Restbudget ({{remainingBudget}}) reicht nicht für eine Freischaltung ({{costPerUnlock}}): Budget aufstocken, um die Kampagne zu entsperren.',
    en: 'The remaining budget ({{remainingBudget}}) cannot pay for an unlock ({{costPerUnlock}}): add budget to de-block the campaign.',
    pl: 'Pozostały budżet ({{remainingBudget}}) nie wystarcza na odblokowanie ({{costPerUnlock}}): dodaj budżet, aby odblokować kampanię.',
  },
  'Each marketing channel may be assigned once.': {
    de: 'Jeder Marketingkanal darf nur einmal zugeordnet werden.',
    en: 'Each marketing channel may be assigned once.',
    pl: 'Każdy kanał marketingowy można przypisać tylko raz.',
  },
  'The color must be a colour like #1e88e5.': {
    de: 'Die Farbe muss eine Farbe wie #1e88e5 sein.',
    en: 'The color must be a colour like #1e88e5.',
    pl: 'Kolor musi mieć postać np. #1e88e5.',
  },
  'The url must start with http:// or https://.': {
    de: 'Die URL muss mit http:// oder https:// beginnen.',
    en: 'The url must start with http:// or https://.',
    pl: 'Adres URL musi zaczynać się od http:// lub https://.',
  },
  'Marketing channel already exists.': {
    de: 'Den Marketingkanal gibt es bereits.',
    en: 'Marketing channel already exists.',
    pl: 'Ten kanał marketingowy już istnieje.',
  },
  'Marketing channel not found.': {
    de: 'Marketingkanal nicht gefunden.',
    en: 'Marketing channel not found.',
    pl: 'Nie znaleziono kanału marketingowego.',
  },
  'Someone else changed this marketing channel meanwhile. Reload it and try again.': {
    de: 'Jemand anderes hat diesen Marketingkanal inzwischen geändert. Bitte neu laden und erneut versuchen.',
    en: 'Someone else changed this marketing channel meanwhile. Reload it and try again.',
    pl: 'Ktoś inny zmienił w międzyczasie ten kanał marketingowy. Odśwież i spróbuj ponownie.',
  },
  'The selected audience is not one of this company’s.': {
    de: 'Die gewählte Zielgruppe gehört nicht zu diesem Unternehmen.',
    en: 'The selected audience is not one of this company’s.',
    pl: 'Wybrana grupa docelowa nie należy do tej firmy.',
  },
  'This postal code is unknown.': {
    de: 'Diese Postleitzahl ist unbekannt.',
    en: 'This postal code is unknown.',
    pl: 'Ten kod pocztowy jest nieznany.',
  },
  'Choose one of the company’s audiences or describe a new one.': {
    de: 'Wählen Sie eine Zielgruppe des Unternehmens oder beschreiben Sie eine neue.',
    en: 'Choose one of the company’s audiences or describe a new one.',
    pl: 'Wybierz jedną z grup docelowych firmy lub opisz nową.',
  },
  'The campaign waits for approval.': {
    de: 'Die Kampagne wartet auf Freigabe.',
    en: 'The campaign waits for approval.',
    pl: 'Kampania czeka na akceptację.',
  },
  'Campaign created.': { de: 'Kampagne erstellt.', en: 'Campaign created.', pl: 'Kampania została utworzona.' },
  'Marketing channel created.': {
    de: 'Marketingkanal angelegt.',
    en: 'Marketing channel created.',
    pl: 'Kanał marketingowy został utworzony.',
  },
  'The selected marketing channel is invalid.': {
    de: 'Der gewählte Marketingkanal ist ungültig.',
    en: 'The selected marketing channel is invalid.',
    pl: 'Wybrany kanał marketingowy jest nieprawidłowy.',
  },
  'Each link must start with http:// or https://.': {
    de: 'Jeder Link muss mit http:// oder https:// beginnen.',
    en: 'Each link must start with http:// or https://.',
    pl: 'Każdy link musi zaczynać się od http:// lub https://.',
  },
};
