import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { MessageSchema } from '@rm/domain';
import { authorize, notFoundError } from '@rm/platform/http';
import { Type, type Static } from '@sinclair/typebox';
import { ADMIN, UuidSchema, commandErrors, metadataOf, type CommandRoutesOptions } from '../shared/route-kit';
import { runCampaignCommand } from './campaign-commands';

const ApproveCampaignBodySchema = Type.Object({
  campaign_id: UuidSchema,
  reset_rejected_offers: Type.Boolean({ default: false }),
  user_should_be_notified: Type.Boolean({ default: false }),
});
export type ApproveCampaignBody = Static<typeof ApproveCampaignBodySchema>;
const RejectCampaignBodySchema = Type.Object({
  campaign_id: UuidSchema,
  rejected_reason: Type.String({ minLength: 1, maxLength: 1000 }),
  user_should_be_notified: Type.Boolean({ default: false }),
});
export type RejectCampaignBody = Static<typeof RejectCampaignBodySchema>;

/** Approving or rejecting campaigns waiting for approval. */
export const approvalRoutes: FastifyPluginCallbackTypebox<CommandRoutesOptions> = (app, { store, reads, approvalAudienceThreshold }, done) => {
  app.post(
    '/campaign-approvals',
    {
      config: authorize(ADMIN),
      schema: {
        tags: ['approvals'],
        summary: "Approve a pending campaign; refused (422 on campaign_id) when its audience's candidates reach the threshold",
        body: ApproveCampaignBodySchema,
        response: { 200: MessageSchema, ...commandErrors },
      },
    },
    async (request) => {
      const { campaign_id: campaignId } = request.body;
      // A soft rule resting on a statistic: the audience's candidate count comes from the campaigns read
      // model, not from a stream (it is a count over many contacts, and no two commands race on it).
      const audienceCandidatesCount = await reads.audienceCandidates(campaignId);
      if (audienceCandidatesCount === null) throw notFoundError('Campaign not found.');
      await runCampaignCommand(
        store,
        campaignId,
        {
          type: 'ApproveCampaign',
          data: {
            campaignId,
            resetRejectedOffers: request.body.reset_rejected_offers,
            userShouldBeNotified: request.body.user_should_be_notified,
            audienceCandidatesCount,
            threshold: approvalAudienceThreshold,
          },
        },
        metadataOf(request),
      );
      return { message: 'Campaign approved.' };
    },
  );

  app.post(
    '/campaign-approvals/reject',
    {
      config: authorize(ADMIN),
      schema: { tags: ['approvals'], summary: 'Reject a pending campaign with a reason', body: RejectCampaignBodySchema, response: { 200: MessageSchema, ...commandErrors } },
    },
    async (request) => {
      const { campaign_id: campaignId, rejected_reason: rejectedReason, user_should_be_notified: userShouldBeNotified } = request.body;
      await runCampaignCommand(store, campaignId, { type: 'RejectCampaign', data: { campaignId, rejectedReason, userShouldBeNotified } }, metadataOf(request));
      return { message: 'Campaign rejected.' };
    },
  );
  done();
};
