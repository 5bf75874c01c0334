import { Type, type TObject } from '@sinclair/typebox';
import { PersonSchema } from '../api/api-schemas';
import { CampaignFilterSchema } from '../campaigns/campaign-schemas';
import { ADMIN, IdParams, Page, apiFeature, contract, type HttpMethod } from '../shared/contract';
import { Nullable, Timestamp, Uuid } from '../shared/schema';
import { CustomerLevelSchema, CustomerSegmentSchema, SettingsMapSchema, type CompanyFlag } from './company-events';
import {
  CompanyAudienceSchema,
  CompanyCampaignSchema,
  CompanyChangeSchema,
  CompanyDetailSchema,
  CompanyListItemSchema,
  CompanyStatsSchema,
  DuplicateCompanySchema,
  EmployerSchema,
  ReviewSchema,
  TransactionSchema,
  UnclaimedEmployerSchema,
  pagedWith,
} from './company-schemas';
import { API_CATALOGUE } from '../api-catalogue';

const FEATURE = 'companies';

/** The version of the company the editor saw: if someone else changed it since, the answer is 409 and nothing changes. */
const ExpectedVersion = Type.Optional(
  Type.Integer({ minimum: 0, description: 'The company version the change was made on (409 when stale).' }),
);
const EditBody = Type.Object({ expected_version: ExpectedVersion });

/** Business-owners see their own company's users; admins every company's. */
const ADMIN_OR_OWNER = ['admin', 'business-owner'] as const;

const companyEdit = <const M extends HttpMethod, const P extends string, const O extends string, const B extends TObject>(
  operationId: O,
  method: M,
  path: P,
  summary: string,
  description: string,
  body: B,
  appends: readonly string[],
) =>
  contract({
    operationId,
    feature: FEATURE,
    method,
    path,
    access: ADMIN,
    summary,
    description: `${description} Answers the company's new version; 404 for an unknown or deleted company, 409 when \`expected_version\` is stale.`,
    params: IdParams,
    body,
    response: CompanyChangeSchema,
    errors: [404, 409],
    changes: ['companies', 'audit-log'],
    appends,
  });

/** A switch of the spec's "POST or PUT" kind: the same operation under both methods. */
const toggle = <const O extends string, const A extends string>(operationId: O, action: A, flag: CompanyFlag, label: string) => ({
  post: companyEdit(
    operationId,
    'POST',
    `/api/companies/{id}/${action}`,
    `Toggle ${label}`,
    `Flips the company's ${label} switch (\`${flag}\`), recorded with who and when.`,
    EditBody,
    ['CompanyFlagChanged'],
  ),
  put: companyEdit(
    `${operationId}Put`,
    'PUT',
    `/api/companies/{id}/${action}`,
    `Toggle ${label} (PUT)`,
    `The same as POST: flips the company's ${label} switch (\`${flag}\`).`,
    EditBody,
    ['CompanyFlagChanged'],
  ),
});

const active = toggle('toggleCompanyActive', 'toggleActive', 'is_active', 'active');
const directPay = toggle('toggleCompanyDirectPay', 'toggleDirectPay', 'direct_pay', 'direct pay');
const partner = toggle('toggleCompanyPartner', 'togglePartner', 'is_partner', 'partner');
const autoUnlock = toggle('toggleCompanyAutoContactsUnlock', 'toggleAutoContactsUnlock', 'auto_contacts_unlock', 'auto contacts unlock');
const sepa = toggle('toggleCompanySepa', 'toggleSepa', 'sepa_enabled', 'SEPA');
const SepaBody = Type.Object({ signed_at: Timestamp, expected_version: ExpectedVersion });
const approveSepaDescription =
  'Approves the SEPA mandate the company signed at `signed_at` (not in the future); SEPA must be enabled first (422 on signed_at).';

const ListQuery = Type.Object({
  page: Page,
  search: Type.Optional(Type.String({ maxLength: 200 })),
  status: Type.Optional(
    Type.Union(
      ['all', 'active', 'inactive', 'partner', 'no_focus', 'unverified'].map((s) => Type.Literal(s)),
      { default: 'all' },
    ),
  ),
  account_manager_id: Type.Optional(Uuid),
});

/** Company admin: the companies, their tabs and every switch and setting sales and admins run them with; business registration. */
export const companiesFeature = apiFeature({
  name: FEATURE,
  description: 'Company admin: companies with their tabs, switches and settings, duplicates, employers; business registration',
  ...API_CATALOGUE.companies,
  queries: {
    listCompanies: contract({
      operationId: 'listCompanies',
      feature: FEATURE,
      method: 'GET',
      path: '/api/companies',
      access: ADMIN,
      summary: 'Companies',
      description:
        'Every company that was not deleted, by name, 20 per page: searched by name, postal code or city, filtered by state and account manager.',
      query: ListQuery,
      response: pagedWith(CompanyListItemSchema),
    }),
    companyDetail: contract({
      operationId: 'companyDetail',
      feature: FEATURE,
      method: 'GET',
      path: '/api/companies/{id}',
      access: ADMIN,
      summary: 'One company',
      description:
        'A company with its switches, settings, configs and properties, its duplicates and CRM links, and the version edits name; 404 for an unknown or deleted company.',
      params: IdParams,
      response: CompanyDetailSchema,
      errors: [404],
    }),
    companyEmployers: contract({
      operationId: 'companyEmployers',
      feature: FEATURE,
      method: 'GET',
      path: '/api/companies/{id}/employers',
      access: ADMIN_OR_OWNER,
      permission: null,
      summary: "A company's users (employers)",
      description: "The users of a company; a business-owner sees their own company's only (403 otherwise); 404 for an unknown company.",
      params: IdParams,
      response: Type.Object({ data: Type.Array(EmployerSchema) }),
      errors: [404],
    }),
    companyCampaigns: contract({
      operationId: 'companyCampaigns',
      feature: FEATURE,
      method: 'GET',
      path: '/api/companies/{id}/campaigns',
      access: ADMIN,
      summary: "A company's campaigns",
      description: "The company's campaigns, newest first, filtered by status or by blocked / critical; 404 for an unknown company.",
      params: IdParams,
      query: Type.Object({ filter: Type.Optional(CampaignFilterSchema) }),
      response: Type.Object({ data: Type.Array(CompanyCampaignSchema) }),
      errors: [404],
    }),
    companyReviews: contract({
      operationId: 'companyReviews',
      feature: FEATURE,
      method: 'GET',
      path: '/api/companies/{id}/reviews',
      access: ['admin', 'business', 'business-owner'],
      permission: null,
      summary: "A company's reviews",
      description:
        "Reviews candidates wrote about the company (their public parts, anonymous), newest first, with their count and average rating: for admins, and for the company's own users (their company area; 403 for another company); 404 for an unknown company.",
      params: IdParams,
      response: Type.Object({
        data: Type.Array(ReviewSchema),
        meta: Type.Object({ count: Type.Integer(), average_rating: Nullable(Type.Number()) }),
      }),
      errors: [404],
    }),
    companyAudiences: contract({
      operationId: 'companyAudiences',
      feature: FEATURE,
      method: 'GET',
      path: '/api/companies/{id}/audiences',
      access: ADMIN,
      summary: "A company's audiences",
      description: "The company's audiences with their candidate counts, by name; 404 for an unknown company.",
      params: IdParams,
      response: Type.Object({ data: Type.Array(CompanyAudienceSchema) }),
      errors: [404],
    }),
    companyTransactions: contract({
      operationId: 'companyTransactions',
      feature: FEATURE,
      method: 'GET',
      path: '/api/companies/{id}/transactions',
      access: ADMIN,
      summary: "A company's transactions",
      description:
        'What the company was charged (unlocks and hires), newest first, 20 per page, each with whether its payment reminders are paused; 404 for an unknown company.',
      params: IdParams,
      query: Type.Object({ page: Page }),
      response: pagedWith(TransactionSchema),
      errors: [404],
    }),
    companyStats: contract({
      operationId: 'companyStats',
      feature: FEATURE,
      method: 'GET',
      path: '/api/companies/{id}/stats',
      access: ADMIN,
      summary: "A company's figures",
      description: 'Campaigns by status, unlocked and hired contacts, open offers, budget and revenue; 404 for an unknown company.',
      params: IdParams,
      response: CompanyStatsSchema,
      errors: [404],
    }),
    duplicateCompanies: contract({
      operationId: 'duplicateCompanies',
      feature: FEATURE,
      method: 'GET',
      path: '/api/hubspot/duplicate-companies',
      access: ADMIN,
      summary: 'Companies that look like duplicates',
      description:
        'Companies that share a normalised name and postal code, or an e-mail domain, with another company, oldest first, `perPage` (default 10) per page, each with the companies it duplicates and its CRM link.',
      query: Type.Object({ page: Page, perPage: Type.Integer({ minimum: 1, maximum: 50, default: 10 }) }),
      response: pagedWith(DuplicateCompanySchema),
    }),
    unclaimedEmployers: contract({
      operationId: 'unclaimedEmployers',
      feature: FEATURE,
      method: 'GET',
      path: '/api/unclaimed-employers',
      access: ADMIN,
      summary: 'Employers of no company',
      description: 'Business users who belong to no company yet, newest first, to attach to one.',
      response: Type.Object({ data: Type.Array(UnclaimedEmployerSchema) }),
    }),
  },
  commands: {
    toggleCompanyActive: active.post,
    toggleCompanyActivePut: active.put,
    toggleCompanyDirectPay: directPay.post,
    toggleCompanyDirectPayPut: directPay.put,
    toggleCompanyPartner: partner.post,
    toggleCompanyPartnerPut: partner.put,
    toggleCompanyAutoContactsUnlock: autoUnlock.post,
    toggleCompanyAutoContactsUnlockPut: autoUnlock.put,
    toggleCompanySepa: sepa.post,
    toggleCompanySepaPut: sepa.put,
    toggleCompanyMarkedAsVerified: contract({
      operationId: 'toggleCompanyMarkedAsVerified',
      feature: FEATURE,
      method: 'GET',
      path: '/api/companies/{id}/toggleMarkAsVerified',
      access: ADMIN,
      summary: 'Toggle marked as verified',
      description:
        "Flips the company's marked-as-verified switch (a GET that changes state, as the spec has it: CSRF-checked like a POST). 404 for an unknown company, 409 when `expected_version` is stale.",
      params: IdParams,
      query: Type.Object({ expected_version: ExpectedVersion }),
      response: CompanyChangeSchema,
      errors: [404, 409],
      changesState: true,
      changes: ['companies', 'audit-log'],
      appends: ['CompanyFlagChanged'],
    }),
    toggleCompanyNoFocus: contract({
      operationId: 'toggleCompanyNoFocus',
      feature: FEATURE,
      method: 'GET',
      path: '/api/companies/{id}/noFocus',
      access: ADMIN,
      summary: 'Toggle no focus',
      description:
        "Flips the company's no-focus flag (sales stop working it; the screen asks 'REALLY?!' first). A GET that changes state, CSRF-checked like a POST. 404 for an unknown company, 409 when `expected_version` is stale.",
      params: IdParams,
      query: Type.Object({ expected_version: ExpectedVersion }),
      response: CompanyChangeSchema,
      errors: [404, 409],
      changesState: true,
      changes: ['companies', 'audit-log'],
      appends: ['CompanyFlagChanged'],
    }),
    approveCompanySepa: companyEdit(
      'approveCompanySepa',
      'POST',
      '/api/companies/{id}/approveSepa',
      'Approve the SEPA mandate',
      approveSepaDescription,
      SepaBody,
      ['CompanySepaApproved'],
    ),
    approveCompanySepaPut: companyEdit(
      'approveCompanySepaPut',
      'PUT',
      '/api/companies/{id}/approveSepa',
      'Approve the SEPA mandate (PUT)',
      `The same as POST. ${approveSepaDescription}`,
      SepaBody,
      ['CompanySepaApproved'],
    ),
    setCompanyCustomerLevel: companyEdit(
      'setCompanyCustomerLevel',
      'PUT',
      '/api/companies/{id}/customerLevel',
      'Set the customer level',
      'Sets the customer level (player class A, B, C or X).',
      Type.Object({ customer_level: CustomerLevelSchema, expected_version: ExpectedVersion }),
      ['CompanyCustomerLevelChanged'],
    ),
    changeCompanySettings: companyEdit(
      'changeCompanySettings',
      'PUT',
      '/api/companies/{id}/settings',
      'Change the billing settings',
      'Sets the days until an invoice is due (0–120) and goodwill mode.',
      Type.Object({
        due_days: Type.Integer({ minimum: 0, maximum: 120 }),
        goodwill_mode: Type.Boolean(),
        expected_version: ExpectedVersion,
      }),
      ['CompanySettingsChanged'],
    ),
    changeCompanyConfigs: companyEdit(
      'changeCompanyConfigs',
      'PUT',
      '/api/companies/{id}/configs',
      'Replace the configs',
      'Replaces the company configs (key → text, number, true/false or null; keys of letters, digits, . _ -).',
      Type.Object({ configs: SettingsMapSchema, expected_version: ExpectedVersion }),
      ['CompanyConfigsChanged'],
    ),
    changeCompanyProperties: companyEdit(
      'changeCompanyProperties',
      'PUT',
      '/api/companies/{id}/properties',
      'Replace the properties',
      'Replaces the company properties (key → text, number, true/false or null).',
      Type.Object({ properties: SettingsMapSchema, expected_version: ExpectedVersion }),
      ['CompanyPropertiesChanged'],
    ),
    assignCompanyAccountManager: companyEdit(
      'assignCompanyAccountManager',
      'PUT',
      '/api/companies/{id}/account-sales-person',
      'Assign the account manager',
      'Sets (or with null removes) the admin who manages the company; 422 on account_manager_id for a user who is no admin.',
      Type.Object({ account_manager_id: Nullable(Uuid), expected_version: ExpectedVersion }),
      ['CompanyAccountManagerAssigned'],
    ),
    setCompanyCustomerSegment: companyEdit(
      'setCompanyCustomerSegment',
      'POST',
      '/api/companies/{id}/update-company-customer-segment',
      'Set the customer segment',
      "Sets the company's customer segment (its type).",
      Type.Object({ selectedCustomerSegment: CustomerSegmentSchema, expected_version: ExpectedVersion }),
      ['CompanyCustomerSegmentChanged'],
    ),
    attachEmployer: contract({
      operationId: 'attachEmployer',
      feature: FEATURE,
      method: 'POST',
      path: '/api/employers/{id}/attach',
      access: ADMIN,
      summary: 'Attach an employer to a company',
      description:
        'Makes a business user of no company a user of `company_id`. 404 for an unknown user; 422 on company_id for an unknown company, on employer_id for a user who is no employer or belongs to another company.',
      params: IdParams,
      body: Type.Object({ company_id: Uuid, expected_version: ExpectedVersion }),
      response: CompanyChangeSchema,
      errors: [404, 409],
      changes: ['companies', 'users', 'audit-log'],
      appends: ['EmployerAttached'],
    }),
    deleteCompany: contract({
      operationId: 'deleteCompany',
      feature: FEATURE,
      method: 'DELETE',
      path: '/api/companies/{id}',
      access: ADMIN,
      summary: 'Delete a company',
      description:
        'Deletes a company (204): its history stays in the event log and the audit trail, its read-model rows go. 404 for an unknown or deleted company.',
      params: IdParams,
      response: Type.Null(),
      status: 204,
      errors: [404, 409],
      changes: ['companies', 'users', 'campaigns', 'audit-log'],
      appends: ['CompanyDeleted'],
    }),
    registerBusiness: contract({
      operationId: 'registerBusiness',
      feature: FEATURE,
      method: 'POST',
      path: '/register/business',
      access: 'public',
      summary: 'Register a business',
      description:
        'Creates a company and its owner (role business-owner, password hashed with argon2id) and signs the owner in (201). The full name is split at the first space when first and last name are not given; the mobile is checked as an international number (default country DE). Field errors are 422 (a taken e-mail on email, missing acceptance on accept_terms_condition or accept_dpa, an unknown version on terms_version or dpa_version). The owner accepts the terms of use and the data processing agreement (Art. 28 GDPR) in the versions shown (the current ones when not given); BusinessRegistered records both versions. An account manager or sales owner is not for the registrant to choose: such fields are ignored (admins assign the account manager on the company); like sign-in, more than 5 attempts per e-mail a minute or 20 per address in 15 minutes answer 429.',
      body: Type.Object({
        company_name: Type.String({ minLength: 1, maxLength: 200 }),
        full_name: Type.Optional(Type.String({ maxLength: 200 })),
        first_name: Type.Optional(Type.String({ maxLength: 100 })),
        last_name: Type.Optional(Type.String({ maxLength: 100 })),
        email: Type.String({ minLength: 3, maxLength: 254, format: 'email' }),
        mobile: Type.String({ maxLength: 40 }),
        company_phone: Type.Optional(Nullable(Type.String({ maxLength: 40 }))),
        country_id: Type.String({ minLength: 2, maxLength: 2, default: 'DE', pattern: '^[A-Za-z]{2}$' }),
        location: Type.Optional(Nullable(Type.String({ maxLength: 200 }))),
        password: Type.String({ minLength: 1, maxLength: 200 }),
        password_confirmation: Type.String({ maxLength: 200 }),
        accept_terms_condition: Type.Boolean({ default: false }),
        /** The data processing agreement (Auftragsverarbeitungsvertrag, Art. 28 GDPR). */
        accept_dpa: Type.Boolean({ default: false }),
        terms_version: Type.Optional(Type.String({ minLength: 1, maxLength: 50 })),
        dpa_version: Type.Optional(Type.String({ minLength: 1, maxLength: 50 })),
        from: Type.Optional(Nullable(Type.String({ maxLength: 200 }))),
        registered_from_page: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
        'invitation-token': Type.Optional(Nullable(Type.String({ maxLength: 200 }))),
      }),
      response: Type.Object({ company_id: Uuid, redirect_path: Type.String(), user: PersonSchema }),
      status: 201,
      errors: [429],
      changes: ['companies', 'users', 'audit-log'],
      appends: ['UserEmailClaimed', 'UserRegistered', 'UserRoleGranted', 'CompanyRegistered', 'BusinessRegistered'],
    }),
  },
});
