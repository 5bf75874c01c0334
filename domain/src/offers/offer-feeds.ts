import { Type } from '@sinclair/typebox';
import { adminsAndCompany, changeFeed } from '../shared/change-feed';
import { Nullable, Uuid } from '../shared/schema';
import { OfferStageSchema } from './offer-events';

/** An offer was created or moved: the board's two columns and the card change. */
export const offerBoardChanged = changeFeed({
  subject: 'rm.offer-board.changed',
  notice: Type.Object({
    offerId: Uuid,
    companyId: Uuid,
    campaignId: Uuid,
    /** null for a new offer. */
    from: Nullable(OfferStageSchema),
    to: OfferStageSchema,
    /** Event position as a decimal string. */
    position: Type.String(),
    /** The request that made the change (its X-Request-Id): that browser already knows. */
    correlationId: Nullable(Type.String()),
  }),
  channel: 'pipe',
  visibleTo: adminsAndCompany,
  permission: () => 'campaigns',
  tags: (notice) => [
    { type: 'Offer', id: notice.offerId },
    { type: 'Offer', id: `LIST-${notice.to}` },
    ...(notice.from ? [{ type: 'Offer', id: `LIST-${notice.from}` }] : []),
    'AuditLog',
  ],
  announce: (notice) => (notice.from === null ? null : 'board.stageUpdated'),
});

/** An offer was rejected by its candidate: the rejected-offers list and its statistics change. */
export const rejectedOffersChanged = changeFeed({
  subject: 'rm.rejected-offers.changed',
  notice: Type.Object({
    offerId: Uuid,
    companyId: Uuid,
    /** The request that made the change (its X-Request-Id): that browser already knows. */
    correlationId: Nullable(Type.String()),
  }),
  channel: 'pipe',
  visibleTo: adminsAndCompany,
  permission: () => 'campaigns',
  tags: () => [{ type: 'RejectedOffer', id: 'LIST' }, 'AuditLog'],
});
