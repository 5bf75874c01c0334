import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  AuditEntrySchema,
  CampaignOptionSchema,
  CompanySchema,
  ContactDetailSchema,
  CurrentUserSchema,
  MessageSchema,
  NamedSchema,
  OfferCardSchema,
  OfferStageSchema,
  PendingApprovalsSchema,
  PersonSchema,
  UnlockedContactSchema,
  paged,
} from '@rm/domain';
import { forbidden, isAdmin, notFoundError, type AuthUser } from '@rm/platform/http';
import type { DatabasePool } from 'slonik';
import { listPendingApprovals } from './approvals';
import { auditEventTypes, auditLog, entityAuditTrail } from './audit';
import { readContact } from './contacts';
import { listOffers, offerCompanies } from './offers';
import { accountManagerOptions, adminUserOptions, campaignOptions, companyOptions, employerOptions, readCompany } from './options';
import { listUnlockedContacts } from './unlocks';

export interface QueryRoutesOptions {
  pool: DatabasePool;
  approvalAudienceThreshold: number;
}

const Uuid = Type.String({ format: 'uuid' });
const Page = Type.Integer({ minimum: 1, default: 1 });
const Errors = { 401: MessageSchema, 403: MessageSchema, 404: MessageSchema, 422: Type.Object({ message: Type.String(), errors: Type.Record(Type.String(), Type.Array(Type.String())) }) };
const ADMIN = ['admin'] as const;
const BUSINESS_OR_ADMIN = ['admin', 'business', 'business-owner'] as const;

/** A business user sees only their own company; an admin sees every company. */
function companyScope(user: AuthUser | null, requested?: string): string | undefined {
  if (!user || isAdmin(user)) return requested;
  if (requested && requested !== user.companyId) throw forbidden();
  return user.companyId ?? '00000000-0000-0000-0000-000000000000';
}

export const currentUserBody = (user: AuthUser) => ({
  id: user.id,
  email: user.email,
  roles: user.roles.map((name) => ({ name })),
  first_name: user.firstName,
  last_name: user.lastName,
  full_name: user.fullName,
  phone_confirmed_at: user.phoneConfirmedAt,
  profile_image_url: user.profileImageUrl,
  company_id: user.companyId,
});

/** Reads over the read models. Every route states who may call it (`config.access`). */
export const queryRoutes: FastifyPluginAsyncTypebox<QueryRoutesOptions> = (app, { pool, approvalAudienceThreshold }) => {
  app.get('/api/user/current', { schema: { tags: ['base'], response: { 200: CurrentUserSchema, 401: MessageSchema } } }, (request) =>
    currentUserBody(request.user as AuthUser),
  );

  app.get('/api/company/current', { schema: { tags: ['base'], response: { 200: Type.Union([CompanySchema, Type.Null()]), 401: MessageSchema } } }, async (request) => {
    const companyId = request.user?.companyId;
    return companyId ? await readCompany(pool, companyId) : null;
  });

  app.get(
    '/api/offers/companies',
    { config: { access: BUSINESS_OR_ADMIN }, schema: { tags: ['offers'], response: { 200: Type.Array(NamedSchema), ...Errors } } },
    (request) => offerCompanies(pool, companyScope(request.user) ?? null),
  );
  app.get(
    '/api/offers/options/companies',
    { config: { access: BUSINESS_OR_ADMIN }, schema: { tags: ['offers'], response: { 200: Type.Array(NamedSchema), ...Errors } } },
    (request) => companyOptions(pool, companyScope(request.user) ?? null),
  );
  app.get(
    '/api/offers/:stage',
    {
      config: { access: BUSINESS_OR_ADMIN },
      schema: {
        tags: ['offers'],
        params: Type.Object({ stage: OfferStageSchema }),
        querystring: Type.Object({ page: Page, user_id: Type.Optional(Uuid), company_id: Type.Optional(Uuid), campaign_id: Type.Optional(Uuid) }),
        response: { 200: paged(OfferCardSchema), ...Errors },
      },
    },
    (request) =>
      listOffers(pool, {
        stage: request.params.stage,
        page: request.query.page,
        userId: request.query.user_id,
        companyId: companyScope(request.user, request.query.company_id),
        campaignId: request.query.campaign_id,
      }),
  );

  app.get(
    '/api/contacts/:id',
    { config: { access: ADMIN }, schema: { tags: ['contacts'], params: Type.Object({ id: Uuid }), response: { 200: Type.Object({ data: ContactDetailSchema }), ...Errors } } },
    async (request) => {
      const contact = await readContact(pool, request.params.id);
      if (!contact) throw notFoundError('Contact not found.');
      return { data: contact };
    },
  );

  for (const [path, hiredOnly] of [['/api/companies/:id/unlocked-contacts', false], ['/api/companies/:id/hired-unlocked-contacts', true]] as const) {
    app.get(
      path,
      {
        config: { access: BUSINESS_OR_ADMIN },
        schema: { tags: ['unlocks'], params: Type.Object({ id: Uuid }), querystring: Type.Object({ page: Page }), response: { 200: paged(UnlockedContactSchema), ...Errors } },
      },
      async (request) => {
        const companyId = companyScope(request.user, request.params.id) ?? request.params.id;
        if (!(await readCompany(pool, companyId))) throw notFoundError('Company not found.');
        return listUnlockedContacts(pool, companyId, request.query.page, hiredOnly);
      },
    );
  }

  app.get(
    '/campaign-approvals/pending',
    {
      config: { access: ADMIN },
      schema: { tags: ['approvals'], querystring: Type.Object({ page: Page, account_manager_id: Type.Optional(Uuid) }), response: { 200: PendingApprovalsSchema, ...Errors } },
    },
    async (request) => ({ ...(await listPendingApprovals(pool, request.query.page, request.query.account_manager_id)), threshold: approvalAudienceThreshold }),
  );

  app.get('/api/options/companies', { config: { access: BUSINESS_OR_ADMIN }, schema: { tags: ['options'], response: { 200: Type.Array(NamedSchema), ...Errors } } }, (request) =>
    companyOptions(pool, companyScope(request.user) ?? null),
  );
  app.get(
    '/api/options/employers',
    { config: { access: BUSINESS_OR_ADMIN }, schema: { tags: ['options'], querystring: Type.Object({ company_id: Uuid }), response: { 200: Type.Array(PersonSchema), ...Errors } } },
    (request) => employerOptions(pool, companyScope(request.user, request.query.company_id) ?? request.query.company_id),
  );
  app.get(
    '/api/options/all-campaigns',
    { config: { access: BUSINESS_OR_ADMIN }, schema: { tags: ['options'], querystring: Type.Object({ company_id: Type.Optional(Uuid) }), response: { 200: Type.Array(CampaignOptionSchema), ...Errors } } },
    (request) => campaignOptions(pool, companyScope(request.user, request.query.company_id)),
  );
  app.get('/api/options/account-manager-users', { config: { access: ADMIN }, schema: { tags: ['options'], response: { 200: Type.Array(PersonSchema), ...Errors } } }, () =>
    accountManagerOptions(pool),
  );
  app.get('/api/options/admin-users', { config: { access: ADMIN }, schema: { tags: ['options'], response: { 200: Type.Array(PersonSchema), ...Errors } } }, () => adminUserOptions(pool));

  app.get(
    '/api/audit/:entity/:id',
    {
      config: { access: ADMIN },
      schema: {
        tags: ['audit'],
        params: Type.Object({ entity: Type.Union(['offer', 'contact', 'campaign', 'company', 'unlock', 'user', 'audience'].map((e) => Type.Literal(e))), id: Uuid }),
        response: { 200: Type.Object({ data: Type.Array(AuditEntrySchema) }), ...Errors },
      },
    },
    async (request) => ({ data: await entityAuditTrail(pool, request.params.entity as Parameters<typeof entityAuditTrail>[1], request.params.id) }),
  );
  app.get(
    '/api/audit',
    {
      config: { access: ADMIN },
      schema: {
        tags: ['audit'],
        querystring: Type.Object({
          page: Page,
          type: Type.Optional(Type.String({ maxLength: 100 })),
          actor_id: Type.Optional(Uuid),
          from: Type.Optional(Type.String({ format: 'date' })),
          till: Type.Optional(Type.String({ format: 'date' })),
        }),
        response: { 200: paged(AuditEntrySchema), ...Errors },
      },
    },
    (request) => auditLog(pool, { page: request.query.page, type: request.query.type, actorId: request.query.actor_id, from: request.query.from, till: request.query.till }),
  );
  app.get('/api/audit-event-types', { config: { access: ADMIN }, schema: { tags: ['audit'], response: { 200: Type.Array(Type.String()), ...Errors } } }, () => auditEventTypes(pool));
  return Promise.resolve();
};
