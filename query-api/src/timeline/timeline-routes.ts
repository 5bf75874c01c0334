import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { tasksFeature, timelineFeature } from '@rm/domain';
import { bindContracts, queryHandlers, signedInUser } from '@rm/platform/http';
import { userOptions } from '../options/option-queries';
import { companyScope, type QueryRoutesOptions } from '../shared/query-context';
import { subjectCompany, tasksOf, timelineOfType, timelineOverview } from './timeline-queries';

/** The timeline and the tasks of an unlocked contact or of the company, for the company's users. */
export const timelineQueryRoutes: FastifyPluginCallbackTypebox<QueryRoutesOptions> = (app, { pool }, done) => {
  bindContracts(
    app,
    queryHandlers(timelineFeature, {
      async timelineOfType(request) {
        const { type, model, id } = request.params;
        await subjectCompany(pool, signedInUser(request).companyId, model, id);
        return timelineOfType(pool, model, id, type, request.query.page);
      },
      async timelineOverview(request) {
        const { model, id } = request.params;
        await subjectCompany(pool, signedInUser(request).companyId, model, id);
        return timelineOverview(pool, model, id, request.query.page);
      },
    }),
  );
  bindContracts(
    app,
    queryHandlers(tasksFeature, {
      taskAssigneeOptions: (request) => userOptions(pool, companyScope(signedInUser(request), request.query.company_id), undefined),
      async tasksOf(request) {
        const { model, id } = request.params;
        await subjectCompany(pool, signedInUser(request).companyId, model, id);
        return { data: await tasksOf(pool, model, id) };
      },
    }),
  );
  done();
};
