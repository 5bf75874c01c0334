import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { filesFeature, notFound } from '@rm/domain';
import { bindContracts, isAdmin, queryHandlers, signedInUser } from '@rm/platform/http';
import type { FastifyRequest } from 'fastify';
import { readMedia } from '../employer-settings/employer-settings-queries';
import type { QueryRoutesOptions } from '../shared/query-context';
import { sendFile } from './send-file';

/** Uploaded images: admins see every company's, company users their own company's (404 otherwise, as for an unknown id). */
export const fileQueryRoutes: FastifyPluginCallbackTypebox<QueryRoutesOptions> = (app, { pool, files }, done) => {
  const visibleMedia = async (request: FastifyRequest, mediaId: string) => {
    const user = signedInUser(request);
    const media = await readMedia(pool, mediaId);
    if (!media || (!isAdmin(user) && media.companyId !== user.companyId)) throw notFound('Media not found.');
    return media;
  };
  bindContracts(
    app,
    queryHandlers(filesFeature, {
      async media(request) {
        const media = await visibleMedia(request, request.params.id);
        return { id: request.params.id, url: `/api/media/${request.params.id}/file`, name: media.name };
      },
      async mediaFile(request, reply) {
        const media = await visibleMedia(request, request.params.id);
        const file = await files?.read(media.userId, request.params.id);
        if (!file) throw notFound('Media not found.');
        return sendFile(reply, file, 'inline');
      },
    }),
  );
  done();
};
