import { describe, expect, it } from 'vitest';
import { TASK_MESSAGES } from './task-messages';

describe('task messages', () => {
  it('show people no code (a status identifier such as not_started) in any language', () => {
    const withCodes = Object.entries(TASK_MESSAGES).flatMap(([english, translations]) =>
      (['de', 'en', 'pl'] as const)
        .map((language) => [language, translations[language]] as const)
        .filter(([, text]) => /\b[a-z]+_[a-z_]+\b/.test(text))
        .map(([language, text]) => `${language}: ${text} (${english})`),
    );
    expect(withCodes).toEqual([]);
  });

  it('say in German that the default status is missing and a status is to be chosen', () => {
    expect(TASK_MESSAGES['There is no task status not_started; choose a status.']?.de).toBe(
      'Es ist kein Standardstatus für Aufgaben angelegt; bitte wählen Sie einen Status.',
    );
  });
});
