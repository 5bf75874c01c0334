import type { ServerMessages } from '../shared/server-messages';
import { ALREADY_RATED, NOT_YOUR_REVIEW, PRIVATE_REVIEW_DONE, PUBLIC_REVIEW_FIRST } from './review-decider';

export const REVIEW_THANKS = 'Thank you for your review.';
export const REVIEW_UPDATED = 'The review has been updated successfully.';
export const REVIEW_NEEDS_OFFER = 'Only candidates who had an offer from this employer can review it.';

/** What the reviews say to people (see `ServerMessages`); German first. */
export const REVIEW_MESSAGES: ServerMessages = {
  [REVIEW_THANKS]: { de: 'Vielen Dank für Ihre Bewertung.', en: REVIEW_THANKS, pl: 'Dziękujemy za opinię.' },
  [REVIEW_UPDATED]: { de: 'Die Bewertung wurde erfolgreich aktualisiert.', en: REVIEW_UPDATED, pl: 'Opinia została zaktualizowana.' },
  [REVIEW_NEEDS_OFFER]: {
    de: 'Nur Kandidatinnen und Kandidaten mit einem Angebot dieses Arbeitgebers können ihn bewerten.',
    en: REVIEW_NEEDS_OFFER,
    pl: 'Tylko kandydaci, którzy otrzymali ofertę od tego pracodawcy, mogą go ocenić.',
  },
  [ALREADY_RATED]: {
    de: 'Sie haben diesen Arbeitgeber bereits bewertet.',
    en: ALREADY_RATED,
    pl: 'Ten pracodawca został już przez Ciebie oceniony.',
  },
  [PUBLIC_REVIEW_FIRST]: {
    de: 'Bitte schreiben Sie zuerst die öffentliche Bewertung.',
    en: PUBLIC_REVIEW_FIRST,
    pl: 'Najpierw napisz opinię publiczną.',
  },
  [PRIVATE_REVIEW_DONE]: {
    de: 'Die private Bewertung wurde bereits abgegeben.',
    en: PRIVATE_REVIEW_DONE,
    pl: 'Prywatna opinia została już przesłana.',
  },
  [NOT_YOUR_REVIEW]: { de: 'Das ist nicht Ihre Bewertung.', en: NOT_YOUR_REVIEW, pl: 'To nie jest Twoja opinia.' },
  'Review not found.': { de: 'Bewertung nicht gefunden.', en: 'Review not found.', pl: 'Nie znaleziono opinii.' },
  'Please write at least 10 characters.': {
    de: 'Bitte schreiben Sie mindestens 10 Zeichen.',
    en: 'Please write at least 10 characters.',
    pl: 'Napisz co najmniej 10 znaków.',
  },
  'Please rate every question.': { de: 'Bitte bewerten Sie jede Frage.', en: 'Please rate every question.', pl: 'Oceń każde pytanie.' },
  'Each question is rated once.': {
    de: 'Jede Frage wird einmal bewertet.',
    en: 'Each question is rated once.',
    pl: 'Każde pytanie ocenia się raz.',
  },
  'Unknown question.': { de: 'Unbekannte Frage.', en: 'Unknown question.', pl: 'Nieznane pytanie.' },
  'Unknown reviewer type.': { de: 'Unbekannte Art der Beziehung.', en: 'Unknown reviewer type.', pl: 'Nieznany typ oceniającego.' },
};
