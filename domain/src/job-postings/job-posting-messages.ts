import type { ServerMessages } from '../shared/server-messages';
import { JOB_SEARCH_NEEDS_INPUT } from './job-posting-schemas';

/** What the public job search and job postings say to people (see `ServerMessages`). */
export const JOB_POSTING_MESSAGES: ServerMessages = {
  [JOB_SEARCH_NEEDS_INPUT]: {
    de: JOB_SEARCH_NEEDS_INPUT,
    en: 'Please enter a keyword or choose a valid place.',
    pl: 'Wpisz słowo kluczowe lub wybierz prawidłową miejscowość.',
  },
  'The place is unknown.': { de: 'Der Ort ist unbekannt.', en: 'The place is unknown.', pl: 'Nieznana miejscowość.' },
  'Job posting not found.': { de: 'Stellenangebot nicht gefunden.', en: 'Job posting not found.', pl: 'Nie znaleziono oferty pracy.' },
  'Please name the tariff.': { de: 'Bitte nennen Sie den Tarif.', en: 'Please name the tariff.', pl: 'Podaj nazwę taryfy.' },
  'Please give the salary.': { de: 'Bitte geben Sie das Gehalt an.', en: 'Please give the salary.', pl: 'Podaj wynagrodzenie.' },
  'Please give the job a title.': { de: 'Bitte geben Sie einen Titel an.', en: 'Please give the job a title.', pl: 'Podaj tytuł oferty.' },
  'The upper amount must not be below the lower one.': {
    de: 'Der Höchstbetrag darf nicht unter dem Mindestbetrag liegen.',
    en: 'The upper amount must not be below the lower one.',
    pl: 'Kwota górna nie może być niższa od dolnej.',
  },
};
