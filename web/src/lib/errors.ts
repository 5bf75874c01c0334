export const GENERIC_ERROR = 'Something went wrong. Please try again or contact customer support.';
export const SESSION_EXPIRED = 'Your session has been expired!';
export const NO_ACCESS = "You don't have access to do this.";

export interface ApiErrorShape {
  status: number | string;
  data?: unknown;
}

/** The first message per field of a 422 answer, or null when the answer carries no field errors. */
export function fieldErrors(error: unknown): Record<string, string> | null {
  const data = (error as ApiErrorShape | undefined)?.data;
  if (!data || typeof data !== 'object' || !('errors' in data)) return null;
  const errors = (data).errors;
  if (!errors || typeof errors !== 'object') return null;
  const first: Record<string, string> = {};
  for (const [field, messages] of Object.entries(errors as Record<string, unknown>)) {
    if (Array.isArray(messages) && typeof messages[0] === 'string') first[field] = messages[0];
  }
  return first;
}

/** What to show for a failed call: the server's message, or the generic text when there is none. */
export function errorMessage(error: unknown): string {
  const shape = error as ApiErrorShape | undefined;
  if (shape?.status === 403) {
    const message = (shape.data as { message?: unknown } | undefined)?.message;
    return typeof message === 'string' && message ? message : NO_ACCESS;
  }
  const data = shape?.data;
  if (data && typeof data === 'object' && typeof (data as { message?: unknown }).message === 'string') {
    const fields = fieldErrors(error);
    const firstField = fields ? Object.values(fields)[0] : undefined;
    return firstField ?? (data as { message: string }).message;
  }
  return GENERIC_ERROR;
}
