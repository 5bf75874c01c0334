import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { OFFER_MOVE_REASON_LENGTH, OfferCardSchema, OfferStageSchema, type OfferState } from '@rm/domain';
import { authorize, forbidden, isAdmin, notFoundError, signedInUser, type AuthUser } from '@rm/platform/http';
import { Type, type Static } from '@sinclair/typebox';
import { ADMIN_OR_BUSINESS, IdParamsSchema, SuccessSchema, commandErrors, metadataOf, type CommandRoutesOptions } from '../shared/route-kit';
import { changeOfferStage, trackOfferStep, type OfferGuard } from './offer-commands';

const ChangeOfferStageBodySchema = Type.Object({
  stage: OfferStageSchema,
  /** The stage the caller saw the offer in: if someone else moved it since, the answer is 409 and nothing changes. */
  from: Type.Optional(OfferStageSchema),
  /** Why (trimmed, 3–500 characters; recorded on the event): required where the stage rules say so, else 422 on `reason`. */
  reason: Type.Optional(Type.String({ minLength: OFFER_MOVE_REASON_LENGTH.min, maxLength: OFFER_MOVE_REASON_LENGTH.max })),
});
export type ChangeOfferStageBody = Static<typeof ChangeOfferStageBodySchema>;
const TrackOfferStepBodySchema = Type.Object({ step: Type.String({ minLength: 1, maxLength: 100 }) });
export type TrackOfferStepBody = Static<typeof TrackOfferStepBodySchema>;

/** Who may act on an offer, judged on the offer's own stream: admins any, company users their company's, a contact their own. */
const mayActOn =
  (user: AuthUser): OfferGuard =>
  (state: OfferState) => {
    if (state.status !== 'open' || isAdmin(user)) return;
    const ownCompany = user.companyId !== null && state.companyId === user.companyId;
    const ownOffer = user.contactId !== null && state.contactId === user.contactId;
    if (!ownCompany && !ownOffer) throw forbidden();
  };

/** Moving offers on the pipeline board, and tracking what happened to an offer. */
export const offerRoutes: FastifyPluginCallbackTypebox<CommandRoutesOptions> = (app, { store, reads }, done) => {
  app.put(
    '/api/offers/:id',
    {
      config: authorize(ADMIN_OR_BUSINESS),
      schema: {
        tags: ['offers'],
        summary:
          'Move an offer to another stage, as the stage rules allow (README "Offer stages: who may move an offer where"): a move nobody may make is 422 on `stage` ' +
          '(e.g. `unlocked` or `hired` before the contact was unlocked: unlocking goes through POST /api/unlock-contact); one only an admin may make is 403 for company users; ' +
          'one that needs a reason (an unlocked offer back to new or in_process, anything out of hired) is 422 on `reason` without it. With `from`, a move by someone else meanwhile is a conflict (409)',
        params: IdParamsSchema,
        body: ChangeOfferStageBodySchema,
        response: { 200: Type.Object({ data: OfferCardSchema }), ...commandErrors },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const { id } = request.params;
      const { stage, from, reason } = request.body;
      const actor = isAdmin(user) ? 'admin' : 'company';
      const result = await changeOfferStage(store, id, { stage, from, reason, actor }, metadataOf(request), mayActOn(user));
      if (result.state.status !== 'open') throw notFoundError('Offer not found.');
      let card = await reads.offerCard(id);
      if (!card) {
        await reads.caughtUp('offer-board', result.append?.position ?? null);
        card = await reads.offerCard(id);
      }
      if (!card) throw notFoundError('Offer not found.');
      return { data: { ...card, stage: result.state.stage, hired_at: result.state.hiredAt, unlocked_before: result.state.unlockIds.length > 0 } };
    },
  );

  app.post(
    '/api/offers/:id/track',
    {
      config: authorize('authenticated'),
      schema: {
        tags: ['offers'],
        summary: 'Record a step of an offer (e.g. viewed)',
        params: IdParamsSchema,
        body: TrackOfferStepBodySchema,
        response: { 200: SuccessSchema, ...commandErrors },
      },
    },
    async (request) => {
      await trackOfferStep(store, request.params.id, request.body.step, metadataOf(request), mayActOn(signedInUser(request)));
      return { success: true };
    },
  );
  done();
};
