import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { companiesFeature, forbidden, notFound } from '@rm/domain';
import { bindContracts, isAdmin, queryHandlers, signedInUser } from '@rm/platform/http';
import type { FastifyRequest } from 'fastify';
import { companyReviewList } from '../reviews/review-queries';
import type { QueryRoutesOptions } from '../shared/query-context';
import {
  companyExists,
  listCompanies,
  listCompanyAudiences,
  listCompanyCampaigns,
  listDuplicateCompanies,
  listEmployers,
  listTransactions,
  listUnclaimedEmployers,
  readCompanyDetail,
  readCompanyStats,
} from './company-queries';
import { localCrmDirectory } from './crm-directory';

/** Company admin: the list, a company's detail and tabs, duplicates, unclaimed employers. */
export const companyQueryRoutes: FastifyPluginCallbackTypebox<QueryRoutesOptions> = (app, { pool }, done) => {
  const crm = localCrmDirectory;
  /** The company of a tab, which must exist; admins see every company, business-owners their own (403 otherwise). */
  const tabOf = async (request: FastifyRequest, companyId: string): Promise<string> => {
    const user = signedInUser(request);
    if (!isAdmin(user) && user.companyId !== companyId) throw forbidden();
    if (!(await companyExists(pool, companyId))) throw notFound('Company not found.');
    return companyId;
  };

  bindContracts(
    app,
    queryHandlers(companiesFeature, {
      listCompanies: (request) =>
        listCompanies(pool, {
          page: request.query.page,
          search: request.query.search,
          status: request.query.status,
          accountManagerId: request.query.account_manager_id,
        }),
      async companyDetail(request) {
        const company = await readCompanyDetail(pool, crm, request.params.id);
        if (!company) throw notFound('Company not found.');
        return company;
      },
      companyEmployers: async (request) => ({ data: await listEmployers(pool, await tabOf(request, request.params.id)) }),
      companyCampaigns: async (request) => ({
        data: await listCompanyCampaigns(pool, await tabOf(request, request.params.id), request.query.filter),
      }),
      companyReviews: async (request) => companyReviewList(pool, await tabOf(request, request.params.id)),
      companyAudiences: async (request) => ({ data: await listCompanyAudiences(pool, await tabOf(request, request.params.id)) }),
      companyTransactions: async (request) => listTransactions(pool, await tabOf(request, request.params.id), request.query.page),
      companyStats: async (request) => readCompanyStats(pool, await tabOf(request, request.params.id)),
      duplicateCompanies: (request) => listDuplicateCompanies(pool, crm, request.query.page, request.query.perPage),
      unclaimedEmployers: async () => ({ data: await listUnclaimedEmployers(pool) }),
    }),
  );
  done();
};
