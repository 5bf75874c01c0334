import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { conversionStepOf, forbidden, notFound, offersFeature, type OfferState } from '@rm/domain';
import { bindContracts, commandHandlers, isAdmin, signedInUser, type AuthUser } from '@rm/platform/http';
import { metadataOf, type CommandRoutesOptions } from '../shared/command-context';
import { changeOfferStage, rejectOffer, trackOfferStep, type OfferGuard } from './offer-commands';

/** Who may act on an offer, judged on the offer's own stream: admins any, company users their company's, a contact their own. */
const mayActOn =
  (user: AuthUser): OfferGuard =>
  (state: OfferState) => {
    if (state.status !== 'open' || isAdmin(user)) return;
    const ownCompany = user.companyId !== null && state.companyId === user.companyId;
    const ownOffer = user.contactId !== null && state.contactId === user.contactId;
    if (!ownCompany && !ownOffer) throw forbidden();
  };

/** Who may answer an offer for its candidate: the candidate, or an admin recording their answer. */
const mayAnswer =
  (user: AuthUser): OfferGuard =>
  (state: OfferState) => {
    if (state.status !== 'open' || isAdmin(user)) return;
    if (user.contactId === null || state.contactId !== user.contactId) throw forbidden();
  };

/**
 * Who may track a step: the steps of the conversion funnel (the SMS or mail clicked, the offer seen, its accept and
 * reject modals, the acceptance) are the candidate's doing and feed the admins' conversion reports, so only the
 * offer's candidate records them (a company or an admin posting one would skew the reports); any other step, whoever
 * may act on the offer.
 */
const mayTrack =
  (user: AuthUser, step: string): OfferGuard =>
  (state: OfferState) => {
    if (state.status === 'open' && conversionStepOf(step) !== null) {
      if (user.contactId === null || state.contactId !== user.contactId)
        throw forbidden('Only the candidate records this step of their offer.');
      return;
    }
    mayActOn(user)(state);
  };

/** Moving offers on the pipeline board, and tracking what happened to an offer. */
export const offerRoutes: FastifyPluginCallbackTypebox<CommandRoutesOptions> = (app, { store, reads }, done) => {
  bindContracts(
    app,
    commandHandlers(offersFeature, {
      async changeOfferStage(request) {
        const user = signedInUser(request);
        const { id } = request.params;
        const { stage, from, reason } = request.body;
        const move = { stage, from, reason, actor: isAdmin(user) ? ('admin' as const) : ('company' as const) };
        const result = await changeOfferStage(store, id, move, metadataOf(request), mayActOn(user));
        if (result.state.status !== 'open') throw notFound('Offer not found.');
        let card = await reads.offerCard(id);
        if (!card) {
          await reads.caughtUp('offer-board', result.append?.position ?? null);
          card = await reads.offerCard(id);
        }
        if (!card) throw notFound('Offer not found.');
        return {
          data: { ...card, stage: result.state.stage, hired_at: result.state.hiredAt, unlocked_before: result.state.unlockIds.length > 0 },
        };
      },
      async rejectOffer(request) {
        const user = signedInUser(request);
        await rejectOffer(
          store,
          request.params.id,
          { reason: request.body.reason, text: request.body.text ?? null },
          metadataOf(request),
          mayAnswer(user),
        );
        return { message: 'Offer rejected.' };
      },
      async trackOfferStep(request) {
        await trackOfferStep(
          store,
          request.params.id,
          request.body.step,
          metadataOf(request),
          mayTrack(signedInUser(request), request.body.step),
        );
        return { success: true };
      },
    }),
  );
  done();
};
