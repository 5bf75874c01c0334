/** Spec §9: candidates registered from this day on see the popup after their first accepted offer. */
export const FIRST_ACCEPT_POPUP_CUTOFF = '2023-01-12';
/** The screen the first-accept popup is (a candidate who has seen it has it in `user_info_screens`). */
export const FIRST_ACCEPT_SCREEN = 'first_offer_accepted';

/** Whether the first-accept popup shows: for a contact created on or after the cut-off who has not seen it yet. */
export function showsFirstAcceptPopup(contact: {
  created_at: string;
  user_info_screens: ReadonlyArray<{ identifier_screen: string }>;
}): boolean {
  if (contact.created_at.slice(0, 10) < FIRST_ACCEPT_POPUP_CUTOFF) return false;
  return !contact.user_info_screens.some((screen) => screen.identifier_screen === FIRST_ACCEPT_SCREEN);
}

/** An offer link's token: base64url of 40 bytes (the offer's id, then 24 random bytes): 54 characters. */
export const OFFER_TOKEN_PATTERN = '^[A-Za-z0-9_-]{54}$';
/** A sign-in link's token: base64url of 48 bytes (the person's id, then 32 random bytes): 64 characters. */
export const MAGIC_TOKEN_PATTERN = '^[A-Za-z0-9_-]{64}$';

/**
 * Who may sign in by a mailed link: candidates only. A link is a password that anyone may ask to be sent,
 * so accounts that can do more than a candidate (admins, company users) sign in with their password alone.
 */
export const mayUseSignInLink = (user: { roles: readonly string[]; contactId: string | null }): boolean =>
  user.contactId !== null && user.roles.length > 0 && user.roles.every((role) => role === 'contact');
