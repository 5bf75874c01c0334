import { describe, expect, it } from 'vitest';
import { MAIL_LANGUAGES, MAIL_TEMPLATES, mailText } from './mail-texts';

const context = { baseUrl: 'https://jobs.example.de/' };

describe('mail texts', () => {
  it('writes every template in German, English and Polish, each language its own text', () => {
    for (const template of [...MAIL_TEMPLATES, 'some-new-template']) {
      const texts = MAIL_LANGUAGES.map((language) => mailText({ template, data: {} }, language, context));
      expect(new Set(texts.map((text) => text.subject)).size, template).toBe(3);
      expect(new Set(texts.map((text) => text.text)).size, template).toBe(3);
    }
  });

  it('falls back to German for no language or one the mails are not written in', () => {
    const german = mailText({ template: 'verify-email', data: {} }, 'de', context);
    expect(mailText({ template: 'verify-email', data: {} }, null, context)).toEqual(german);
    expect(mailText({ template: 'verify-email', data: {} }, 'fr', context)).toEqual(german);
  });

  it('makes the sign-in link absolute with the public origin and says how long it holds', () => {
    const text = mailText({ template: 'magic-sign-in', data: { path: '/anmelden/link/abc', validMinutes: 30 } }, 'en', context).text;
    expect(text).toContain('https://jobs.example.de/anmelden/link/abc\n');
    expect(text).toContain('valid for 30 minutes');
  });
});
