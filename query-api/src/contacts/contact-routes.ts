import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { contactsFeature, notFound } from '@rm/domain';
import { bindContracts, queryHandlers, recordAccess, signedInUser } from '@rm/platform/http';
import type { QueryRoutesOptions } from '../shared/query-context';
import { contactExists, contactCalls, contactPipe, listContacts, readContact } from './contact-queries';

/** The admin contact detail. */
export const contactQueryRoutes: FastifyPluginCallbackTypebox<QueryRoutesOptions> = (app, { pool }, done) => {
  bindContracts(
    app,
    queryHandlers(contactsFeature, {
      listContacts: (request) => listContacts(pool, request.query),
      async contactDetail(request) {
        const contact = await readContact(pool, request.params.id);
        if (!contact) throw notFound('Contact not found.');
        return { data: contact };
      },
      async contactPipe(request) {
        const contactId = request.params.id;
        if (!(await contactExists(pool, contactId))) throw notFound('Contact not found.');
        const pipe = await contactPipe(pool, contactId, request.query.offer_status);
        // The pipe shows no contact details (nothing its contract could declare), but reading it is a look at the person.
        await recordAccess(pool, signedInUser(request), [contactId], 'contact-detail');
        return pipe;
      },
      async contactCalls(request) {
        const { contactId } = request.params;
        if (!(await contactExists(pool, contactId))) throw notFound('Contact not found.');
        return { data: await contactCalls(pool, contactId) };
      },
    }),
  );
  done();
};
