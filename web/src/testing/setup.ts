// jsdom lacks a few browser APIs the component library uses.
import { cleanup, configure } from '@testing-library/react';
import { SERVER_MESSAGES } from '@rm/domain';
import { afterEach } from 'vitest';
import { APP_MESSAGES } from '../app/catalogues/all';
import { setupI18n } from '../lib/i18n';

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
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
afterEach(() => cleanup());
