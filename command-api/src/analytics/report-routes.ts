import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { notFound, reportsFeature } from '@rm/domain';
import { bindContracts, commandHandlers } from '@rm/platform/http';
import type { CommandRoutesOptions } from '../shared/command-context';

/** The reports' one POST (the spec's): how many more contacts a campaign can unlock. Reads only. */
export const reportRoutes: FastifyPluginCallbackTypebox<CommandRoutesOptions> = (app, { reads }, done) => {
  bindContracts(
    app,
    commandHandlers(reportsFeature, {
      async potentialUnlocks(request) {
        const answer = await reads.potentialUnlocks(request.body.campaign_id);
        if (!answer) throw notFound('Campaign not found.');
        return answer;
      },
    }),
  );
  done();
};
