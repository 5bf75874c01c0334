import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { ContactDetailSchema } from '@rm/domain';
import { authorize, notFoundError } from '@rm/platform/http';
import { Type } from '@sinclair/typebox';
import { ADMIN, IdParamsSchema, queryErrors, type QueryRoutesOptions } from '../shared/route-kit';
import { readContact } from './contact-queries';

/** The admin contact detail. */
export const contactQueryRoutes: FastifyPluginCallbackTypebox<QueryRoutesOptions> = (app, { pool }, done) => {
  app.get(
    '/api/contacts/:id',
    {
      config: authorize(ADMIN),
      schema: { tags: ['contacts'], summary: 'A contact with its call status, activity, unlock availability and phone verification', params: IdParamsSchema, response: { 200: Type.Object({ data: ContactDetailSchema }), ...queryErrors } },
    },
    async (request) => {
      const contact = await readContact(pool, request.params.id);
      if (!contact) throw notFoundError('Contact not found.');
      return { data: contact };
    },
  );
  done();
};
