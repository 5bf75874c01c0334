import { offerMoveRule, type OfferActor, type OfferStage } from '@rm/domain';

/** What dropping a card on a column does: nothing (refused), the unlock dialog, or a stage change. */
export type BoardMove = { kind: 'refused' } | { kind: 'unlock' } | { kind: 'move'; reasonRequired: boolean };

/** The card as far as its moves go. */
export interface MovableCard {
  stage: OfferStage;
  unlocked_before: boolean;
}

/**
 * A card's move as the domain's stage table has it: a contact never unlocked reaches `unlocked` only by
 * unlocking it (the dialog, for admins), every other move is a stage change the table allows, with a
 * reason where it asks for one.
 */
export function boardMove(actor: OfferActor, card: MovableCard, to: OfferStage): BoardMove {
  if (card.stage === to) return { kind: 'refused' };
  if (to === 'unlocked' && !card.unlocked_before) return actor === 'admin' ? { kind: 'unlock' } : { kind: 'refused' };
  const rule = offerMoveRule({ actor, from: card.stage, to, unlockedBefore: card.unlocked_before });
  if (rule === 'ok') return { kind: 'move', reasonRequired: false };
  if (rule === 'reason') return { kind: 'move', reasonRequired: true };
  return { kind: 'refused' };
}
