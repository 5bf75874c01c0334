import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { candidateProfileFeature, NO_PROFILE_MESSAGE, notFound } from '@rm/domain';
import { bindContracts, isAdmin, queryHandlers, signedInUser } from '@rm/platform/http';
import { sendFile } from '../files/send-file';
import type { QueryRoutesOptions } from '../shared/query-context';
import { accountDeleteReasons, profileImageOwner, readCandidateProfile } from './candidate-profile-queries';

const IMAGE_NOT_FOUND = 'Media not found.';

/** The candidate's own profile, their images (admins see anyone's), the reasons to delete an account. */
export const candidateProfileQueryRoutes: FastifyPluginCallbackTypebox<QueryRoutesOptions> = (app, { pool, files }, done) => {
  bindContracts(
    app,
    queryHandlers(candidateProfileFeature, {
      async candidateProfile(request) {
        const user = signedInUser(request);
        const profile = user.contactId ? await readCandidateProfile(pool, user.contactId) : null;
        if (!profile) throw notFound(NO_PROFILE_MESSAGE);
        return { data: profile };
      },
      async profileImage(request, reply) {
        const user = signedInUser(request);
        const owner = await profileImageOwner(pool, request.params.id);
        // Another candidate's image is answered like an unknown one.
        if (!owner || (!isAdmin(user) && owner.contactId !== user.contactId)) throw notFound(IMAGE_NOT_FOUND);
        const file = await files?.read(owner.contactId, request.params.id);
        if (!file) throw notFound(IMAGE_NOT_FOUND);
        return sendFile(reply, file, 'inline');
      },
      async accountDeleteReasons() {
        return { data: await accountDeleteReasons(pool) };
      },
    }),
  );
  done();
};
