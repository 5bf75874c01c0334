import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { activeSourcingFeature, notFound } from '@rm/domain';
import { bindContracts, queryHandlers } from '@rm/platform/http';
import { ownCompanyOf } from '../employer-settings/employer-settings-routes';
import {
  companyHasUnlocked,
  listDocuments,
  listTemplates,
  readContactInformation,
  readDocument,
  readQuota,
} from '../employer-settings/employer-settings-queries';
import type { QueryRoutesOptions } from '../shared/query-context';
import { sendFile } from '../files/send-file';

/** Active sourcing: the quota, templates, a contact's documents and an unlocked contact's details (own company only). */
export const activeSourcingQueryRoutes: FastifyPluginCallbackTypebox<QueryRoutesOptions> = (app, { pool, files }, done) => {
  bindContracts(
    app,
    queryHandlers(activeSourcingFeature, {
      activeSourcingQuota: (request) => readQuota(pool, ownCompanyOf(request)),
      listMessageTemplates: async (request) => ({ data: await listTemplates(pool, ownCompanyOf(request)) }),
      async listContactDocuments(request) {
        const companyId = ownCompanyOf(request);
        if (!(await companyHasUnlocked(pool, companyId, request.params.userId))) throw notFound('Contact not found.');
        return { documents: await listDocuments(pool, companyId, request.params.userId) };
      },
      async contactDocumentFile(request, reply) {
        const { userId, docId } = request.params;
        const document = await readDocument(pool, ownCompanyOf(request), userId, docId);
        const file = document ? await files?.read(userId, docId) : null;
        if (!document || !file) throw notFound('Document not found.');
        return sendFile(reply, file, 'attachment');
      },
      async contactInformation(request) {
        const information = await readContactInformation(pool, ownCompanyOf(request), request.params.userId);
        if (!information) throw notFound('Contact not found.');
        return information;
      },
    }),
  );
  done();
};
