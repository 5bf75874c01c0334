import { createApi, fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { API_TAGS, type ApiTag } from '@rm/domain';
import { csrfToken } from './csrf';
import { takeEarlyAnswer } from './early-answers';
import { errorMessage } from './errors';
import { flashShown } from './flash';
import { noteSessionExpired } from './session-notice';
import { rememberOwnRequest } from './own-requests';

/** Set once the page is on its way to the sign-in: more refused calls must not start the navigation again (each would cancel the one before). */
let leavingForLogin = false;

/** Hooks into the browser, replaceable in tests. */
export const browser = {
  goToLogin: (): void => {
    if (leavingForLogin || window.location.pathname === '/login') return;
    leavingForLogin = true;
    window.location.assign('/login');
  },
  reload: (): void => window.location.reload(),
  fetch: (...args: Parameters<typeof fetch>): ReturnType<typeof fetch> => fetch(...args),
};

const rawBaseQuery = fetchBaseQuery({
  // Absolute, so that requests also build outside a browser page (component tests).
  baseUrl: `${window.location.origin}/`,
  credentials: 'same-origin',
  fetchFn: (...args) => browser.fetch(...args),
  prepareHeaders: (headers) => {
    const token = csrfToken();
    if (token) headers.set('X-XSRF-TOKEN', token);
    headers.set('Accept', 'application/json');
    return headers;
  },
});

/** A random UUID (v4); `crypto.randomUUID` exists only on https and localhost, `getRandomValues` everywhere. */
function randomRequestId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function withOwnRequestId(args: string | FetchArgs): FetchArgs {
  const request = typeof args === 'string' ? { url: args } : args;
  const requestId = randomRequestId();
  rememberOwnRequest(requestId);
  const headers = new Headers(request.headers as HeadersInit | undefined);
  headers.set('X-Request-Id', requestId);
  return { ...request, headers };
}

/**
 * 401 → /login, which then says the session has expired; 403 → the server's message (once, however many
 * calls were refused); 419 → reload.
 */
/** Set from a sign-out until the next sign-in: the screen signed out of may still refetch, and its 401s expired nothing. */
let signedOut = false;

/** The address a query asks for (the API's base is the page's origin): the key of its early answer. */
const pathOf = (args: string | FetchArgs): string => `/${(typeof args === 'string' ? args : args.url).replace(/^\//, '')}`;

/** A query's early answer (`early-answers.ts`) as the base query's result, once; null when there is none (or it failed). */
async function earlyResult(args: string | FetchArgs): Promise<Awaited<ReturnType<typeof rawBaseQuery>> | null> {
  const method = typeof args === 'string' ? 'GET' : (args.method ?? 'GET');
  const answer = method.toUpperCase() === 'GET' && (typeof args === 'string' || !args.params) ? takeEarlyAnswer(pathOf(args)) : undefined;
  const response = await answer;
  if (!response) return null;
  const body = (await response.json().catch(() => null)) as unknown;
  return response.ok ? { data: body } : { error: { status: response.status, data: body } };
}

export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (args, api, extra) => {
  // A change names its request before it is sent: the push about it may come back before the answer.
  const request = api.type === 'mutation' ? withOwnRequestId(args) : args;
  if (api.endpoint === 'logout') signedOut = true;
  const result = (api.type === 'query' ? await earlyResult(args) : null) ?? (await rawBaseQuery(request, api, extra));
  const status = result.error?.status;
  if (api.endpoint === 'login' && !result.error) signedOut = false;
  if (status === 401 && api.endpoint !== 'currentUser' && api.endpoint !== 'login' && !signedOut) {
    noteSessionExpired();
    browser.goToLogin();
  } else if (status === 403) {
    api.dispatch(flashShown(errorMessage(result.error), 'danger'));
  } else if (status === 419) {
    browser.reload();
  }
  return result;
};

/**
 * Tags, named after what they hold, as the features declare them (`API_TAGS`); a tag carries an id where
 * the data has one (`{ type: 'Offer', id }`, `LIST-<stage>` per column).
 */
export { API_TAGS, type ApiTag };

/** The one API slice; features add their endpoints with injectEndpoints. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: API_TAGS,
  endpoints: () => ({}),
});
