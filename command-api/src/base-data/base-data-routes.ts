import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { baseDataFeature } from '@rm/domain';
import { bindContracts, commandHandlers, signedInUser } from '@rm/platform/http';
import { metadataOf, type CommandRoutesOptions } from '../shared/command-context';
import { trackUserEvent } from './base-data-commands';

/** Interface events the web app reports for the signed-in user. */
export const baseDataRoutes: FastifyPluginCallbackTypebox<CommandRoutesOptions> = (app, { store }, done) => {
  bindContracts(
    app,
    commandHandlers(baseDataFeature, {
      async trackEvent(request) {
        await trackUserEvent(store, signedInUser(request).id, request.body.name, metadataOf(request));
        return { success: true };
      },
    }),
  );
  done();
};
