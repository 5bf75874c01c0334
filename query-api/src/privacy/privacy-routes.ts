import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { DEFAULT_RETENTION_POLICY, forbidden, notFound, privacyFeature } from '@rm/domain';
import { bindContracts, isAdmin, queryHandlers, signedInUser } from '@rm/platform/http';
import type { QueryRoutesOptions } from '../shared/query-context';
import { readPrivacyRecord } from './privacy-queries';

const contactNotFound = () => notFound('Contact not found.');

/** A candidate's privacy record: admins for anyone, the candidate for their own (403 for anyone else's). */
export const privacyQueryRoutes: FastifyPluginCallbackTypebox<QueryRoutesOptions> = (app, { pool, retention }, done) => {
  const policy = retention ?? DEFAULT_RETENTION_POLICY;
  bindContracts(
    app,
    queryHandlers(privacyFeature, {
      async contactPrivacy(request) {
        const user = signedInUser(request);
        if (!isAdmin(user) && user.contactId !== request.params.id) throw forbidden();
        const record = await readPrivacyRecord(pool, request.params.id, policy);
        if (!record) throw contactNotFound();
        return { data: record };
      },
      async myPrivacy(request) {
        const user = signedInUser(request);
        const record = user.contactId ? await readPrivacyRecord(pool, user.contactId, policy) : null;
        if (!record) throw notFound('No candidate profile belongs to this user.');
        return { data: record };
      },
    }),
  );
  done();
};
