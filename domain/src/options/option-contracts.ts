import { Type } from '@sinclair/typebox';
import { CampaignOptionSchema, NamedSchema, PersonSchema } from '../api/api-schemas';
import { ADMIN, ADMIN_OR_BUSINESS, IdParams, apiFeature, contract } from '../shared/contract';
import { Uuid } from '../shared/schema';
import { OPTION_GROUP_PATTERN, TASK_STATUS_COLORS } from '../reference-data/reference-kinds';
import {
  ContactStatusOptionSchema,
  CountryOptionSchema,
  KeyedOptionSchema,
  LanguageQuery,
  OptionLabelSchema,
  ReviewQuestionsSchema,
  TaskStatusOptionSchema,
  UnqualifiedReasonOptionSchema,
} from './option-schemas';
import { API_CATALOGUE } from '../api-catalogue';

/** An option group's name: lower-case letters, digits, `_`, `-`, `.`; another list's name (`countries`, `admin-users.json`) is 422. */
const GroupName = Type.String({ minLength: 1, maxLength: 64, pattern: OPTION_GROUP_PATTERN });

const FEATURE = 'options';

/**
 * Option lists for pickers. Company users get their own company's entries only; lists of users are for
 * admins. Lists an admin edits (statuses, reasons, option groups) are read from the reference-data read
 * model; lists the product's behaviour fixes (outcomes, base contact statuses, rater relationships,
 * unlock types) are the domain's (`option-lists.ts`).
 */
export const optionsFeature = apiFeature({
  name: FEATURE,
  description:
    'Option lists for pickers: companies, employers, campaigns, audiences, users, statuses, reasons, countries, outcomes, review questions, option groups',
  ...API_CATALOGUE.options,
  queries: {
    companyOptions: contract({
      operationId: 'companyOptions',
      feature: FEATURE,
      method: 'GET',
      path: '/api/options/companies',
      access: ADMIN_OR_BUSINESS,
      summary: 'Companies by name',
      description: 'Every company by name for a picker; a company user gets their own company only.',
      response: Type.Array(NamedSchema),
    }),
    employerOptions: contract({
      operationId: 'employerOptions',
      feature: FEATURE,
      method: 'GET',
      path: '/api/options/employers',
      access: ADMIN_OR_BUSINESS,
      summary: "A company's employers",
      description:
        "The employers (company users) of a company; a company user may ask for their own company only (another company's id is 403).",
      query: Type.Object({ company_id: Uuid }),
      response: Type.Array(PersonSchema),
    }),
    campaignOptions: contract({
      operationId: 'campaignOptions',
      feature: FEATURE,
      method: 'GET',
      path: '/api/options/all-campaigns',
      access: ADMIN_OR_BUSINESS,
      summary: 'Campaigns with their cost per unlock',
      description:
        "Campaigns by name with their cost per unlock in euros, of one company or all; a company user gets their own company's only (another company's id is 403).",
      query: Type.Object({ company_id: Type.Optional(Uuid) }),
      response: Type.Array(CampaignOptionSchema),
    }),
    accountManagerOptions: contract({
      operationId: 'accountManagerOptions',
      feature: FEATURE,
      method: 'GET',
      path: '/api/options/account-manager-users',
      access: ADMIN,
      summary: 'Account managers',
      description: 'The admins who manage at least one company, for the board\'s "responsible" filter.',
      response: Type.Array(PersonSchema),
    }),
    adminUserOptions: contract({
      operationId: 'adminUserOptions',
      feature: FEATURE,
      method: 'GET',
      path: '/api/options/admin-users',
      access: ADMIN,
      summary: 'Admin users',
      description: 'Every admin user by name, for pickers of the back office.',
      response: Type.Array(PersonSchema),
    }),
    salesOwnerOptions: contract({
      operationId: 'salesOwnerOptions',
      feature: FEATURE,
      method: 'GET',
      path: '/api/options/sales-owner-users',
      access: ADMIN,
      summary: 'Sales owners',
      description: "The users who may own a sale (a registration's sales_owner_id): every admin by name, those who manage companies first.",
      response: Type.Array(PersonSchema),
    }),
    campaignUserOptions: contract({
      operationId: 'campaignUserOptions',
      feature: FEATURE,
      method: 'GET',
      path: '/api/options/campaign-users/{id}',
      access: ADMIN_OR_BUSINESS,
      summary: "A campaign's users",
      description:
        "The users of the campaign's company (who may own its contacts), by name; a company user asking about another company's campaign is 403, an unknown campaign 404.",
      params: IdParams,
      response: Type.Array(PersonSchema),
      errors: [404],
    }),
    userCampaignOptions: contract({
      operationId: 'userCampaignOptions',
      feature: FEATURE,
      method: 'GET',
      path: '/api/options/user-campaigns',
      access: ADMIN_OR_BUSINESS,
      summary: "The signed-in user's campaigns",
      description:
        "A company user's company's campaigns; an admin's, the campaigns of the companies they manage as account manager. By name.",
      response: Type.Array(NamedSchema),
    }),
    companyUserOptions: contract({
      operationId: 'companyUserOptions',
      feature: FEATURE,
      method: 'GET',
      path: '/api/options/company-users',
      access: ['business-owner'],
      summary: "The business owner's company users",
      description: "The users of the signed-in business owner's company, by name (spec §6: business-owner only).",
      response: Type.Array(PersonSchema),
    }),
    audienceOptions: contract({
      operationId: 'audienceOptions',
      feature: FEATURE,
      method: 'GET',
      path: '/api/options/audiences',
      access: ADMIN_OR_BUSINESS,
      summary: "A company's audiences",
      description: "The audiences of a company by name; a company user may ask for their own company only (another company's id is 403).",
      query: Type.Object({ company_id: Uuid }),
      response: Type.Array(NamedSchema),
    }),
    companyCampaignOptions: contract({
      operationId: 'companyCampaignOptions',
      feature: FEATURE,
      method: 'GET',
      path: '/api/options/campaigns',
      access: ADMIN_OR_BUSINESS,
      summary: "A company's campaigns for an employer",
      description:
        "The campaigns of a company by name with their cost per unlock in euros, for the unlock dialog (company, then employer, then campaign). Campaigns belong to the company as a whole: employer_id, when given, must be one of the company's employers (else 422) and does not narrow the list. A company user may ask for their own company only (403).",
      query: Type.Object({ company_id: Uuid, employer_id: Type.Optional(Uuid) }),
      response: Type.Array(CampaignOptionSchema),
    }),
    userOptions: contract({
      operationId: 'userOptions',
      feature: FEATURE,
      method: 'GET',
      path: '/api/users/options',
      access: ADMIN_OR_BUSINESS,
      summary: 'Users for pickers',
      description:
        "Users by name (at most 200): for an admin every admin and company user, or one company's (company_id); for a company user their own company's (another company is 403). Searched by name or e-mail (search).",
      query: Type.Object({ company_id: Type.Optional(Uuid), search: Type.Optional(Type.String({ maxLength: 100 })) }),
      response: Type.Array(PersonSchema),
    }),
    contactStatusOptions: contract({
      operationId: 'contactStatusOptions',
      feature: FEATURE,
      method: 'GET',
      path: '/api/options/contact-statuses',
      access: ADMIN_OR_BUSINESS,
      summary: 'Contact statuses of unlocked contacts',
      description:
        'The base statuses (integer ids: 1 the initial one and is_default, 4 hired, 5 unqualified; labels from the option group contact_statuses when set) and then the custom statuses (uuid ids) with status_id, the base status each maps onto.',
      query: LanguageQuery,
      response: Type.Array(ContactStatusOptionSchema),
    }),
    unqualifiedStatusReasonOptions: contract({
      operationId: 'unqualifiedStatusReasonOptions',
      feature: FEATURE,
      method: 'GET',
      path: '/api/options/unqualified-status-reasons',
      access: ADMIN_OR_BUSINESS,
      summary: 'Reasons for the unqualified status',
      description:
        "The unqualified status reasons by name, from the reference data; checked is false here (the unlocked contact's own answer marks the reasons chosen for it).",
      response: Type.Array(UnqualifiedReasonOptionSchema),
    }),
    taskStatusOptions: contract({
      operationId: 'taskStatusOptions',
      feature: FEATURE,
      method: 'GET',
      path: '/api/options/task-statuses',
      access: ADMIN_OR_BUSINESS,
      summary: 'Task statuses',
      description: `The task statuses from the reference data, by name; is_default marks the one a new task starts in (identifier not_started). status_color: ${TASK_STATUS_COLORS.join(', ')}.`,
      response: Type.Array(TaskStatusOptionSchema),
    }),
    countryOptions: contract({
      operationId: 'countryOptions',
      feature: FEATURE,
      method: 'GET',
      path: '/api/options/countries',
      access: 'authenticated',
      summary: 'Countries',
      description:
        'Every country (ISO 3166-1 alpha-2 code and name in the language asked for, German by default), Germany first, then by name.',
      query: LanguageQuery,
      response: Type.Array(CountryOptionSchema),
    }),
    outcomeOptions: contract({
      operationId: 'outcomeOptions',
      feature: FEATURE,
      method: 'GET',
      path: '/api/options/outcomes',
      access: ADMIN_OR_BUSINESS,
      summary: 'Outcomes of calls, SMS and meetings',
      description: 'No Answer, Busy, Wrong Number, Left Live Message, Left VoiceMail, Connected (employer spec §9), with their ids.',
      response: Type.Array(KeyedOptionSchema),
    }),
    raterRelationshipOptions: contract({
      operationId: 'raterRelationshipOptions',
      feature: FEATURE,
      method: 'GET',
      path: '/api/options/rater-relationship',
      access: 'authenticated',
      summary: 'How a reviewer is related to the employer',
      description: 'The reviewer types of reviews and review questions: employee, former_employee, applicant, trainee.',
      response: Type.Array(KeyedOptionSchema),
    }),
    reviewQuestionOptions: contract({
      operationId: 'reviewQuestionOptions',
      feature: FEATURE,
      method: 'GET',
      path: '/api/options/review-questions/{model}',
      access: 'authenticated',
      summary: 'Review questions of a rateable model',
      description:
        'The rating questions of a model (e.g. employer) for every reviewer type: the option group review_questions.<model> (reviewer_type null) and review_questions.<model>.<reviewer type> (that type only); and the 2 meta questions about_employer and employer_improve, answered in free text.',
      params: Type.Object({ model: Type.String({ minLength: 1, maxLength: 40, pattern: '^[a-z_]+$' }) }),
      query: LanguageQuery,
      response: ReviewQuestionsSchema,
    }),
    userUnlockTypeOptions: contract({
      operationId: 'userUnlockTypeOptions',
      feature: FEATURE,
      method: 'GET',
      path: '/api/options/user-unlock-types',
      access: ADMIN,
      summary: 'How contacts get unlocked',
      description: 'The ways a contact is unlocked for a company: manual, requested, automatic, offer_accepted.',
      response: Type.Array(KeyedOptionSchema),
    }),
    optionGroup: contract({
      operationId: 'optionGroup',
      feature: FEATURE,
      method: 'GET',
      path: '/api/options/{name}',
      access: 'authenticated',
      summary: 'An option group',
      description:
        'The options of one group (as admins keep them under GET /options), by key, each with its label in the language asked for (German by default; an empty translation falls back to German). An unknown group answers an empty list.',
      params: Type.Object({ name: GroupName }),
      query: LanguageQuery,
      response: Type.Array(Type.Object({ key: Type.String(), label: Type.String() })),
    }),
    optionGroupTranslations: contract({
      operationId: 'optionGroupTranslations',
      feature: FEATURE,
      method: 'GET',
      path: '/api/options/{name}/translations',
      access: 'authenticated',
      summary: "An option group's labels in every language",
      description: 'The options of one group by key with their labels in de, en and pl as stored (empty where not translated).',
      params: Type.Object({ name: GroupName }),
      response: Type.Array(Type.Object({ key: Type.String(), label: OptionLabelSchema })),
    }),
  },
  commands: {},
});
