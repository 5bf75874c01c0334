import type { ArgsOf, ResponseOf, usersFeature } from '@rm/domain';
import type { ApiErrorShape } from '../../lib/errors';
import { csrfToken } from '../../lib/csrf';

type SignInContract = typeof usersFeature.commands.signIn;

/** The sign-in's path, held to the contract's by the type (the page does without the contracts' code). */
const SIGN_IN_PATH: SignInContract['path'] = '/login';

/** The answer of a sign-in: the user, or the error as RTK Query would give it (status and body), for `fieldErrors`/`errorMessage`. */
export type SignInResult = { data: ResponseOf<SignInContract> } | { error: ApiErrorShape };

/** Signs in with a plain request: the sign-in page loads neither the store nor the contracts. */
export async function signIn(credentials: ArgsOf<SignInContract>, fetchFn: typeof fetch = fetch): Promise<SignInResult> {
  const headers: Record<string, string> = { Accept: 'application/json', 'Content-Type': 'application/json' };
  const token = csrfToken();
  if (token) headers['X-XSRF-TOKEN'] = token;
  try {
    const response = await fetchFn(SIGN_IN_PATH, {
      method: 'POST',
      credentials: 'same-origin',
      headers,
      body: JSON.stringify(credentials),
    });
    const body: unknown = await response.json().catch(() => undefined);
    return response.ok ? { data: body as ResponseOf<SignInContract> } : { error: { status: response.status, data: body } };
  } catch {
    return { error: { status: 'FETCH_ERROR' } };
  }
}
