import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../lib/language';
import { LOADING, showLoadingNote } from './loading-note';
import { catalogueOf } from '../lib/i18n';
import { APP_MESSAGES } from './catalogues/all';

describe("the page's loading note", () => {
  it("says 'Loading…' as the app's messages do, in every language", () => {
    for (const language of LANGUAGES) {
      const app = catalogueOf(APP_MESSAGES.map((part) => part[language])).app as { loading?: string } | undefined;
      expect(LOADING[language]).toBe(app?.loading);
    }
  });

  it('shows in an empty page, as a status, and never over what is there', () => {
    const root = document.createElement('div');
    showLoadingNote(root, 'de');
    expect(root.querySelector('[role="status"]')?.textContent).toBe('Lädt...');
    showLoadingNote(root, 'en');
    expect(root.childElementCount).toBe(1);
  });
});
