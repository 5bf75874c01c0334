import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { campaignsFeature, notFound } from '@rm/domain';
import { bindContracts, commandHandlers } from '@rm/platform/http';
import { metadataOf, type CommandRoutesOptions } from '../shared/command-context';
import { runCampaignCommand } from './campaign-commands';

/** Approving or rejecting campaigns waiting for approval. */
export const approvalRoutes: FastifyPluginCallbackTypebox<CommandRoutesOptions> = (app, { store, reads, approvalAudienceThreshold }, done) => {
  bindContracts(
    app,
    commandHandlers(campaignsFeature, {
      async approveCampaign(request) {
        const { campaign_id: campaignId } = request.body;
        // A soft rule resting on a statistic: the audience's candidate count comes from the campaigns read
        // model, not from a stream (it is a count over many contacts, and no two commands race on it).
        const audienceCandidatesCount = await reads.audienceCandidates(campaignId);
        if (audienceCandidatesCount === null) throw notFound('Campaign not found.');
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
      async rejectCampaign(request) {
        const { campaign_id: campaignId, rejected_reason: rejectedReason, user_should_be_notified: userShouldBeNotified } = request.body;
        await runCampaignCommand(store, campaignId, { type: 'RejectCampaign', data: { campaignId, rejectedReason, userShouldBeNotified } }, metadataOf(request));
        return { message: 'Campaign rejected.' };
      },
    }),
  );
  done();
};
