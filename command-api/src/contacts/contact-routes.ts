import { randomUUID } from 'node:crypto';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { contactsFeature, notFound } from '@rm/domain';
import { bindContracts, commandHandlers } from '@rm/platform/http';
import { commandTime } from '../shared/handle-command';
import { metadataOf, type CommandRoutesOptions } from '../shared/command-context';
import { runContactCommand } from './contact-commands';

const contactNotFound = () => notFound('Contact not found.');

/** The contact edit buttons of the admin area: call status, active with a reason, unlock availability, phone. */
export const contactRoutes: FastifyPluginCallbackTypebox<CommandRoutesOptions> = (app, { store, reads }, done) => {
  bindContracts(
    app,
    commandHandlers(contactsFeature, {
      async updateCallStatus(request) {
        const contactId = request.params.id;
        const result = await runContactCommand(
          store,
          contactId,
          { type: 'ChangeCallStatus', data: { contactId, callMade: request.body.call_made } },
          metadataOf(request),
        );
        return { success: result.state.status === 'registered' && result.state.callMade === request.body.call_made };
      },
      async setRecruitmentInterest(request) {
        const contactId = request.params.id;
        const result = await runContactCommand(
          store,
          contactId,
          { type: 'SetRecruitmentInterest', data: { contactId, interested: request.body.interested } },
          metadataOf(request),
        );
        if (result.state.status !== 'registered') throw contactNotFound();
        return { recruitment_interest: request.body.interested };
      },
      async toggleContactActive(request) {
        const { driver_id: contactId, reason } = request.body;
        const result = await runContactCommand(
          store,
          contactId,
          { type: 'ToggleContactActive', data: { contactId, reason } },
          metadataOf(request),
        );
        if (result.state.status !== 'registered') throw contactNotFound();
        return { is_active: result.state.isActive };
      },
      async toggleDisableForUnlock(request) {
        const contactId = request.body.driver_id;
        const result = await runContactCommand(
          store,
          contactId,
          { type: 'ToggleDisableForUnlock', data: { contactId } },
          metadataOf(request),
        );
        if (result.state.status !== 'registered') throw contactNotFound();
        return { disabled_for_unlock: result.state.disabledForUnlock };
      },
      async editContact(request) {
        const contactId = request.params.id;
        const body = request.body;
        const result = await runContactCommand(
          store,
          contactId,
          {
            type: 'EditContact',
            data: {
              contactId,
              firstName: body.first_name,
              lastName: body.last_name,
              email: body.email,
              phone: body.phone,
              gender: body.gender,
              birthYear: body.birth_year,
              profile: body.profile,
            },
          },
          metadataOf(request),
        );
        if (result.state.status !== 'registered') throw contactNotFound();
        await reads.caughtUp('contacts', result.append?.position ?? null);
        return { message: 'Contact saved.' };
      },
      async giveIncentive(request) {
        const contactId = request.params.id;
        const metadata = metadataOf(request);
        const incentiveId = randomUUID();
        const givenAt = commandTime(metadata);
        const note = request.body.note?.trim() || null;
        const result = await runContactCommand(
          store,
          contactId,
          {
            type: 'GiveIncentive',
            data: { contactId, incentiveId, amount: request.body.amount, note, givenBy: metadata.actorId, givenAt },
          },
          metadata,
        );
        if (result.state.status !== 'registered') throw contactNotFound();
        await reads.caughtUp('contacts', result.append?.position ?? null);
        return { message: 'Incentive given.', incentive: { id: incentiveId, amount: request.body.amount, note, given_at: givenAt } };
      },
      async verifyPhoneWithoutCode(request) {
        const contactId = request.params.id;
        const metadata = metadataOf(request);
        const now = commandTime(metadata);
        const result = await runContactCommand(
          store,
          contactId,
          { type: 'VerifyPhone', data: { contactId, method: 'without_code', now } },
          metadata,
        );
        if (result.state.status !== 'registered') throw contactNotFound();
        return { message: 'Phone verified', phone_confirmed_at: result.state.phoneVerifiedAt ?? now };
      },
    }),
  );
  done();
};
