import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { authorize, notFoundError } from '@rm/platform/http';
import { Type, type Static } from '@sinclair/typebox';
import { ADMIN, IdParamsSchema, SuccessSchema, UuidSchema, commandErrors, metadataOf, type CommandRoutesOptions } from '../shared/route-kit';
import { runContactCommand } from './contact-commands';

const CallStatusBodySchema = Type.Object({ call_made: Type.Boolean() });
export type CallStatusBody = Static<typeof CallStatusBodySchema>;
const ToggleActiveBodySchema = Type.Object({ driver_id: UuidSchema, reason: Type.String({ minLength: 1, maxLength: 1000 }) });
export type ToggleActiveBody = Static<typeof ToggleActiveBodySchema>;
const ToggleDisableForUnlockBodySchema = Type.Object({ driver_id: UuidSchema });
export type ToggleDisableForUnlockBody = Static<typeof ToggleDisableForUnlockBodySchema>;
const PhoneVerifiedSchema = Type.Object({ message: Type.String(), phone_confirmed_at: Type.String({ format: 'date-time' }) });

const contactNotFound = () => notFoundError('Contact not found.');

/** The contact edit buttons of the admin area: call status, active with a reason, unlock availability, phone. */
export const contactRoutes: FastifyPluginCallbackTypebox<CommandRoutesOptions> = (app, { store }, done) => {
  app.post(
    '/api/contacts/:id/update-call-status',
    {
      config: authorize(ADMIN),
      schema: { tags: ['contacts'], summary: 'Set whether the contact was called', params: IdParamsSchema, body: CallStatusBodySchema, response: { 200: SuccessSchema, ...commandErrors } },
    },
    async (request) => {
      const contactId = request.params.id;
      const result = await runContactCommand(store, contactId, { type: 'ChangeCallStatus', data: { contactId, callMade: request.body.call_made } }, metadataOf(request));
      return { success: result.state.status === 'registered' && result.state.callMade === request.body.call_made };
    },
  );

  app.post(
    '/contacts/toggleActive',
    {
      config: authorize(ADMIN),
      schema: { tags: ['contacts'], summary: 'Toggle the contact between active and inactive, with a reason', body: ToggleActiveBodySchema, response: { 200: Type.Object({ is_active: Type.Boolean() }), ...commandErrors } },
    },
    async (request) => {
      const { driver_id: contactId, reason } = request.body;
      const result = await runContactCommand(store, contactId, { type: 'ToggleContactActive', data: { contactId, reason } }, metadataOf(request));
      if (result.state.status !== 'registered') throw contactNotFound();
      return { is_active: result.state.isActive };
    },
  );

  app.post(
    '/contacts/toggleDisableForUnlock',
    {
      config: authorize(ADMIN),
      schema: {
        tags: ['contacts'],
        summary: 'Toggle whether the contact may be unlocked',
        body: ToggleDisableForUnlockBodySchema,
        response: { 200: Type.Object({ disabled_for_unlock: Type.Boolean() }), ...commandErrors },
      },
    },
    async (request) => {
      const contactId = request.body.driver_id;
      const result = await runContactCommand(store, contactId, { type: 'ToggleDisableForUnlock', data: { contactId } }, metadataOf(request));
      if (result.state.status !== 'registered') throw contactNotFound();
      return { disabled_for_unlock: result.state.disabledForUnlock };
    },
  );

  // A GET that changes state because the spec names it so: admin-only, one-way (verifying twice changes
  // nothing), and CSRF-checked like a POST (`csrf: true`), so that another site's link or top-level
  // navigation cannot verify a phone in an admin's name. No automatic HEAD twin.
  app.get(
    '/contacts/:id/verifyWithoutCode',
    {
      config: { ...authorize(ADMIN), csrf: true },
      exposeHeadRoute: false,
      schema: { tags: ['contacts'], summary: "Mark the contact's phone number as verified without a code (a GET that needs the X-XSRF-TOKEN header, else 419)", params: IdParamsSchema, response: { 200: PhoneVerifiedSchema, ...commandErrors } },
    },
    async (request) => {
      const contactId = request.params.id;
      const now = new Date().toISOString();
      const result = await runContactCommand(store, contactId, { type: 'VerifyPhone', data: { contactId, method: 'without_code', now } }, metadataOf(request));
      if (result.state.status !== 'registered') throw contactNotFound();
      return { message: 'Phone verified', phone_confirmed_at: result.state.phoneVerifiedAt ?? now };
    },
  );
  done();
};
