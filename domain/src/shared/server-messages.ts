/** A message the server sends, in each language the web app speaks. */
export interface ServerMessageTranslations {
  de: string;
  en: string;
  pl: string;
}

/**
 * Server messages by their English text as the server writes it, `{{name}}` where a value is filled in
 * (`'An offer moves to {{to}} only after its contact has been unlocked.'`). The server keeps sending
 * English; the web app finds the entry a message fits and shows it in the user's language, the filled-in
 * values carried over (stage, status and field names translated too). A test
 * (`server/src/http/server-messages.unit.test.ts`) finds every message in the source and fails on one
 * without an entry.
 */
export type ServerMessages = Readonly<Record<string, ServerMessageTranslations>>;

/** The names of a message's placeholders, sorted (`{{from}}`, `{{to}}` → ['from', 'to']). */
export const serverMessagePlaceholders = (text: string): string[] =>
  [...text.matchAll(/\{\{\s*([^}\s]+)\s*\}\}/g)].map((match) => match[1] ?? '').sort();

/** The catalogues of several parts as one; an English text two parts define is an error. */
export function mergeServerMessages(parts: readonly ServerMessages[]): ServerMessages {
  const all: Record<string, ServerMessageTranslations> = {};
  for (const part of parts)
    for (const [english, translations] of Object.entries(part)) {
      if (all[english]) throw new Error(`The server message ${JSON.stringify(english)} is defined twice.`);
      all[english] = translations;
    }
  return all;
}

/**
 * What every part of the server may say: the HTTP layer's answers (sign-in required, no access, CSRF,
 * invalid input and the field messages of schema validation), concurrency, and the domain's own
 * refusals outside the API features.
 */
export const GENERAL_SERVER_MESSAGES: ServerMessages = {
  'The {{name}} format is invalid.': {
    de: 'Das Format von {{name}} ist ungültig.',
    en: 'The {{name}} format is invalid.',
    pl: 'Format pola {{name}} jest nieprawidłowy.',
  },
  // Signed out, not allowed, a stale form, a change that lost a race, a failure of ours.
  'Unauthenticated.': { de: 'Bitte melden Sie sich an.', en: 'Please sign in.', pl: 'Zaloguj się.' },
  "You don't have access to do this.": {
    de: 'Dazu haben Sie keine Berechtigung.',
    en: "You don't have access to do this.",
    pl: 'Nie masz uprawnień, aby to zrobić.',
  },
  'CSRF token mismatch.': {
    de: 'Die Seite war zu lange offen. Bitte neu laden.',
    en: 'The page was open too long. Please reload it.',
    pl: 'Strona była otwarta zbyt długo. Odśwież ją.',
  },
  'Someone else changed this at the same time. Please try again.': {
    de: 'Jemand anderes hat dies gleichzeitig geändert. Bitte erneut versuchen.',
    en: 'Someone else changed this at the same time. Please try again.',
    pl: 'Ktoś inny zmienił to w tym samym czasie. Spróbuj ponownie.',
  },
  // A period whose end lies before its start (reports, filters).
  'The end date must not be before the start date.': {
    de: 'Das Enddatum darf nicht vor dem Startdatum liegen.',
    en: 'The end date must not be before the start date.',
    pl: 'Data końcowa nie może być wcześniejsza niż data początkowa.',
  },
  // Too many calls of a public route from one address (sign-in, registration, codes, links).
  'Too many requests. Please try again in {{seconds}} seconds.': {
    de: 'Zu viele Anfragen. Bitte versuchen Sie es in {{seconds}} Sekunden erneut.',
    en: 'Too many requests. Please try again in {{seconds}} seconds.',
    pl: 'Zbyt wiele żądań. Spróbuj ponownie za {{seconds}} s.',
  },
  'Something went wrong. Please try again or contact customer support.': {
    de: 'Etwas ist schiefgelaufen. Bitte erneut versuchen oder den Kundenservice kontaktieren.',
    en: 'Something went wrong. Please try again or contact customer support.',
    pl: 'Coś poszło nie tak. Spróbuj ponownie lub skontaktuj się z obsługą klienta.',
  },
  'No route for {{method}} {{urlPath}}.': {
    de: 'Diese Adresse gibt es nicht ({{method}} {{urlPath}}).',
    en: 'No route for {{method}} {{urlPath}}.',
    pl: 'Nie ma takiego adresu ({{method}} {{urlPath}}).',
  },
  'The address is too long.': { de: 'Die Adresse ist zu lang.', en: 'The address is too long.', pl: 'Adres jest zbyt długi.' },
  'The address is not valid.': { de: 'Die Adresse ist ungültig.', en: 'The address is not valid.', pl: 'Adres jest nieprawidłowy.' },

  // Invalid input: the summary, then per field (`{{name}}` is the field, `{{limit}}` a number).
  'The given data was invalid.': {
    de: 'Die Eingaben sind ungültig.',
    en: 'The given data was invalid.',
    pl: 'Podane dane są nieprawidłowe.',
  },
  'The request body must be valid JSON.': {
    de: 'Die Anfrage ist kein gültiges JSON.',
    en: 'The request body must be valid JSON.',
    pl: 'Treść żądania musi być poprawnym JSON.',
  },
  'The request body must not be nested deeper than {{MAX_JSON_DEPTH}} levels.': {
    de: 'Die Anfrage darf höchstens {{MAX_JSON_DEPTH}} Ebenen tief verschachtelt sein.',
    en: 'The request body must not be nested deeper than {{MAX_JSON_DEPTH}} levels.',
    pl: 'Treść żądania może mieć najwyżej {{MAX_JSON_DEPTH}} poziomów zagnieżdżenia.',
  },
  'A value is outside what can be stored (a date, number or text out of range).': {
    de: 'Ein Wert liegt außerhalb des Speicherbaren (Datum, Zahl oder Text außerhalb des Bereichs).',
    en: 'A value is outside what can be stored (a date, number or text out of range).',
    pl: 'Wartość wykracza poza dopuszczalny zakres (data, liczba lub tekst).',
  },
  'The {{name}} field is required.': {
    de: '„{{name}}“ ist ein Pflichtfeld.',
    en: 'The {{name}} field is required.',
    pl: 'Pole „{{name}}” jest wymagane.',
  },
  'The {{name}} must be at least {{limit}} characters.': {
    de: '„{{name}}“ muss mindestens {{limit}} Zeichen lang sein.',
    en: 'The {{name}} must be at least {{limit}} characters.',
    pl: 'Pole „{{name}}” musi mieć co najmniej {{limit}} znaków.',
  },
  'The {{name}} must not be greater than {{limit}} characters.': {
    de: '„{{name}}“ darf höchstens {{limit}} Zeichen lang sein.',
    en: 'The {{name}} must not be longer than {{limit}} characters.',
    pl: 'Pole „{{name}}” może mieć najwyżej {{limit}} znaków.',
  },
  'The {{name}} must be a valid id.': {
    de: '„{{name}}“ ist keine gültige Kennung.',
    en: 'The {{name}} must be a valid id.',
    pl: 'Pole „{{name}}” musi być prawidłowym identyfikatorem.',
  },
  'The {{name}} must be a valid date (YYYY-MM-DD).': {
    de: '„{{name}}“ muss ein gültiges Datum sein.',
    en: 'The {{name}} must be a valid date (YYYY-MM-DD).',
    pl: 'Pole „{{name}}” musi być prawidłową datą.',
  },
  'The {{name}} must be a valid {{format}}.': {
    de: '„{{name}}“ hat nicht das richtige Format ({{format}}).',
    en: 'The {{name}} must be a valid {{format}}.',
    pl: 'Pole „{{name}}” ma nieprawidłowy format ({{format}}).',
  },
  'The {{name}} must be {{type}}.': {
    de: '„{{name}}“ hat den falschen Typ.',
    en: 'The {{name}} must be {{type}}.',
    pl: 'Pole „{{name}}” ma nieprawidłowy typ.',
  },
  'The {{name}} must be at least {{limit}}.': {
    de: '„{{name}}“ muss mindestens {{limit}} sein.',
    en: 'The {{name}} must be at least {{limit}}.',
    pl: 'Pole „{{name}}” musi wynosić co najmniej {{limit}}.',
  },
  'The {{name}} must not be greater than {{limit}}.': {
    de: '„{{name}}“ darf höchstens {{limit}} sein.',
    en: 'The {{name}} must not be greater than {{limit}}.',
    pl: 'Pole „{{name}}” może wynosić najwyżej {{limit}}.',
  },
  'The {{name}} must not contain NUL characters or broken Unicode.': {
    de: '„{{name}}“ enthält unzulässige Zeichen.',
    en: 'The {{name}} contains characters that are not allowed.',
    pl: 'Pole „{{name}}” zawiera niedozwolone znaki.',
  },
  'The selected {{name}} is invalid.': {
    de: 'Die Auswahl bei „{{name}}“ ist ungültig.',
    en: 'The selected {{name}} is invalid.',
    pl: 'Wybrana wartość pola „{{name}}” jest nieprawidłowa.',
  },
  'The {{name}} {{message}}.': {
    de: '„{{name}}“ ist ungültig.',
    en: 'The {{name}} is invalid.',
    pl: 'Pole „{{name}}” jest nieprawidłowe.',
  },

  // The realtime connection's refusals (shown to no one today; a client may).
  'Messages must be JSON text.': {
    de: 'Nachrichten müssen JSON-Text sein.',
    en: 'Messages must be JSON text.',
    pl: 'Wiadomości muszą być tekstem JSON.',
  },
  'Messages must be {"type": "subscribe" | "unsubscribe", "channel": "<channel name>"}.': {
    de: 'Nachrichten müssen {"type": "subscribe" | "unsubscribe", "channel": "<Kanal>"} sein.',
    en: 'Messages must be {"type": "subscribe" | "unsubscribe", "channel": "<channel name>"}.',
    pl: 'Wiadomości muszą mieć postać {"type": "subscribe" | "unsubscribe", "channel": "<kanał>"}.',
  },
  'You may not subscribe to that channel.': {
    de: 'Diesen Kanal dürfen Sie nicht abonnieren.',
    en: 'You may not subscribe to that channel.',
    pl: 'Nie możesz subskrybować tego kanału.',
  },
  'This origin may not open a realtime connection.': {
    de: 'Von dieser Herkunft ist keine Live-Verbindung erlaubt.',
    en: 'This origin may not open a realtime connection.',
    pl: 'Z tego źródła nie można otworzyć połączenia na żywo.',
  },
  'The message could not be handled.': {
    de: 'Die Nachricht konnte nicht verarbeitet werden.',
    en: 'The message could not be handled.',
    pl: 'Nie udało się obsłużyć wiadomości.',
  },

  // The domain's refusals outside the API features so far (companies and audiences; they move to their
  // feature's messages when it has contracts).
  'Company not found.': { de: 'Unternehmen nicht gefunden.', en: 'Company not found.', pl: 'Nie znaleziono firmy.' },
  'Company already exists.': { de: 'Das Unternehmen gibt es bereits.', en: 'Company already exists.', pl: 'Ta firma już istnieje.' },
  'The company name field is required.': {
    de: 'Bitte einen Firmennamen angeben.',
    en: 'The company name is required.',
    pl: 'Podaj nazwę firmy.',
  },
  'Audience already exists.': {
    de: 'Die Zielgruppe gibt es bereits.',
    en: 'Audience already exists.',
    pl: 'Ta grupa docelowa już istnieje.',
  },
  'The range must be greater than 0.': {
    de: 'Der Umkreis muss größer als 0 sein.',
    en: 'The range must be greater than 0.',
    pl: 'Promień musi być większy niż 0.',
  },
};
