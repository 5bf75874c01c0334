import type { ServerMessages } from '../shared/server-messages';
import { BREACH_NOT_FOUND, NOT_BEFORE_DETECTION, NOT_BEFORE_RECEIPT, REQUEST_NOT_FOUND } from './privacy-register-decider';

export const BREACH_SAVED = 'Breach saved.';
export const REQUEST_SAVED = 'Data subject request saved.';

/** What the privacy register says to people (see `ServerMessages`). */
export const PRIVACY_REGISTER_MESSAGES: ServerMessages = {
  [BREACH_NOT_FOUND]: { de: 'Datenpanne nicht gefunden.', en: BREACH_NOT_FOUND, pl: 'Nie znaleziono naruszenia.' },
  [REQUEST_NOT_FOUND]: { de: 'Antrag nicht gefunden.', en: REQUEST_NOT_FOUND, pl: 'Nie znaleziono wniosku.' },
  [NOT_BEFORE_DETECTION]: {
    de: 'Das Datum darf nicht vor der Feststellung liegen.',
    en: NOT_BEFORE_DETECTION,
    pl: 'Data nie może być wcześniejsza niż data stwierdzenia.',
  },
  [NOT_BEFORE_RECEIPT]: {
    de: 'Das Datum darf nicht vor dem Eingang liegen.',
    en: NOT_BEFORE_RECEIPT,
    pl: 'Data nie może być wcześniejsza niż data wpływu.',
  },
  [BREACH_SAVED]: { de: 'Datenpanne gespeichert.', en: BREACH_SAVED, pl: 'Naruszenie zapisane.' },
  [REQUEST_SAVED]: { de: 'Antrag gespeichert.', en: REQUEST_SAVED, pl: 'Wniosek zapisany.' },
};
