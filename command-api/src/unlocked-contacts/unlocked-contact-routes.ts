import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import {
  campaignStreamId,
  forbidden,
  invalid,
  notFound,
  unlockDecider,
  unlockedContactsFeature,
  unlockStreamId,
  type UnlockCommand,
  mayChangeOwner,
} from '@rm/domain';
import type { EventStore } from '@rm/eventstore';
import { bindContracts, commandHandlers, signedInUser } from '@rm/platform/http';
import type { FastifyRequest } from 'fastify';
import { handleCommand } from '../shared/handle-command';
import { metadataOf, type CommandRoutesOptions } from '../shared/command-context';
import type { CommandReadPort } from '../shared/read-port';

/** The caller's company's unlocked contact: another company's is 403, an unknown or deleted one 404. */
export async function ownUnlockedContact(reads: CommandReadPort, request: FastifyRequest, unlockId: string) {
  const user = signedInUser(request);
  const found = await reads.employerUnlockedContact(unlockId);
  if (!found || found.deleted) throw notFound('Unlocked contact not found.');
  if (!user.companyId || found.companyId !== user.companyId) throw forbidden();
  return found;
}

/**
 * The users of the campaign a contact was unlocked through: the employer it was unlocked for and the one
 * who created the campaign.
 */
async function campaignUsers(store: EventStore, reads: CommandReadPort, unlockId: string, campaignId: string): Promise<string[]> {
  const unlock = await reads.unlockedContact(unlockId);
  const created = (await store.readStream(campaignStreamId(campaignId))).find((event) => event.type === 'CampaignCreated');
  return [unlock?.employer?.id, created?.type === 'CampaignCreated' ? created.data.createdBy : null].filter(
    (id): id is string => typeof id === 'string',
  );
}

/** The company's work with its unlocked contacts: status (with the unqualified reasons first) and owner. */
export const unlockedContactRoutes: FastifyPluginCallbackTypebox<CommandRoutesOptions> = (app, { store, reads }, done) => {
  const run = async (
    request: FastifyRequest,
    unlockId: string,
    command: (found: { companyId: string; contactId: string }) => UnlockCommand,
  ) => {
    const found = await ownUnlockedContact(reads, request, unlockId);
    const ref = { companyId: found.companyId, contactId: found.contact.driver.id };
    const result = await handleCommand({
      store,
      streamId: unlockStreamId(ref.companyId, ref.contactId),
      decider: unlockDecider,
      command: command(ref),
      metadata: metadataOf(request),
    });
    await reads.caughtUp('unlocks', result.append?.position ?? null);
    const fresh = await reads.employerUnlockedContact(unlockId);
    if (!fresh) throw notFound('Unlocked contact not found.');
    return fresh.contact;
  };

  bindContracts(
    app,
    commandHandlers(unlockedContactsFeature, {
      async changeUnlockedContactStatus(request) {
        const { status_id: given, custom_status_id: customStatusId = null, first_work_day_at: firstWorkDayAt = null } = request.body;
        let statusId = given;
        if (customStatusId) {
          const custom = await reads.referenceItemKind(customStatusId);
          if (!custom || custom.kind !== 'contact-statuses') throw invalid('custom_status_id', 'The selected status is invalid.');
          statusId = Number(custom.fields.status_id);
        }
        const contact = await run(request, request.params.id, () => ({
          type: 'ChangeUnlockedContactStatus',
          data: { unlockId: request.params.id, statusId, customStatusId, firstWorkDayAt },
        }));
        return { message: 'Contact status updated', status_id: contact.status_id, custom_status_id: contact.custom_status_id };
      },
      async setUnqualifiedStatusReasons(request) {
        for (const reasonId of request.body.reasons) {
          const reason = await reads.referenceItemKind(reasonId);
          if (!reason || reason.kind !== 'unqualified-status-reasons') throw invalid('reasons', 'The selected reason is invalid.');
        }
        const data = await run(request, request.params.id, () => ({
          type: 'SetUnqualifiedReasons',
          data: { unlockId: request.params.id, reasonIds: request.body.reasons },
        }));
        return { message: 'Reasons saved.', data };
      },
      async changeUnlockedContactOwner(request) {
        const user = signedInUser(request);
        const ownerId = request.body.owner_id;
        const found = await ownUnlockedContact(reads, request, request.params.id);
        if (ownerId !== null && (await reads.user(ownerId))?.companyId !== found.companyId)
          throw invalid('owner_id', 'The owner must be a user of your company.');
        const campaignId = found.contact.campaign_id;
        const allowed = await mayChangeOwner(user, campaignId, () =>
          campaignId === null ? [] : campaignUsers(store, reads, request.params.id, campaignId),
        );
        const data = await run(request, request.params.id, () => ({
          type: 'ChangeUnlockedContactOwner',
          data: { unlockId: request.params.id, ownerId, allowed },
        }));
        return { message: 'Owner changed.', data };
      },
    }),
  );
  done();
};
