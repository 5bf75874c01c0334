import { DomainError, invalid } from '../shared/errors';
import { OFFER_STAGES, type OfferStage } from './offer-events';

/** Who moves an offer, as far as the stage rules care: an admin, or a user of the offer's own company. */
export type OfferActor = 'admin' | 'company';

/**
 * One cell of the table: `=` no move (nothing happens), `ok` allowed, `reason` allowed with a reason
 * only, `no` refused.
 */
export type OfferMoveRule = '=' | 'ok' | 'reason' | 'no';

/** A move of an offer, with what the rules depend on. */
export interface OfferMove {
  actor: OfferActor;
  from: OfferStage;
  to: OfferStage;
  /** Whether the offer's contact has been unlocked for it before (the offer state's `unlockIds` non-empty). */
  unlockedBefore: boolean;
}

type Cell = OfferMoveRule;
/** The cells of one `from` row, one per `to` stage in board order (`OFFER_STAGES`). */
type Row = readonly [Cell, Cell, Cell, Cell, Cell, Cell, Cell];
type Table = Readonly<Record<OfferStage, Row>>;

/*
 * The rules these tables spell out (README "Offer stages: who may move an offer where"):
 * - unlocked, in_company_process, gets_hired and hired are reached only by an offer whose contact has
 *   been unlocked (the first time through an unlock, never through a stage change); hired only from
 *   unlocked, in_company_process or gets_hired.
 * - An offer that has been unlocked enters new or in_process from any other stage only through an
 *   admin with a reason, and nothing leaves hired without an admin and a reason (a hire is billed).
 * - Company users move only offers that have been unlocked, only among unlocked, in_company_process,
 *   gets_hired, hired and unqualified, and never out of hired.
 * - Before an unlock, admins move offers freely among new, in_process and unqualified.
 */

// from \ to:           new       in_process  unlocked  in_company_process  gets_hired  hired  unqualified
const ADMIN_NEVER_UNLOCKED: Table = {
  new: ['=', 'ok', 'no', 'no', 'no', 'no', 'ok'],
  in_process: ['ok', '=', 'no', 'no', 'no', 'no', 'ok'],
  unlocked: ['reason', 'reason', '=', 'no', 'no', 'no', 'ok'],
  in_company_process: ['reason', 'reason', 'no', '=', 'no', 'no', 'ok'],
  gets_hired: ['reason', 'reason', 'no', 'no', '=', 'no', 'ok'],
  hired: ['reason', 'reason', 'no', 'no', 'no', '=', 'reason'],
  unqualified: ['ok', 'ok', 'no', 'no', 'no', 'no', '='],
};

const ADMIN_UNLOCKED_BEFORE: Table = {
  new: ['=', 'ok', 'ok', 'ok', 'ok', 'no', 'ok'],
  in_process: ['ok', '=', 'ok', 'ok', 'ok', 'no', 'ok'],
  unlocked: ['reason', 'reason', '=', 'ok', 'ok', 'ok', 'ok'],
  in_company_process: ['reason', 'reason', 'ok', '=', 'ok', 'ok', 'ok'],
  gets_hired: ['reason', 'reason', 'ok', 'ok', '=', 'ok', 'ok'],
  hired: ['reason', 'reason', 'reason', 'reason', 'reason', '=', 'reason'],
  unqualified: ['reason', 'reason', 'ok', 'ok', 'ok', 'no', '='],
};

const COMPANY_NEVER_UNLOCKED: Table = {
  new: ['=', 'no', 'no', 'no', 'no', 'no', 'no'],
  in_process: ['no', '=', 'no', 'no', 'no', 'no', 'no'],
  unlocked: ['no', 'no', '=', 'no', 'no', 'no', 'no'],
  in_company_process: ['no', 'no', 'no', '=', 'no', 'no', 'no'],
  gets_hired: ['no', 'no', 'no', 'no', '=', 'no', 'no'],
  hired: ['no', 'no', 'no', 'no', 'no', '=', 'no'],
  unqualified: ['no', 'no', 'no', 'no', 'no', 'no', '='],
};

const COMPANY_UNLOCKED_BEFORE: Table = {
  new: ['=', 'no', 'no', 'no', 'no', 'no', 'no'],
  in_process: ['no', '=', 'no', 'no', 'no', 'no', 'no'],
  unlocked: ['no', 'no', '=', 'ok', 'ok', 'ok', 'ok'],
  in_company_process: ['no', 'no', 'ok', '=', 'ok', 'ok', 'ok'],
  gets_hired: ['no', 'no', 'ok', 'ok', '=', 'ok', 'ok'],
  hired: ['no', 'no', 'no', 'no', 'no', '=', 'no'],
  unqualified: ['no', 'no', 'ok', 'ok', 'ok', 'no', '='],
};

const TABLES: Readonly<Record<OfferActor, { neverUnlocked: Table; unlockedBefore: Table }>> = {
  admin: { neverUnlocked: ADMIN_NEVER_UNLOCKED, unlockedBefore: ADMIN_UNLOCKED_BEFORE },
  company: { neverUnlocked: COMPANY_NEVER_UNLOCKED, unlockedBefore: COMPANY_UNLOCKED_BEFORE },
};

/** The table's cell for a move: whether it happens, and whether it needs a reason. Pure; the board asks it too. */
export function offerMoveRule({ actor, from, to, unlockedBefore }: OfferMove): OfferMoveRule {
  const table = TABLES[actor][unlockedBefore ? 'unlockedBefore' : 'neverUnlocked'];
  return table[from][OFFER_STAGES.indexOf(to)] ?? 'no';
}

export const OFFER_MOVE_REASON_LENGTH = { min: 3, max: 500 } as const;

const PROCESS_STAGES: readonly OfferStage[] = ['unlocked', 'in_company_process', 'gets_hired'];

/** Why nobody may make this move (422 on `stage`). */
function refusalMessage({ from, to, unlockedBefore }: OfferMove): string {
  if (to === 'unlocked' && !unlockedBefore) return 'An offer reaches the unlocked stage only by unlocking the contact.';
  if (!unlockedBefore && (to === 'in_company_process' || to === 'gets_hired' || to === 'hired')) {
    return `An offer moves to ${to} only after its contact has been unlocked.`;
  }
  if (to === 'hired' && !PROCESS_STAGES.includes(from)) return 'An offer is hired only from unlocked, in_company_process or gets_hired.';
  return `An offer does not move from ${from} to ${to}.`;
}

/**
 * Checks a move against the table and answers the reason to record (trimmed), if one was given.
 * Refusals: 422 on `stage` when nobody may make the move; 403 (`forbidden`) when an admin may but the
 * actor, a company user, may not, saying so; 422 on `reason` when the reason is shorter than 3 or longer
 * than 500 characters, or the move needs one and none was given.
 */
export function requireOfferMove(move: OfferMove, givenReason: string | undefined): string | undefined {
  const rule = offerMoveRule(move);
  if (rule === 'no') {
    const adminRule = offerMoveRule({ ...move, actor: 'admin' });
    if (adminRule === 'no') throw invalid('stage', refusalMessage(move));
    if (!move.unlockedBefore) throw new DomainError('forbidden', 'Only an admin moves an offer whose contact has not been unlocked.');
    throw new DomainError(
      'forbidden',
      `Only an admin may move an offer from ${move.from} to ${move.to}${adminRule === 'reason' ? ', and only with a reason' : ''}.`,
    );
  }
  const reason = givenReason?.trim();
  if (reason !== undefined && (reason.length < OFFER_MOVE_REASON_LENGTH.min || reason.length > OFFER_MOVE_REASON_LENGTH.max)) {
    throw invalid('reason', `The reason must be ${OFFER_MOVE_REASON_LENGTH.min} to ${OFFER_MOVE_REASON_LENGTH.max} characters long.`);
  }
  if (rule === 'reason' && reason === undefined)
    throw invalid('reason', `A reason is needed to move an offer from ${move.from} to ${move.to}.`);
  return reason;
}
