import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { Money, forbidden, invalid, notFound, unlocksFeature, type ResponseOf, type UnlockedContact } from '@rm/domain';
import { bindContracts, commandHandlers, isAdmin, signedInUser } from '@rm/platform/http';
import type { FastifyRequest } from 'fastify';
import { loadCampaignTerms } from '../campaigns/campaign-commands';
import { loadCompany } from '../companies/company-commands';
import type { CommandReadPort, UnlockedContactRecord } from '../shared/read-port';
import { metadataOf, type CommandRoutesOptions } from '../shared/command-context';
import {
  deleteUnlock,
  recordUnlock,
  runUnlockCommand,
  type UnlockContactOptions,
  type UnlockOutcome,
  type UnlockStatusCommand,
} from './unlock-commands';

const answerOf = ({ company_id: _company, deleted: _deleted, ...data }: UnlockedContactRecord): UnlockedContact => data;

async function unlockedAnswer(
  reads: CommandReadPort,
  { unlockId, position }: UnlockOutcome,
): Promise<ResponseOf<typeof unlocksFeature.commands.unlockContact>> {
  await reads.caughtUp('unlocks', position);
  const unlocked = await reads.unlockedContact(unlockId);
  if (!unlocked) throw notFound('Unlocked contact not found.');
  return { message: `${unlocked.driver.full_name || 'The contact'} has been unlocked for the company.`, data: answerOf(unlocked) };
}

const offerNotMoved = (request: FastifyRequest): UnlockContactOptions => ({
  onOfferNotMoved: (error) => request.log.warn({ err: error }, 'contact unlocked, but its offer was not moved to unlocked'),
});

/** Unlocking contacts for companies (the billable core action) and what follows an unlock. */
export const unlockRoutes: FastifyPluginCallbackTypebox<CommandRoutesOptions> = (app, { store, reads }, done) => {
  const findUnlock = async (request: FastifyRequest, unlockId: string): Promise<UnlockedContactRecord> => {
    const user = signedInUser(request);
    const unlock = await reads.unlockedContact(unlockId);
    if (!unlock || unlock.deleted) throw notFound('Unlocked contact not found.');
    if (!isAdmin(user) && unlock.company_id !== user.companyId) throw forbidden();
    return unlock;
  };
  const changeStatus = async (
    request: FastifyRequest,
    unlockId: string,
    command: UnlockStatusCommand,
  ): Promise<{ data: UnlockedContact }> => {
    const unlock = await findUnlock(request, unlockId);
    const result = await runUnlockCommand(
      store,
      { unlockId: unlock.id, companyId: unlock.company_id, contactId: unlock.driver.id },
      command,
      metadataOf(request),
    );
    await reads.caughtUp('unlocks', result.append?.position ?? null);
    const fresh = await reads.unlockedContact(unlock.id);
    if (!fresh) throw notFound('Unlocked contact not found.');
    return { data: answerOf(fresh) };
  };

  bindContracts(
    app,
    commandHandlers(unlocksFeature, {
      async unlockContact(request, reply) {
        const { driver_id: contactId, company_id: companyId, employer_id: employerId, campaign_id: campaignId } = request.body;
        const [company, campaign] = await Promise.all([loadCompany(store, companyId), loadCampaignTerms(store, campaignId)]);
        if (company.status !== 'registered') throw invalid('company_id', 'The selected company is invalid.');
        if (!campaign) throw invalid('campaign_id', 'The selected campaign is invalid.');
        if (campaign.companyId !== companyId) throw invalid('campaign_id', 'The campaign does not belong to this company.');
        if (employerId && !(await reads.isEmployerOf(companyId, employerId)))
          throw invalid('employer_id', 'The employer does not belong to this company.');
        const offerId = await reads.offerFor(contactId, campaignId);
        const outcome = await recordUnlock(
          store,
          { contactId, companyId, employerId, campaignId, offerId, price: campaign.costPerUnlock },
          metadataOf(request),
          offerNotMoved(request),
        );
        return reply.code(201).send(await unlockedAnswer(reads, outcome));
      },
      async requestContactUnlock(request, reply) {
        const { driver_id: contactId, company_id: companyId, price } = request.body;
        if ((await loadCompany(store, companyId)).status !== 'registered') throw invalid('company_id', 'The selected company is invalid.');
        const outcome = await recordUnlock(
          store,
          { contactId, companyId, employerId: null, campaignId: null, offerId: null, price: Money.fromEuros(price) },
          metadataOf(request),
        );
        return reply.code(201).send(await unlockedAnswer(reads, outcome));
      },
      openUnlockedContact: (request) => changeStatus(request, request.params.id, 'OpenUnlockedContact'),
      confirmHireByAdmin: (request) => changeStatus(request, request.params.id, 'ConfirmHireByAdmin'),
      rejectHireByAdmin: (request) => changeStatus(request, request.params.id, 'RejectHireByAdmin'),
      async deleteUnlockedContact(request, reply) {
        const unlock = await findUnlock(request, request.params.id);
        const result = await deleteUnlock(
          store,
          { unlockId: unlock.id, companyId: unlock.company_id, contactId: unlock.driver.id },
          metadataOf(request),
        );
        await reads.caughtUp('unlocks', result.append?.position ?? null);
        return reply.code(204).send(null);
      },
    }),
  );
  done();
};
