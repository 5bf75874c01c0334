import type { Language } from '../lib/language';

/** 'Loading…' in each language, as the app's messages say it (`app.loading`; a test holds them equal). */
export const LOADING: Readonly<Record<Language, string>> = { de: 'Lädt...', en: 'Loading...', pl: 'Ładowanie...' };

/** The note's look: the theme's dimmed grey and font, from the stylesheet's variables (the theme itself comes with the app). */
export const LOADING_NOTE_STYLE = 'margin:0;padding:1rem;color:var(--mantine-color-gray-7);font-family:var(--mantine-font-family)';

/**
 * Shows 'Lädt...' until the app renders over it: on a slow phone the app's code takes seconds to arrive, and
 * a blank page in the meantime looks broken. The page itself (`index.html`) carries the note in German, so
 * that it is painted with the page, before any script; the page's first script puts it in the language the
 * app starts in, or adds it where the page has none.
 */
export function showLoadingNote(root: HTMLElement, language: Language): void {
  const own = root.firstElementChild;
  if (root.childElementCount === 1 && own?.getAttribute('role') === 'status' && own.textContent?.trim() === LOADING.de) {
    own.textContent = LOADING[language];
    return;
  }
  if (root.childElementCount > 0) return;
  const note = document.createElement('p');
  note.setAttribute('role', 'status');
  note.textContent = LOADING[language];
  note.style.cssText = LOADING_NOTE_STYLE;
  root.append(note);
}
