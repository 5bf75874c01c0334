import type { OfferCard, OfferStage, PageMeta } from '@rm/domain';
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
    /** `from`: the column the card was dragged out of; a move by someone else meanwhile answers 409. */
    changeOfferStage: build.mutation<{ data: OfferCard }, { id: string; stage: OfferStage; from: OfferStage }>({
      query: ({ id, stage, from }) => ({ url: `api/offers/${id}`, method: 'PUT', body: { stage, from } }),
      // Also on failure: after a conflict the board shows where the offer is now.
      invalidatesTags: ['OfferBoard', 'AuditLog'],
    }),
  }),
});

export const { useOffersQuery, useOfferCompaniesQuery, useChangeOfferStageMutation } = pipelineApi;
