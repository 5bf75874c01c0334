import type { Language } from '../lib/language';

/** 'Loading…' in each language, as the app's messages say it (`app.loading`; a test holds them equal). */
export const LOADING: Readonly<Record<Language, string>> = { de: 'Lädt...', en: 'Loading...', pl: 'Ładowanie...' };

/**
 * Shows 'Lädt...' in the page at once, from the page's first script, until the app renders over it: on a
 * slow phone the app's code takes seconds to arrive, and a blank page in the meantime looks broken.
 */
export function showLoadingNote(root: HTMLElement, language: Language): void {
  if (root.childElementCount > 0) return;
  const note = document.createElement('p');
  note.setAttribute('role', 'status');
  note.textContent = LOADING[language];
  // The theme's dimmed grey and font, from the stylesheet's variables (the theme itself comes with the app).
  note.style.cssText = 'margin:0;padding:1rem;color:var(--mantine-color-gray-7);font-family:var(--mantine-font-family)';
  root.append(note);
}
