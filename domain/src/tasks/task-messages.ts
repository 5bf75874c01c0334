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
    de: 'Es gibt keinen Aufgabenstatus not_started; bitte wählen Sie einen Status.',
    en: 'There is no task status not_started; choose a status.',
    pl: 'Brak statusu zadania not_started; wybierz status.',
  },
  'Task saved.': { de: 'Aufgabe gespeichert.', en: 'Task saved.', pl: 'Zadanie zapisane.' },
  'Task deleted.': { de: 'Aufgabe gelöscht.', en: 'Task deleted.', pl: 'Zadanie usunięte.' },
  'Task status updated.': { de: 'Aufgabenstatus geändert.', en: 'Task status updated.', pl: 'Status zadania zmieniony.' },
};
