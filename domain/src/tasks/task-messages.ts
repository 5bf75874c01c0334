import type { ServerMessages } from '../shared/server-messages';

/** What the tasks feature says to people (see `ServerMessages`). */
export const TASK_MESSAGES: ServerMessages = {
  'Task not found.': { de: 'Aufgabe nicht gefunden.', en: 'Task not found.', pl: 'Nie znaleziono zadania.' },
  'The selected task status is invalid.': {
    de: 'Der gewählte Aufgabenstatus ist ungültig.',
    en: 'The selected task status is invalid.',
    pl: 'Wybrany status zadania jest nieprawidłowy.',
  },
  'There is no task status not_started; choose a status.': {
    // The code of the missing default status means nothing to people; its name went with it.
    de: 'Es ist kein Standardstatus für Aufgaben angelegt; bitte wählen Sie einen Status.',
    en: 'No default task status is set up; please choose a status.',
    pl: 'Nie ustawiono domyślnego statusu zadania; wybierz status.',
  },
  'Task saved.': { de: 'Aufgabe gespeichert.', en: 'Task saved.', pl: 'Zadanie zapisane.' },
  'Task deleted.': { de: 'Aufgabe gelöscht.', en: 'Task deleted.', pl: 'Zadanie usunięte.' },
  'Task status updated.': { de: 'Aufgabenstatus geändert.', en: 'Task status updated.', pl: 'Status zadania zmieniony.' },
};
