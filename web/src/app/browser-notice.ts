import type { Language } from '../lib/language';

/** The notice in each language (the spec's wording: "Please use chrome/safari/firefox browser for optimal experience."). */
export const BROWSER_NOTICE: Readonly<Record<Language, string>> = {
  de: 'Bitte verwenden Sie Chrome, Safari oder Firefox für eine optimale Nutzung.',
  en: 'Please use Chrome, Safari or Firefox for the best experience.',
  pl: 'Aby korzystać z serwisu optymalnie, użyj przeglądarki Chrome, Safari lub Firefox.',
};

/** The marker the notice carries, so that it is shown once. */
const NOTICE_ID = 'unsupported-browser-notice';

/**
 * Whether the browser is one the app does not support well: Opera (`Opera/…`, `OPR/…`, Opera Mini and
 * Opera Mobile) and Internet Explorer below version 10 (`MSIE 6.0` … `MSIE 9.0`; from 11 on Internet
 * Explorer no longer says `MSIE`, and 10 is supported).
 */
export function isUnsupportedBrowser(userAgent: string): boolean {
  if (/\bOPR\/|\bOpera\b|\bOPiOS\//.test(userAgent)) return true;
  const ie = /\bMSIE (\d+)(?:\.\d+)?/.exec(userAgent);
  return ie !== null && Number(ie[1]) < 10;
}

/**
 * Shows the notice at the top of the page for an unsupported browser. It is put before the app's root
 * (not in it), so that the app rendering there does not remove it; plain markup, since such a browser may
 * not run the app at all.
 */
export function showBrowserNotice(page: Document, userAgent: string, language: Language): void {
  if (!isUnsupportedBrowser(userAgent) || page.getElementById(NOTICE_ID)) return;
  const notice = page.createElement('p');
  notice.id = NOTICE_ID;
  notice.setAttribute('role', 'alert');
  notice.textContent = BROWSER_NOTICE[language];
  notice.style.cssText =
    'margin:0;padding:0.75rem 1rem;background:#fff3bf;color:#5c3c00;font-family:var(--mantine-font-family);text-align:center';
  page.body.prepend(notice);
}
