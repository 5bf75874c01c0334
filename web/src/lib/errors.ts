import i18n from 'i18next';
import { serverText } from './server-text';

export interface ApiErrorShape {
  status: number | string;
  data?: unknown;
}

/** The first message per field of a 422 answer, in the user's language; null when the answer carries no field errors. */
export function fieldErrors(error: unknown): Record<string, string> | null {
  const data = (error as ApiErrorShape | undefined)?.data;
  if (!data || typeof data !== 'object' || !('errors' in data)) return null;
  const errors = data.errors;
  if (!errors || typeof errors !== 'object') return null;
  const first: Record<string, string> = {};
  for (const [field, messages] of Object.entries(errors as Record<string, unknown>)) {
    if (Array.isArray(messages) && typeof messages[0] === 'string') first[field] = serverText(messages[0]);
  }
  return first;
}

/** What to show for a failed call, in the user's language: the server's message, or a general one when there is none. */
export function errorMessage(error: unknown): string {
  const shape = error as ApiErrorShape | undefined;
  const message = (shape?.data as { message?: unknown } | undefined)?.message;
  if (shape?.status === 403) return typeof message === 'string' && message ? serverText(message) : i18n.t('errors.noAccess');
  if (typeof message === 'string') {
    const fields = fieldErrors(error);
    return (fields ? Object.values(fields)[0] : undefined) ?? serverText(message);
  }
  return i18n.t('errors.generic');
}
