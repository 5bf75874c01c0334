import type { Decider } from '../shared/decider';
import { assertNever } from '../shared/decider';
import { conflict, invalid } from '../shared/errors';
import type { MagicLinkEvent } from './candidate-offer-events';

/** Spec §8: a sign-in link is good for 60 minutes. */
export const MAGIC_LINK_VALID_MINUTES = 60;
/** A new link only a minute after the last one. */
export const MAGIC_LINK_RESEND_SECONDS = 60;
/** Links one person receives in an hour. */
export const MAGIC_LINK_MAX_PER_HOUR = 5;

export const MAGIC_LINK_SENT = 'Wir haben Ihnen einen Anmelde-Link geschickt. Dieser läuft in 60 Minuten ab.';
export const MAGIC_LINK_WAIT = 'Please wait {{seconds}} seconds before requesting a new sign-in link.';
export const MAGIC_LINK_INVALID = 'This sign-in link is not valid.';
export const MAGIC_LINK_USED = 'This sign-in link has already been used.';
export const MAGIC_LINK_EXPIRED = 'This sign-in link has expired. Please request a new one.';

export interface MagicLinkState {
  /** Links sent, oldest first (the recent ones: the limits and the sign-in look at these). */
  links: ReadonlyArray<{ tokenHash: string; sentAt: string; expiresAt: string; used: boolean }>;
}

export type MagicLinkCommand =
  | { type: 'SendMagicLink'; data: { userId: string; tokenHash: string; now: string } }
  | { type: 'UseMagicLink'; data: { userId: string; tokenHash: string; now: string } };

const seconds = (from: string, to: string): number => (Date.parse(to) - Date.parse(from)) / 1000;

/** How long to wait before another link may go out (0: now): a minute after the last, five in an hour. */
export function magicLinkWaitSeconds(state: MagicLinkState, now: string): number {
  const last = state.links.at(-1);
  if (last && seconds(last.sentAt, now) < MAGIC_LINK_RESEND_SECONDS)
    return Math.ceil(MAGIC_LINK_RESEND_SECONDS - seconds(last.sentAt, now));
  const lastHour = state.links.filter((link) => seconds(link.sentAt, now) < 3600);
  const oldest = lastHour[0];
  if (lastHour.length >= MAGIC_LINK_MAX_PER_HOUR && oldest) return Math.ceil(3600 - seconds(oldest.sentAt, now));
  return 0;
}

/** One person's sign-in links: sent with limits, each signs in once within 60 minutes. */
export const magicLinkDecider: Decider<MagicLinkState, MagicLinkCommand, MagicLinkEvent> = {
  initialState: () => ({ links: [] }),

  decide(command, state) {
    switch (command.type) {
      case 'SendMagicLink': {
        const { userId, tokenHash, now } = command.data;
        if (magicLinkWaitSeconds(state, now) > 0) throw conflict(MAGIC_LINK_WAIT);
        const expiresAt = new Date(Date.parse(now) + MAGIC_LINK_VALID_MINUTES * 60_000).toISOString();
        return [{ type: 'MagicLinkSent', data: { userId, tokenHash, sentAt: now, expiresAt } }];
      }
      case 'UseMagicLink': {
        const { userId, tokenHash, now } = command.data;
        const link = state.links.find((candidate) => candidate.tokenHash === tokenHash);
        if (!link) throw invalid('token', MAGIC_LINK_INVALID);
        if (link.used) throw invalid('token', MAGIC_LINK_USED);
        if (Date.parse(now) >= Date.parse(link.expiresAt)) throw invalid('token', MAGIC_LINK_EXPIRED);
        return [{ type: 'MagicLinkUsed', data: { userId, tokenHash, usedAt: now } }];
      }
      default:
        return assertNever(command);
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case 'MagicLinkSent':
        return {
          links: [
            ...state.links,
            { tokenHash: event.data.tokenHash, sentAt: event.data.sentAt, expiresAt: event.data.expiresAt, used: false },
          ].slice(-MAGIC_LINK_MAX_PER_HOUR * 4),
        };
      case 'MagicLinkUsed':
        return { links: state.links.map((link) => (link.tokenHash === event.data.tokenHash ? { ...link, used: true } : link)) };
      default:
        return assertNever(event);
    }
  },
};
