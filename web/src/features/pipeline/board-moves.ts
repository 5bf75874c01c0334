import { offerMoveRule, type OfferActor, type OfferStage } from '@rm/domain';

export interface BoardMove {
  /** Whether the card may be dropped on the column. */
  allowed: boolean;
  /** Whether the move needs a reason, asked for before the move is sent. */
  reasonRequired: boolean;
}

/**
 * A card's move as the domain's stage table has it. A card does not say whether its contact was ever
 * unlocked, so a move is offered when either history allows it (the server decides on the offer's own
 * history) and a reason is asked for when either needs one.
 */
export function boardMove(actor: OfferActor, from: OfferStage, to: OfferStage): BoardMove {
  if (from === to) return { allowed: false, reasonRequired: false };
  const rules = [false, true].map((unlockedBefore) => offerMoveRule({ actor, from, to, unlockedBefore }));
  return { allowed: rules.some((rule) => rule === 'ok' || rule === 'reason'), reasonRequired: rules.includes('reason') };
}
