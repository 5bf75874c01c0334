import type { CurrentUser } from '@rm/domain';
import { useEffect, useState } from 'react';

/**
 * Whether someone is signed in, for pages anyone may open: asked with a plain request, because the app's
 * API client treats a 401 as an expired session and sends the visitor to the sign-in page.
 */
export function useSession(): { loading: boolean; user: CurrentUser | null } {
  const [state, setState] = useState<{ loading: boolean; user: CurrentUser | null }>({ loading: true, user: null });
  useEffect(() => {
    let cancelled = false;
    void fetch('/api/user/current', { credentials: 'same-origin', headers: { Accept: 'application/json' } })
      .then(async (response) => (response.ok ? ((await response.json()) as CurrentUser) : null))
      .catch(() => null)
      .then((user) => {
        if (!cancelled) setState({ loading: false, user });
      });
    return () => {
      cancelled = true;
    };
  }, []);
  return state;
}

export const isCandidate = (user: CurrentUser | null): boolean => Boolean(user?.roles.some((role) => role.name === 'contact'));
