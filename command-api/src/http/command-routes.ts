import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type {} from '@fastify/cookie';
import {
  CurrentUserSchema,
  MessageSchema,
  OfferCardSchema,
  OfferStageSchema,
  UnlockedContactSchema,
  ValidationErrorSchema,
  Money,
  type OfferCard,
  type UnlockedContact,
} from '@rm/domain';
import type { EventStore } from '@rm/eventstore';
import {
  SESSION_COOKIE,
  forbidden,
  isAdmin,
  loadAuthUser,
  notFoundError,
  unprocessable,
  type AuthUser,
  type LoginThrottle,
  type SessionStore,
} from '@rm/platform/http';
import type { FastifyRequest } from 'fastify';
import type { DatabasePool } from 'slonik';
import type { CommandMetadata } from '../commands/handle-command';
import { changeOfferStage, trackOfferStep } from '../commands/offers';
import { runContactCommand } from '../commands/contacts';
import { runCampaignCommand } from '../commands/campaigns';
import { runUnlockCommand, unlockContact } from '../commands/unlocks';
import { verifyPassword } from '../commands/users';

/** Read-side lookups the command routes need for their answers; injected so commands never import queries. */
export interface CommandReadPort {
  offerCard(offerId: string): Promise<OfferCard | null>;
  offerOwner(offerId: string): Promise<{ companyId: string; contactId: string } | null>;
  offerFor(contactId: string, campaignId: string): Promise<string | null>;
  unlockedContact(unlockId: string): Promise<(UnlockedContact & { company_id: string; deleted: boolean }) | null>;
  campaign(campaignId: string): Promise<{ companyId: string; costPerUnlock: number; audienceCandidatesCount: number } | null>;
  contactName(contactId: string): Promise<string | null>;
  userByEmail(email: string): Promise<{ user_id: string; password_hash: string } | null>;
  currentUserBody(user: AuthUser): unknown;
  /** Waits until the read models reflect everything appended so far (so an answer shows the change). */
  caughtUp(): Promise<void>;
}

export interface CommandRoutesOptions {
  pool: DatabasePool;
  store: EventStore;
  sessions: SessionStore;
  loginThrottle: LoginThrottle;
  reads: CommandReadPort;
  approvalAudienceThreshold: number;
  secureCookies: boolean;
}

const Uuid = Type.String({ format: 'uuid' });
const Errors = { 401: MessageSchema, 403: MessageSchema, 404: MessageSchema, 409: MessageSchema, 422: ValidationErrorSchema };
const ADMIN = ['admin'] as const;
const BUSINESS_OR_ADMIN = ['admin', 'business', 'business-owner'] as const;

const metadataOf = (request: FastifyRequest): CommandMetadata => ({
  actorId: request.user?.id ?? null,
  actorRole: request.user?.roles[0] ?? null,
  correlationId: request.id,
  requestIp: request.ip,
});

const requiredText = () => Type.String({ minLength: 1, maxLength: 1000 });

/** One route per command: validate → authorise → load stream → decide → append → answer. */
export const commandRoutes: FastifyPluginAsyncTypebox<CommandRoutesOptions> = (app, options) => {
  const { store, sessions, loginThrottle, reads } = options;

  app.post(
    '/login',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        body: Type.Object({ email: Type.String({ minLength: 1, maxLength: 254 }), password: Type.String({ minLength: 1, maxLength: 1000 }) }),
        response: { 200: Type.Object({ user: CurrentUserSchema }), 422: ValidationErrorSchema, 429: MessageSchema, 419: MessageSchema },
      },
    },
    async (request, reply) => {
      const email = request.body.email.trim().toLowerCase();
      const key = `${email}|${request.ip}`;
      const wait = loginThrottle.retryAfter(key);
      if (wait > 0) {
        void reply.header('retry-after', String(wait));
        return reply.code(429).send({ message: `Too many login attempts. Please try again in ${wait} seconds.` });
      }
      const account = await reads.userByEmail(email);
      const valid = account ? await verifyPassword(account.password_hash, request.body.password) : false;
      const user = valid && account ? await loadAuthUser(options.pool, account.user_id) : null;
      if (!user) {
        loginThrottle.failed(key);
        throw unprocessable('email', 'These credentials do not match our records.');
      }
      loginThrottle.succeeded(key);
      const token = await sessions.create(user.id);
      void reply.setCookie(SESSION_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'lax', secure: options.secureCookies });
      return { user: reads.currentUserBody(user) as never };
    },
  );

  app.post('/logout', { config: { access: 'public' }, schema: { tags: ['auth'], response: { 204: Type.Null(), 419: MessageSchema } } }, async (request, reply) => {
    if (request.sessionToken) await sessions.destroy(request.sessionToken);
    void reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return reply.code(204).send(null);
  });

  // Offers
  const assertMaySeeOffer = async (user: AuthUser, offerId: string): Promise<void> => {
    if (isAdmin(user)) return;
    const owner = await reads.offerOwner(offerId);
    if (!owner) throw notFoundError('Offer not found.');
    if (owner.companyId !== user.companyId) throw forbidden();
  };

  app.put(
    '/api/offers/:id',
    {
      config: { access: BUSINESS_OR_ADMIN },
      schema: { tags: ['offers'], params: Type.Object({ id: Uuid }), body: Type.Object({ stage: OfferStageSchema }), response: { 200: Type.Object({ data: OfferCardSchema }), ...Errors } },
    },
    async (request) => {
      const user = request.user as AuthUser;
      await assertMaySeeOffer(user, request.params.id);
      const result = await changeOfferStage(store, request.params.id, request.body.stage, metadataOf(request));
      const card = await reads.offerCard(request.params.id);
      if (!card || result.state.status !== 'open') throw notFoundError('Offer not found.');
      return { data: { ...card, stage: result.state.stage, hired_at: result.state.hiredAt } };
    },
  );

  app.post(
    '/api/offers/:id/track',
    {
      config: { access: 'authenticated' },
      schema: { tags: ['offers'], params: Type.Object({ id: Uuid }), body: Type.Object({ step: Type.String({ minLength: 1, maxLength: 100 }) }), response: { 200: Type.Object({ success: Type.Boolean() }), ...Errors } },
    },
    async (request) => {
      const user = request.user as AuthUser;
      if (!user.roles.includes('contact')) await assertMaySeeOffer(user, request.params.id);
      await trackOfferStep(store, request.params.id, request.body.step, metadataOf(request));
      return { success: true };
    },
  );

  // Unlocks
  const unlockAnswer = async (unlockId: string, contactId: string): Promise<{ message: string; data: UnlockedContact }> => {
    await reads.caughtUp();
    const data = await reads.unlockedContact(unlockId);
    if (!data) throw notFoundError('Unlocked contact not found.');
    const name = (await reads.contactName(contactId)) ?? 'The contact';
    const { company_id: _company, deleted: _deleted, ...body } = data;
    return { message: `${name} has been unlocked for the company.`, data: body };
  };

  app.post(
    '/api/unlock-contact',
    {
      config: { access: ADMIN },
      schema: {
        tags: ['unlocks'],
        body: Type.Object({ driver_id: Uuid, company_id: Uuid, employer_id: Type.Union([Uuid, Type.Null()]), campaign_id: Uuid }),
        response: { 201: Type.Object({ message: Type.String(), data: UnlockedContactSchema }), ...Errors },
      },
    },
    async (request, reply) => {
      const { driver_id: contactId, company_id: companyId, employer_id: employerId, campaign_id: campaignId } = request.body;
      const campaign = await reads.campaign(campaignId);
      if (!campaign) throw unprocessable('campaign_id', 'The selected campaign is invalid.');
      if (campaign.companyId !== companyId) throw unprocessable('campaign_id', 'The campaign does not belong to this company.');
      const offerId = await reads.offerFor(contactId, campaignId);
      const unlockId = await unlockContact(store, { contactId, companyId, employerId, campaignId, offerId, price: campaign.costPerUnlock }, metadataOf(request));
      return reply.code(201).send(await unlockAnswer(unlockId, contactId));
    },
  );

  app.post(
    '/requested-contacts/unlock',
    {
      config: { access: ADMIN },
      schema: {
        tags: ['unlocks'],
        body: Type.Object({ driver_id: Uuid, company_id: Uuid, price: Type.Number({ minimum: 0, maximum: 100000 }) }),
        response: { 201: Type.Object({ message: Type.String(), data: UnlockedContactSchema }), ...Errors },
      },
    },
    async (request, reply) => {
      const { driver_id: contactId, company_id: companyId, price } = request.body;
      const unlockId = await unlockContact(store, { contactId, companyId, employerId: null, campaignId: null, offerId: null, price: Money.fromEuros(price) }, metadataOf(request));
      return reply.code(201).send(await unlockAnswer(unlockId, contactId));
    },
  );

  for (const [action, command, access] of [
    ['open', 'OpenUnlockedContact', BUSINESS_OR_ADMIN],
    ['confirmHiredByAdmin', 'ConfirmHireByAdmin', ADMIN],
    ['rejectHiredByAdmin', 'RejectHireByAdmin', ADMIN],
  ] as const) {
    app.put(
      `/api/unlocked-contacts/:id/${action}`,
      { config: { access }, schema: { tags: ['unlocks'], params: Type.Object({ id: Uuid }), response: { 200: Type.Object({ data: UnlockedContactSchema }), ...Errors } } },
      async (request) => {
        const user = request.user as AuthUser;
        const unlock = await reads.unlockedContact(request.params.id);
        if (!unlock || unlock.deleted) throw notFoundError('Unlocked contact not found.');
        if (!isAdmin(user) && unlock.company_id !== user.companyId) throw forbidden();
        await runUnlockCommand(store, { unlockId: unlock.id, companyId: unlock.company_id, contactId: unlock.driver.id }, command, metadataOf(request));
        await reads.caughtUp();
        const fresh = await reads.unlockedContact(unlock.id);
        if (!fresh) throw notFoundError('Unlocked contact not found.');
        const { company_id: _company, deleted: _deleted, ...data } = fresh;
        return { data };
      },
    );
  }

  app.delete(
    '/api/unlocked-contacts/:id',
    { config: { access: ADMIN }, schema: { tags: ['unlocks'], params: Type.Object({ id: Uuid }), response: { 204: Type.Null(), ...Errors } } },
    async (request, reply) => {
      const unlock = await reads.unlockedContact(request.params.id);
      if (!unlock || unlock.deleted) throw notFoundError('Unlocked contact not found.');
      await runUnlockCommand(store, { unlockId: unlock.id, companyId: unlock.company_id, contactId: unlock.driver.id }, 'DeleteUnlock', metadataOf(request));
      return reply.code(204).send(null);
    },
  );

  // Contacts
  app.post(
    '/api/contacts/:id/update-call-status',
    {
      config: { access: ADMIN },
      schema: { tags: ['contacts'], params: Type.Object({ id: Uuid }), body: Type.Object({ call_made: Type.Boolean() }), response: { 200: Type.Object({ success: Type.Boolean() }), ...Errors } },
    },
    async (request) => {
      await runContactCommand(store, request.params.id, { type: 'ChangeCallStatus', data: { contactId: request.params.id, callMade: request.body.call_made } }, metadataOf(request));
      return { success: true };
    },
  );

  app.post(
    '/contacts/toggleActive',
    {
      config: { access: ADMIN },
      schema: { tags: ['contacts'], body: Type.Object({ driver_id: Uuid, reason: requiredText() }), response: { 200: Type.Object({ is_active: Type.Boolean() }), ...Errors } },
    },
    async (request) => {
      const { driver_id: contactId, reason } = request.body;
      const result = await runContactCommand(store, contactId, { type: 'ToggleContactActive', data: { contactId, reason } }, metadataOf(request));
      if (result.state.status !== 'registered') throw notFoundError('Contact not found.');
      return { is_active: result.state.isActive };
    },
  );

  app.post(
    '/contacts/toggleDisableForUnlock',
    { config: { access: ADMIN }, schema: { tags: ['contacts'], body: Type.Object({ driver_id: Uuid }), response: { 200: Type.Object({ disabled_for_unlock: Type.Boolean() }), ...Errors } } },
    async (request) => {
      const contactId = request.body.driver_id;
      const result = await runContactCommand(store, contactId, { type: 'ToggleDisableForUnlock', data: { contactId } }, metadataOf(request));
      if (result.state.status !== 'registered') throw notFoundError('Contact not found.');
      return { disabled_for_unlock: result.state.disabledForUnlock };
    },
  );

  app.get(
    '/contacts/:id/verifyWithoutCode',
    {
      config: { access: ADMIN },
      schema: { tags: ['contacts'], params: Type.Object({ id: Uuid }), response: { 200: Type.Object({ message: Type.String(), phone_confirmed_at: Type.String() }), ...Errors } },
    },
    async (request) => {
      const contactId = request.params.id;
      const now = new Date().toISOString();
      const result = await runContactCommand(store, contactId, { type: 'VerifyPhone', data: { contactId, method: 'without_code', now } }, metadataOf(request));
      if (result.state.status !== 'registered') throw notFoundError('Contact not found.');
      return { message: 'Phone verified', phone_confirmed_at: result.state.phoneVerifiedAt ?? now };
    },
  );

  // Campaign approvals
  app.post(
    '/campaign-approvals',
    {
      config: { access: ADMIN },
      schema: {
        tags: ['approvals'],
        body: Type.Object({ campaign_id: Uuid, reset_rejected_offers: Type.Boolean({ default: false }), user_should_be_notified: Type.Boolean({ default: false }) }),
        response: { 200: MessageSchema, ...Errors },
      },
    },
    async (request) => {
      const { campaign_id: campaignId } = request.body;
      // A soft rule on a statistic: the candidate count comes from the campaigns read model.
      const campaign = await reads.campaign(campaignId);
      if (!campaign) throw notFoundError('Campaign not found.');
      await runCampaignCommand(
        store,
        campaignId,
        {
          type: 'ApproveCampaign',
          data: {
            campaignId,
            resetRejectedOffers: request.body.reset_rejected_offers,
            userShouldBeNotified: request.body.user_should_be_notified,
            audienceCandidatesCount: campaign.audienceCandidatesCount,
            threshold: options.approvalAudienceThreshold,
          },
        },
        metadataOf(request),
      );
      return { message: 'Campaign approved.' };
    },
  );

  app.post(
    '/campaign-approvals/reject',
    {
      config: { access: ADMIN },
      schema: {
        tags: ['approvals'],
        body: Type.Object({ campaign_id: Uuid, rejected_reason: requiredText(), user_should_be_notified: Type.Boolean({ default: false }) }),
        response: { 200: MessageSchema, ...Errors },
      },
    },
    async (request) => {
      const { campaign_id: campaignId, rejected_reason: rejectedReason, user_should_be_notified: userShouldBeNotified } = request.body;
      await runCampaignCommand(store, campaignId, { type: 'RejectCampaign', data: { campaignId, rejectedReason, userShouldBeNotified } }, metadataOf(request));
      return { message: 'Campaign rejected.' };
    },
  );
  return Promise.resolve();
};
