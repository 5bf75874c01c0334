import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../lib/language';
import { LOADING, LOADING_NOTE_STYLE, showLoadingNote } from './loading-note';
import { catalogueOf } from '../lib/i18n';
import { APP_MESSAGES } from './catalogues/all';

/** The app's page as written (`web/index.html`). */
const PAGE = Object.values(import.meta.glob('../../index.html', { query: '?raw', import: 'default', eager: true }))[0] as string;

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

  it("is in the page itself, in German, and the first script puts it in the app's language", () => {
    const page = new DOMParser().parseFromString(PAGE, 'text/html');
    const root = page.getElementById('root') as HTMLElement;
    const note = root.querySelector('[role="status"]') as HTMLElement;
    expect(note.textContent?.trim()).toBe(LOADING.de);
    const probe = document.createElement('p');
    probe.style.cssText = LOADING_NOTE_STYLE;
    expect(note.style.cssText).toBe(probe.style.cssText);
    showLoadingNote(root, 'pl');
    expect(root.childElementCount).toBe(1);
    expect(note.textContent).toBe('Ładowanie...');
  });
});
