/**
 * Why the sign-in page is shown, kept across the reload that takes an expired session there, so that it
 * says so until the user signs in again ("Ihre Sitzung ist abgelaufen!").
 */
const KEY = 'signed-out-because';
export type SessionNotice = 'expired';

export function noteSessionExpired(): void {
  sessionStorage.setItem(KEY, 'expired');
}

/** The notice, if one is waiting. */
export function sessionNotice(): SessionNotice | null {
  return sessionStorage.getItem(KEY) === 'expired' ? 'expired' : null;
}

export function clearSessionNotice(): void {
  sessionStorage.removeItem(KEY);
}
