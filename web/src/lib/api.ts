import { createApi, fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { csrfToken } from './csrf';
import { NO_ACCESS, SESSION_EXPIRED } from './errors';
import { flashShown } from './flash';

/** Hooks into the browser, replaceable in tests. */
export const browser = {
  goToLogin: (): void => {
    if (window.location.pathname !== '/login') window.location.assign('/login');
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

/** 401 → "Your session has been expired!" then /login; 403 → the server's message; 419 → reload. */
export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (args, api, extra) => {
  const result = await rawBaseQuery(args, api, extra);
  const status = result.error?.status;
  if (status === 401 && api.endpoint !== 'currentUser' && api.endpoint !== 'login') {
    api.dispatch(flashShown(SESSION_EXPIRED, 'danger'));
    browser.goToLogin();
  } else if (status === 403) {
    const message = (result.error?.data as { message?: unknown } | undefined)?.message;
    api.dispatch(flashShown(typeof message === 'string' && message ? message : NO_ACCESS, 'danger'));
  } else if (status === 419) {
    browser.reload();
  }
  return result;
};

/** The one API slice; features add their endpoints with injectEndpoints. Tags are named after read models. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['CurrentUser', 'OfferBoard', 'Contact', 'Campaigns', 'Unlocks', 'AuditLog', 'Options'],
  endpoints: () => ({}),
});
