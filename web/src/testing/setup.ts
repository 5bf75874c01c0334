// jsdom lacks a few browser APIs the component library uses.
import { cleanup, configure } from '@testing-library/react';
import { SERVER_MESSAGES } from '@rm/domain';
import i18n from 'i18next';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { APP_MESSAGES } from '../app/catalogues/all';
import { setupI18n } from '../lib/i18n';
import { disposeRenderedStores } from './render';
import { beginTest, describeLeftoverWork, settleLeftoverWork, takeLeftoverWork, watchLeftoverWork } from './leftover-work';

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  // The user asks for reduced motion: with the theme's `respectReducedMotion`, Mantine's transitions then take
  // no time and start no timers (a transition's timer used to fire after jsdom was torn down).
  value: (query: string) => ({
    matches: query.includes('prefers-reduced-motion: reduce'),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});
class NoopObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
Object.assign(globalThis, { ResizeObserver: NoopObserver });
Element.prototype.scrollIntoView = () => undefined;
setupI18n(APP_MESSAGES, SERVER_MESSAGES, 'en');
// Screens load their parts lazily; on a busy machine (the suite runs files in parallel) that takes longer than
// the library's 1 s default. A screen that never shows what is awaited still fails.
configure({ asyncUtilTimeout: 5000 });

// No test leaves work behind: a timer it started that is still pending once its screen is unmounted, its
// stores' cache timers cleared and what was about to fire has fired fails that test (and is cancelled, so
// that it cannot fire after the file's environment is gone).
watchLeftoverWork();

// The files of a worker share one jsdom and one module graph (`isolate: false`): each starts as a file used
// to start on a fresh one, with nothing stored in the browser and the language the tests are written in.
beforeAll(async () => {
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  await i18n.changeLanguage('en');
});
beforeEach(() => beginTest());
afterEach(async () => {
  cleanup();
  // Unmounting unsubscribes the screens' queries in a batch at the end of the task.
  await new Promise((resolve) => setImmediate(resolve));
  disposeRenderedStores();
  await settleLeftoverWork();
  const left = takeLeftoverWork();
  if (left.length > 0) throw new Error(describeLeftoverWork(left));
});
afterAll(() => {
  takeLeftoverWork({ all: true });
});
