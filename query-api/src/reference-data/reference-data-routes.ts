import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { referenceDataFeature, type ReferenceKind } from '@rm/domain';
import { bindContracts, queryHandlers } from '@rm/platform/http';
import type { QueryRoutesOptions } from '../shared/query-context';
import { referenceList, type ReferenceListFilters } from './reference-data-queries';

/** The back office's lists of reference data, one per kind (admins; the contracts say so). */
export const referenceDataQueryRoutes: FastifyPluginCallbackTypebox<QueryRoutesOptions> = (app, { pool }, done) => {
  const list = (kind: ReferenceKind) => (request: { query: unknown }) => referenceList(pool, kind, request.query as ReferenceListFilters);
  // Each kind's answer is its contract's item shape: the read model holds the fields the kind's schema names.
  const handlers = {
    listCoupons: list('coupons'),
    listDocuments: list('documents'),
    listExperiences: list('experiences'),
    listQualifications: list('qualifications'),
    listTaskStatuses: list('task-statuses'),
    listWaitingLists: list('waiting-lists'),
    listOfferRejectionReasons: list('offer-rejection-reasons'),
    listUnqualifiedStatusReasons: list('unqualified-status-reasons'),
    listOptions: list('options'),
    listAccountDeleteReasons: list('account-delete-reasons'),
    listBenefits: list('benefits'),
  } satisfies Record<keyof typeof referenceDataFeature.queries, unknown>;
  bindContracts(app, queryHandlers(referenceDataFeature, handlers as never));
  done();
};
