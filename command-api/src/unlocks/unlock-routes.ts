import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { Money, UnlockedContactSchema, type RoleName, type UnlockedContact } from '@rm/domain';
import { authorize, forbidden, isAdmin, notFoundError, signedInUser, unprocessable } from '@rm/platform/http';
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { loadCampaignTerms } from '../campaigns/campaign-commands';
import { loadCompany } from '../companies/company-commands';
import type { CommandReadPort, UnlockedContactRecord } from '../shared/read-port';
import { ADMIN, ADMIN_OR_BUSINESS, IdParamsSchema, UuidSchema, commandErrors, metadataOf, type CommandRoutesOptions } from '../shared/route-kit';
import { recordUnlock, runUnlockCommand, type UnlockContactOptions, type UnlockOutcome, type UnlockStatusCommand } from './unlock-commands';

const UnlockContactBodySchema = Type.Object({
  driver_id: UuidSchema,
  company_id: UuidSchema,
  employer_id: Type.Union([UuidSchema, Type.Null()]),
  campaign_id: UuidSchema,
});
export type UnlockContactBody = Static<typeof UnlockContactBodySchema>;

const RequestedUnlockBodySchema = Type.Object({
  driver_id: UuidSchema,
  company_id: UuidSchema,
  price: Type.Number({ minimum: 0, maximum: 100_000, description: 'euros' }),
});
export type RequestedUnlockBody = Static<typeof RequestedUnlockBodySchema>;

const UnlockedResponseSchema = Type.Object({ message: Type.String(), data: UnlockedContactSchema });
const UnlockedContactResponseSchema = Type.Object({ data: UnlockedContactSchema });

const answerOf = ({ company_id: _company, deleted: _deleted, ...data }: UnlockedContactRecord): UnlockedContact => data;

async function unlockedAnswer(reads: CommandReadPort, { unlockId, position }: UnlockOutcome): Promise<Static<typeof UnlockedResponseSchema>> {
  await reads.caughtUp('unlocks', position);
  const unlocked = await reads.unlockedContact(unlockId);
  if (!unlocked) throw notFoundError('Unlocked contact not found.');
  return { message: `${unlocked.driver.full_name || 'The contact'} has been unlocked for the company.`, data: answerOf(unlocked) };
}

const offerNotMoved =
  (request: FastifyRequest): UnlockContactOptions =>
  ({
    onOfferNotMoved: (error) => request.log.warn({ err: error }, 'contact unlocked, but its offer was not moved to unlocked'),
  });

const UNLOCK_ACTIONS: ReadonlyArray<{ action: string; command: UnlockStatusCommand; access: readonly RoleName[]; summary: string }> = [
  { action: 'open', command: 'OpenUnlockedContact', access: ADMIN_OR_BUSINESS, summary: 'Open an unlocked contact (its company or an admin)' },
  { action: 'confirmHiredByAdmin', command: 'ConfirmHireByAdmin', access: ADMIN, summary: 'Confirm that the unlocked contact was hired' },
  { action: 'rejectHiredByAdmin', command: 'RejectHireByAdmin', access: ADMIN, summary: 'Reject the reported hire of the unlocked contact' },
];

/** Unlocking contacts for companies (the billable core action) and what follows an unlock. */
export const unlockRoutes: FastifyPluginCallbackTypebox<CommandRoutesOptions> = (app, { store, reads }, done) => {
  app.post(
    '/api/unlock-contact',
    {
      config: authorize(ADMIN),
      schema: {
        tags: ['unlocks'],
        summary: "Unlock a contact for a company through a campaign, at the campaign's cost per unlock; moves the contact's offer to unlocked",
        body: UnlockContactBodySchema,
        response: { 201: UnlockedResponseSchema, ...commandErrors },
      },
    },
    async (request, reply) => {
      const { driver_id: contactId, company_id: companyId, employer_id: employerId, campaign_id: campaignId } = request.body;
      const [company, campaign] = await Promise.all([loadCompany(store, companyId), loadCampaignTerms(store, campaignId)]);
      if (company.status !== 'registered') throw unprocessable('company_id', 'The selected company is invalid.');
      if (!campaign) throw unprocessable('campaign_id', 'The selected campaign is invalid.');
      if (campaign.companyId !== companyId) throw unprocessable('campaign_id', 'The campaign does not belong to this company.');
      if (employerId && !(await reads.isEmployerOf(companyId, employerId))) throw unprocessable('employer_id', 'The employer does not belong to this company.');
      const offerId = await reads.offerFor(contactId, campaignId);
      const outcome = await recordUnlock(store, { contactId, companyId, employerId, campaignId, offerId, price: campaign.costPerUnlock }, metadataOf(request), offerNotMoved(request));
      return reply.code(201).send(await unlockedAnswer(reads, outcome));
    },
  );

  app.post(
    '/requested-contacts/unlock',
    {
      config: authorize(ADMIN),
      schema: {
        tags: ['unlocks'],
        summary: 'Unlock a contact that a company asked for, at the given price (euros)',
        body: RequestedUnlockBodySchema,
        response: { 201: UnlockedResponseSchema, ...commandErrors },
      },
    },
    async (request, reply) => {
      const { driver_id: contactId, company_id: companyId, price } = request.body;
      if ((await loadCompany(store, companyId)).status !== 'registered') throw unprocessable('company_id', 'The selected company is invalid.');
      const outcome = await recordUnlock(store, { contactId, companyId, employerId: null, campaignId: null, offerId: null, price: Money.fromEuros(price) }, metadataOf(request));
      return reply.code(201).send(await unlockedAnswer(reads, outcome));
    },
  );

  const findUnlock = async (request: FastifyRequest, unlockId: string): Promise<UnlockedContactRecord> => {
    const user = signedInUser(request);
    const unlock = await reads.unlockedContact(unlockId);
    if (!unlock || unlock.deleted) throw notFoundError('Unlocked contact not found.');
    if (!isAdmin(user) && unlock.company_id !== user.companyId) throw forbidden();
    return unlock;
  };

  for (const { action, command, access, summary } of UNLOCK_ACTIONS) {
    app.put(
      `/api/unlocked-contacts/:id/${action}`,
      { config: authorize(access), schema: { tags: ['unlocks'], summary, params: IdParamsSchema, response: { 200: UnlockedContactResponseSchema, ...commandErrors } } },
      async (request) => {
        const unlock = await findUnlock(request, request.params.id);
        const result = await runUnlockCommand(store, { unlockId: unlock.id, companyId: unlock.company_id, contactId: unlock.driver.id }, command, metadataOf(request));
        await reads.caughtUp('unlocks', result.append?.position ?? null);
        const fresh = await reads.unlockedContact(unlock.id);
        if (!fresh) throw notFoundError('Unlocked contact not found.');
        return { data: answerOf(fresh) };
      },
    );
  }

  app.delete(
    '/api/unlocked-contacts/:id',
    { config: authorize(ADMIN), schema: { tags: ['unlocks'], summary: 'Delete an unlock (the contact may be unlocked again later)', params: IdParamsSchema, response: { 204: Type.Null(), ...commandErrors } } },
    async (request, reply) => {
      const unlock = await findUnlock(request, request.params.id);
      const result = await runUnlockCommand(store, { unlockId: unlock.id, companyId: unlock.company_id, contactId: unlock.driver.id }, 'DeleteUnlock', metadataOf(request));
      await reads.caughtUp('unlocks', result.append?.position ?? null);
      return reply.code(204).send(null);
    },
  );
  done();
};
