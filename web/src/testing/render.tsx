import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { Providers } from '../app/providers';
import { makeStore, type AppStore } from '../lib/store';
import { api, browser } from '../lib/api';

export interface Recorded {
  method: string;
  url: string;
  body: unknown;
  /** The form of a multipart request (an upload); its body is then undefined. */
  form?: FormData;
  /** The X-Request-Id of a change (the push about it names it). */
  requestId: string | null;
}
export type Handler = (request: Recorded) => { status: number; body?: unknown } | Promise<{ status: number; body?: unknown }>;

const rendered = new Set<AppStore>();

/**
 * Ends the cache timers of the stores the test rendered with (RTK Query keeps an unused answer for a minute):
 * called by the setup after each test, once its screens are unmounted.
 */
export function disposeRenderedStores(): void {
  for (const store of rendered) store.dispatch(api.util.resetApiState());
  rendered.clear();
}

/** The app's store for a test: its cache timers are ended after the test (`disposeRenderedStores`). */
export function makeTestStore(): AppStore {
  const store = makeStore();
  rendered.add(store);
  return store;
}

/**
 * Renders a screen with the real store, API slice and providers; the network edge is a stub that
 * answers by "METHOD /path" (query strings ignored) and records every call.
 */
export function renderWithApi(
  ui: ReactElement,
  routes: Record<string, Handler>,
  options: { path?: string } = {},
): RenderResult & { store: AppStore; calls: Recorded[] } {
  const calls: Recorded[] = [];
  browser.fetch = async (input, init) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url, 'http://localhost');
    const multipart = (request.headers.get('content-type') ?? '').startsWith('multipart/form-data');
    const form = multipart ? await request.formData() : undefined;
    const text = request.method === 'GET' || multipart ? '' : await request.text();
    const recorded: Recorded = {
      method: request.method,
      url: url.pathname + url.search,
      body: text ? (JSON.parse(text) as unknown) : undefined,
      ...(form ? { form } : {}),
      requestId: request.headers.get('X-Request-Id'),
    };
    calls.push(recorded);
    const handler = routes[`${request.method} ${url.pathname}`];
    const answer = handler ? await handler(recorded) : { status: 404, body: { message: 'not stubbed' } };
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  };
  const store = makeTestStore();
  const result = render(
    <Providers store={store} env="test">
      <MemoryRouter initialEntries={[options.path ?? '/']}>{ui}</MemoryRouter>
    </Providers>,
  );
  return { ...result, store, calls };
}

export const ok = (body: unknown) => () => ({ status: 200, body });
