import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { NamedSchema, OfferCardSchema, OfferStageSchema, paged } from '@rm/domain';
import { authorize } from '@rm/platform/http';
import { Type, type Static } from '@sinclair/typebox';
import { companyOptions } from '../options/option-queries';
import { ADMIN_OR_BUSINESS, PageSchema, UuidSchema, companyScope, queryErrors, type QueryRoutesOptions } from '../shared/route-kit';
import { listOffers, offerCompanies } from './offer-queries';

const OfferStageParamsSchema = Type.Object({ stage: OfferStageSchema });
const OfferBoardQuerySchema = Type.Object({
  page: PageSchema,
  user_id: Type.Optional(UuidSchema),
  company_id: Type.Optional(UuidSchema),
  campaign_id: Type.Optional(UuidSchema),
});
export type OfferBoardQuery = Static<typeof OfferBoardQuerySchema>;

/** The offer pipeline board: one column per stage, and the companies to filter it by. */
export const offerQueryRoutes: FastifyPluginCallbackTypebox<QueryRoutesOptions> = (app, { pool, db }, done) => {
  app.get(
    '/api/offers/companies',
    { config: authorize(ADMIN_OR_BUSINESS), schema: { tags: ['offers'], summary: 'Companies with offers on the board', response: { 200: Type.Array(NamedSchema), ...queryErrors } } },
    (request) => offerCompanies(pool, companyScope(request.user)),
  );

  app.get(
    '/api/offers/options/companies',
    { config: authorize(ADMIN_OR_BUSINESS), schema: { tags: ['offers'], summary: "The board's company picker", response: { 200: Type.Array(NamedSchema), ...queryErrors } } },
    (request) => companyOptions(pool, companyScope(request.user)),
  );

  app.get(
    '/api/offers/:stage',
    {
      config: authorize(ADMIN_OR_BUSINESS),
      schema: {
        tags: ['offers'],
        summary: 'One column of the board, newest first, 20 per page; company users see their own company only',
        params: OfferStageParamsSchema,
        querystring: OfferBoardQuerySchema,
        response: { 200: paged(OfferCardSchema), ...queryErrors },
      },
    },
    (request) =>
      listOffers(db, {
        stage: request.params.stage,
        page: request.query.page,
        userId: request.query.user_id,
        companyId: companyScope(request.user, request.query.company_id),
        campaignId: request.query.campaign_id,
      }),
  );
  done();
};
