import { offersFeature, type CurrentUser, type OfferActor, type OfferCard } from '@rm/domain';
import { api } from '../../lib/api';
import { contractMutation, contractQuery } from '../../lib/contract-endpoints';

export interface BoardFilters {
  company_id?: string;
  campaign_id?: string;
  user_id?: string;
}

const { listOffers, offerCompanies, listRejectedOffers, rejectedOfferStatistics } = offersFeature.queries;
const { changeOfferStage } = offersFeature.commands;

/** A column's tag: a move refetches the two columns it touched, not the whole board. */
export const columnTag = (stage: string) => ({ type: 'Offer' as const, id: `LIST-${stage}` });
const cardTags = (cards: readonly OfferCard[] | undefined) => (cards ?? []).map((card) => ({ type: 'Offer' as const, id: card.id }));

export const offersApi = api.injectEndpoints({
  endpoints: (build) => ({
    offers: contractQuery(build, listOffers, (result, _error, args) => [columnTag(args.stage), ...cardTags(result?.data)]),
    offerCompanies: contractQuery(build, offerCompanies, [{ type: 'Offer', id: 'COMPANIES' }]),
    rejectedOffers: contractQuery(build, listRejectedOffers, [{ type: 'RejectedOffer', id: 'LIST' }]),
    rejectedOfferStatistics: contractQuery(build, rejectedOfferStatistics, [{ type: 'RejectedOffer', id: 'LIST' }]),
    /** `from`: the column the card was dragged out of; a move by someone else meanwhile answers 409. `reason`: where the stage rules need one. */
    // Also on failure: after a conflict the board shows where the offer is now.
    changeOfferStage: contractMutation(build, changeOfferStage, (_result, _error, args) => [
      { type: 'Offer', id: args.id },
      columnTag(args.stage),
      ...(args.from ? [columnTag(args.from)] : []),
      'AuditLog',
    ]),
    /**
     * Whose stage rules the board applies, from the signed-in user. The same call as the auth feature's
     * currentUser, asked here because features do not import each other.
     */
    boardActor: build.query<OfferActor, void>({
      query: () => 'api/user/current',
      transformResponse: (user: CurrentUser): OfferActor => (user.roles.some((role) => role.name === 'admin') ? 'admin' : 'company'),
      providesTags: ['CurrentUser'],
    }),
  }),
});

export const {
  useOffersQuery,
  useOfferCompaniesQuery,
  useChangeOfferStageMutation,
  useBoardActorQuery,
  useRejectedOffersQuery,
  useRejectedOfferStatisticsQuery,
} = offersApi;
