import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { campaignsFeature, notFound } from '@rm/domain';
import { bindContracts, queryHandlers } from '@rm/platform/http';
import type { QueryRoutesOptions } from '../shared/query-context';
import { listMarketingChannels, listPendingApprovals, readCampaignDetail, readMarketingChannel } from './campaign-queries';

/** The campaign approval list, a campaign's detail, marketing channels. */
export const campaignQueryRoutes: FastifyPluginCallbackTypebox<QueryRoutesOptions> = (app, { pool, approvalAudienceThreshold }, done) => {
  bindContracts(
    app,
    queryHandlers(campaignsFeature, {
      pendingApprovals: async (request) => ({
        ...(await listPendingApprovals(pool, request.query.page, request.query.account_manager_id)),
        threshold: approvalAudienceThreshold,
      }),
      async campaignDetail(request) {
        const campaign = await readCampaignDetail(pool, request.params.id);
        if (!campaign) throw notFound('Campaign not found.');
        return campaign;
      },
      listMarketingChannels: async () => ({ data: await listMarketingChannels(pool) }),
      async marketingChannel(request) {
        const channel = await readMarketingChannel(pool, request.params.id);
        if (!channel) throw notFound('Marketing channel not found.');
        return channel;
      },
    }),
  );
  done();
};
