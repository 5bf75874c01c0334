import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { notFound, unlocksFeature } from '@rm/domain';
import { bindContracts, queryHandlers } from '@rm/platform/http';
import type { FastifyRequest } from 'fastify';
import type { DatabasePool } from 'slonik';
import { companyScope, type QueryRoutesOptions } from '../shared/query-context';
import { readCompany } from '../users/user-queries';
import { listUnlockedContacts } from './unlock-queries';

/** A company's unlocked contacts (all, or the hired ones) as the caller may see them. */
async function unlockedOf(pool: DatabasePool, request: FastifyRequest, requested: string, page: number, hiredOnly: boolean) {
  const companyId = companyScope(request.user, requested) ?? requested;
  if (!(await readCompany(pool, companyId))) throw notFound('Company not found.');
  // Each row shows the contact's phone and e-mail: the binding records the read (the contract declares them).
  return listUnlockedContacts(pool, companyId, page, hiredOnly);
}

/** A company's unlocked contacts: admins for any company, company users for their own. */
export const unlockQueryRoutes: FastifyPluginCallbackTypebox<QueryRoutesOptions> = (app, { pool }, done) => {
  bindContracts(
    app,
    queryHandlers(unlocksFeature, {
      unlockedContactsOfCompany: (request) => unlockedOf(pool, request, request.params.id, request.query.page, false),
      hiredContactsOfCompany: (request) => unlockedOf(pool, request, request.params.id, request.query.page, true),
    }),
  );
  done();
};
