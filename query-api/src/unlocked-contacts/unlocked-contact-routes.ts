import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { forbidden, mayChangeOwner, notFound, unlockedContactsFeature } from '@rm/domain';
import { bindContracts, queryHandlers, signedInUser } from '@rm/platform/http';
import type { FastifyRequest } from 'fastify';
import type { QueryRoutesOptions } from '../shared/query-context';
import {
  companyUnlockedContacts,
  employerDashboard,
  employerUnlockedContact,
  unlockedAllTime,
  unlockedCompareRecent,
} from './unlocked-contact-queries';

/** The company of the signed-in company user (the employer workspace is theirs only). */
export function ownCompany(request: FastifyRequest): string {
  const companyId = signedInUser(request).companyId;
  if (!companyId) throw forbidden();
  return companyId;
}

/** The employer's unlocked contacts (list, detail) and the two charts, of the caller's own company. */
export const unlockedContactQueryRoutes: FastifyPluginCallbackTypebox<QueryRoutesOptions> = (app, { pool }, done) => {
  bindContracts(
    app,
    queryHandlers(unlockedContactsFeature, {
      // Each row shows the contact's phone and e-mail: the binding records the read (the contract declares them).
      myUnlockedContacts: (request) => companyUnlockedContacts(pool, ownCompany(request), request.query),
      async myUnlockedContact(request) {
        const companyId = ownCompany(request);
        const found = await employerUnlockedContact(pool, request.params.id);
        if (!found || found.deleted) throw notFound('Unlocked contact not found.');
        if (found.companyId !== companyId) throw forbidden();
        // The rule the owner change is refused by (employer spec §6), so that the screen offers it only where it is taken.
        const user = signedInUser(request);
        const canChangeOwner = await mayChangeOwner(user, found.contact.campaign_id, () => found.campaignUserIds);
        return { data: { ...found.contact, can_change_owner: canChangeOwner } };
      },
      employerDashboard: (request) => employerDashboard(pool, ownCompany(request)),
      unlockedContactsAllTime: (request) => unlockedAllTime(pool, ownCompany(request)),
      unlockedContactsCompareRecent: (request) => unlockedCompareRecent(pool, ownCompany(request), request.params.cumulative === '1'),
    }),
  );
  done();
};
