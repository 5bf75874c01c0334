import { Type } from '@sinclair/typebox';
import { MessageSchema, PendingApprovalsSchema } from '../api/api-schemas';
import { ADMIN, Page, apiFeature, contract } from '../shared/contract';
import { Uuid } from '../shared/schema';

const FEATURE = 'campaigns';

/** Campaigns: the approval of campaigns companies submit. */
export const campaignsFeature = apiFeature({
  name: FEATURE,
  description: 'Campaigns and their approval',
  queries: {
    pendingApprovals: contract({
      operationId: 'pendingApprovals',
      feature: FEATURE,
      method: 'GET',
      path: '/campaign-approvals/pending',
      access: ADMIN,
      summary: 'Campaigns waiting for approval',
      description: "Campaigns waiting for approval, oldest first, 20 per page, optionally of one account manager's companies, each with its audience's candidate count; and the threshold at which approval is refused.",
      query: Type.Object({ page: Page, account_manager_id: Type.Optional(Uuid) }),
      response: PendingApprovalsSchema,
    }),
  },
  commands: {
    approveCampaign: contract({
      operationId: 'approveCampaign',
      feature: FEATURE,
      method: 'POST',
      path: '/campaign-approvals',
      access: ADMIN,
      summary: 'Approve a pending campaign',
      description: "Approves a campaign waiting for approval, optionally resetting its rejected offers and notifying its company. Refused (422 on campaign_id) when its audience's candidates reach the threshold; 404 for an unknown campaign, 409 when it is not pending.",
      body: Type.Object({
        campaign_id: Uuid,
        reset_rejected_offers: Type.Boolean({ default: false }),
        user_should_be_notified: Type.Boolean({ default: false }),
      }),
      response: MessageSchema,
      errors: [404, 409],
      changes: ['campaigns', 'audit-log'],
      appends: ['CampaignApproved'],
    }),
    rejectCampaign: contract({
      operationId: 'rejectCampaign',
      feature: FEATURE,
      method: 'POST',
      path: '/campaign-approvals/reject',
      access: ADMIN,
      summary: 'Reject a pending campaign',
      description: 'Rejects a campaign waiting for approval with a reason, optionally notifying its company; 404 for an unknown campaign, 409 when it is not pending.',
      body: Type.Object({
        campaign_id: Uuid,
        rejected_reason: Type.String({ minLength: 1, maxLength: 1000 }),
        user_should_be_notified: Type.Boolean({ default: false }),
      }),
      response: MessageSchema,
      errors: [404, 409],
      changes: ['campaigns', 'audit-log'],
      appends: ['CampaignRejected'],
    }),
  },
});
