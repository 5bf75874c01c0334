import type { PageMeta, PendingApproval } from '@rm/domain';
import { api } from '../../lib/api';

export const approvalsApi = api.injectEndpoints({
  endpoints: (build) => ({
    pendingApprovals: build.query<{ data: PendingApproval[]; meta: PageMeta; threshold: number }, { page: number; accountManagerId?: string }>({
      query: ({ page, accountManagerId }) => `campaign-approvals/pending?page=${page}${accountManagerId ? `&account_manager_id=${accountManagerId}` : ''}`,
      providesTags: ['Campaigns'],
    }),
    approveCampaign: build.mutation<{ message: string }, { campaign_id: string; reset_rejected_offers: boolean; user_should_be_notified: boolean }>({
      query: (body) => ({ url: 'campaign-approvals', method: 'POST', body }),
      invalidatesTags: ['Campaigns', 'AuditLog'],
    }),
    rejectCampaign: build.mutation<{ message: string }, { campaign_id: string; rejected_reason: string; user_should_be_notified: boolean }>({
      query: (body) => ({ url: 'campaign-approvals/reject', method: 'POST', body }),
      invalidatesTags: ['Campaigns', 'AuditLog'],
    }),
  }),
});

export const { usePendingApprovalsQuery, useApproveCampaignMutation, useRejectCampaignMutation } = approvalsApi;
