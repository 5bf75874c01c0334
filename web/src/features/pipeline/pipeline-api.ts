import type { CurrentUser, OfferActor, OfferCard, OfferStage, PageMeta } from '@rm/domain';
import { api } from '../../lib/api';
import type { Named } from '../../lib/shared-api';

export interface BoardFilters {
  companyId?: string;
  campaignId?: string;
  userId?: string;
}

export const pipelineApi = api.injectEndpoints({
  endpoints: (build) => ({
    offers: build.query<{ data: OfferCard[]; meta: PageMeta }, BoardFilters & { stage: OfferStage; page: number }>({
      query: ({ stage, page, companyId, campaignId, userId }) => {
        const params = new URLSearchParams({ page: String(page) });
        if (companyId) params.set('company_id', companyId);
        if (campaignId) params.set('campaign_id', campaignId);
        if (userId) params.set('user_id', userId);
        return `api/offers/${stage}?${params.toString()}`;
      },
      providesTags: ['OfferBoard'],
    }),
    offerCompanies: build.query<Named[], void>({ query: () => 'api/offers/companies', providesTags: ['OfferBoard'] }),
    /** `from`: the column the card was dragged out of; a move by someone else meanwhile answers 409. `reason`: where the stage rules need one. */
    changeOfferStage: build.mutation<{ data: OfferCard }, { id: string; stage: OfferStage; from: OfferStage; reason?: string }>({
      query: ({ id, stage, from, reason }) => ({ url: `api/offers/${id}`, method: 'PUT', body: { stage, from, ...(reason === undefined ? {} : { reason }) } }),
      // Also on failure: after a conflict the board shows where the offer is now.
      invalidatesTags: ['OfferBoard', 'AuditLog'],
    }),
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

export const { useOffersQuery, useOfferCompaniesQuery, useChangeOfferStageMutation, useBoardActorQuery } = pipelineApi;
