import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { baseDataFeature, forbidden, notFound, type OptionLanguage } from '@rm/domain';
import { bindContracts, isAdmin, queryHandlers, signedInUser } from '@rm/platform/http';
import type { QueryRoutesOptions } from '../shared/query-context';
import { userSettings } from './base-data-queries';
import { unreadChatMessages } from '../chat/chat-queries';
import { chatViewerOf } from '../chat/chat-routes';

/** A user's settings and the signed-in user's message counts. */
export const baseDataQueryRoutes: FastifyPluginCallbackTypebox<QueryRoutesOptions> = (app, { pool }, done) => {
  bindContracts(
    app,
    queryHandlers(baseDataFeature, {
      async userSettings(request) {
        const user = signedInUser(request);
        const { userId } = request.params;
        if (userId !== user.id && !isAdmin(user)) throw forbidden();
        const row = await userSettings(pool, userId);
        if (!row) throw notFound('User not found.');
        return { user_id: row.user_id, language: row.language as OptionLanguage, country: row.country, timezone: row.timezone };
      },
      async contactStats(request) {
        return { unread_messages_count: await unreadChatMessages(pool, chatViewerOf(signedInUser(request))) };
      },
    }),
  );
  done();
};
