import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { candidateOffersFeature, forbidden } from '@rm/domain';
import { bindContracts, queryHandlers, signedInUser } from '@rm/platform/http';
import type { FastifyRequest } from 'fastify';
import type { QueryRoutesOptions } from '../shared/query-context';
import { myOffers, offerByToken, phoneVerified } from './candidate-offer-queries';

/** The signed-in candidate's contact (the contracts admit the contact role only). */
function contactOf(request: FastifyRequest): string {
  const { contactId } = signedInUser(request);
  if (contactId === null) throw forbidden();
  return contactId;
}

/** The candidate's offers, the offer of a link, and whether their phone is verified. */
export const candidateOfferQueryRoutes: FastifyPluginCallbackTypebox<QueryRoutesOptions> = (app, { pool }, done) => {
  bindContracts(
    app,
    queryHandlers(candidateOffersFeature, {
      myOffers: (request) => myOffers(pool, contactOf(request)),
      offerByToken: (request) => offerByToken(pool, contactOf(request), request.params.token),
      phoneVerified: (request) => phoneVerified(pool, contactOf(request)),
    }),
  );
  done();
};
