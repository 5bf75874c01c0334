import { Type } from '@sinclair/typebox';
import { MessageSchema } from '../api/api-schemas';
import { BillingMonthsSchema, PackageKeySchema } from '../packages/pricing';
import { ADMIN_OR_BUSINESS, apiFeature, contract, IdParams } from '../shared/contract';
import type { RoleName } from '../users/user-events';
import { Nullable, Uuid } from '../shared/schema';
import {
  CompanyPlanSchema,
  DefinitionSchema,
  PackagesAnswerSchema,
  SepaAccountSchema,
  SepaSettingsSchema,
  TestimonialSchema,
} from './employer-settings-schemas';
import { API_CATALOGUE } from '../api-catalogue';

const FEATURE = 'employer-settings';

/** The users of a company (their own company's settings only). */
export const EMPLOYER: readonly RoleName[] = ['business', 'business-owner'];
const OWNER: readonly RoleName[] = ['business-owner'];

const Text = (max: number) => Type.String({ minLength: 1, maxLength: max, pattern: '\\S' });

const DefinitionBody = Type.Object({ name: Text(200), description: Type.String({ maxLength: 5000, default: '' }) });
const TestimonialBody = Type.Object({
  company_id: Uuid,
  author_id: Uuid,
  body_problem: Text(5000),
  body_collaboration: Text(5000),
  body_results: Text(5000),
  body_conclusion: Text(5000),
});
const TestimonialAnswer = Type.Object({ message: Type.String(), data: TestimonialSchema });
const DefinitionAnswer = Type.Object({ message: Type.String(), data: DefinitionSchema });

/** The employer's own settings: SEPA, definitions, contacting sales, testimonials, packages and pricing. */
export const employerSettingsFeature = apiFeature({
  name: FEATURE,
  description: 'Employer settings: SEPA payment details, definitions, contacting sales, testimonials, packages and pricing',
  ...API_CATALOGUE.employerSettings,
  queries: {
    sepaSettings: contract({
      operationId: 'sepaSettings',
      feature: FEATURE,
      method: 'GET',
      path: '/settings/payment-method-sepa',
      access: EMPLOYER,
      permission: 'billing',
      summary: "The company's SEPA details",
      description:
        "The SEPA account of the signed-in user's company (null while none was given), with `approved_at` once an admin approved the mandate.",
      response: SepaSettingsSchema,
    }),
    listDefinitions: contract({
      operationId: 'listDefinitions',
      feature: FEATURE,
      method: 'GET',
      path: '/api/definitions',
      access: EMPLOYER,
      permission: null,
      summary: 'Definitions',
      description: "The company's definitions (its own terms and what they mean), by name.",
      response: Type.Object({ data: Type.Array(DefinitionSchema) }),
    }),
    listTestimonials: contract({
      operationId: 'listTestimonials',
      feature: FEATURE,
      method: 'GET',
      path: '/api/testimonials',
      access: ADMIN_OR_BUSINESS,
      permission: null,
      summary: 'Testimonials',
      description:
        "Testimonials, newest first: an admin sees every company's (or one company's with `company_id`), a company user their own company's (403 for another).",
      query: Type.Object({ company_id: Type.Optional(Uuid) }),
      response: Type.Object({ data: Type.Array(TestimonialSchema) }),
    }),
    listPackages: contract({
      operationId: 'listPackages',
      feature: FEATURE,
      method: 'GET',
      path: '/api/packages',
      access: EMPLOYER,
      permission: 'billing',
      summary: 'Packages and pricing',
      description:
        "The packages (free_forever and the paid one) with their prices and features, the discounts per billing period, and the company's current package.",
      response: PackagesAnswerSchema,
    }),
  },
  commands: {
    saveSepa: contract({
      operationId: 'saveSepa',
      feature: FEATURE,
      method: 'PUT',
      path: '/settings/payment-method-sepa',
      access: EMPLOYER,
      permission: 'billing',
      summary: 'Give the SEPA details',
      description:
        'Saves the SEPA account of the company: owner, IBAN (checked with its country format and check digits, SEPA countries only), BIC and the signer, with the mandate accepted (`accept_terms`). An admin approves it afterwards (approved_at). 422 with field messages.',
      body: Type.Object({
        bank_account_owner: Text(200),
        iban: Text(50),
        swift_bic: Text(20),
        signer_name: Text(200),
        accept_terms: Type.Boolean(),
      }),
      response: Type.Object({ message: Type.String(), data: SepaAccountSchema }),
      changes: ['employer-settings'],
      appends: ['SepaDetailsSaved'],
    }),
    createDefinition: contract({
      operationId: 'createDefinition',
      feature: FEATURE,
      method: 'POST',
      path: '/api/definitions',
      access: EMPLOYER,
      permission: null,
      summary: 'Create a definition',
      description: 'Adds a definition (name and description) to the company.',
      body: DefinitionBody,
      response: DefinitionAnswer,
      status: 201,
      changes: ['employer-settings'],
      appends: ['DefinitionSaved'],
    }),
    updateDefinition: contract({
      operationId: 'updateDefinition',
      feature: FEATURE,
      method: 'PUT',
      path: '/api/definitions/{id}',
      access: EMPLOYER,
      permission: null,
      summary: 'Change a definition',
      description: "Changes a definition of the company ('Definition Updated!'); 404 for an unknown one or another company's.",
      params: IdParams,
      body: DefinitionBody,
      response: DefinitionAnswer,
      errors: [404],
      changes: ['employer-settings'],
      appends: ['DefinitionSaved'],
    }),
    deleteDefinition: contract({
      operationId: 'deleteDefinition',
      feature: FEATURE,
      method: 'POST',
      path: '/api/definitions/{id}/delete',
      access: EMPLOYER,
      permission: null,
      summary: 'Delete a definition with a reason',
      description:
        "The delete-with-reason modal's `{deleteUrl}` for a definition: the reason needs at least 5 characters after trimming (422 on reason). Answers success and message; 404 for an unknown definition.",
      params: IdParams,
      body: Type.Object({ reason: Type.String({ maxLength: 1000 }) }),
      response: Type.Object({ success: Type.Boolean(), message: Type.String() }),
      errors: [404],
      changes: ['employer-settings'],
      appends: ['DefinitionDeleted'],
    }),
    contactSales: contract({
      operationId: 'contactSales',
      feature: FEATURE,
      method: 'POST',
      path: '/api/contact-sales',
      access: EMPLOYER,
      permission: 'billing',
      summary: 'Contact sales',
      description: 'Sends an inquiry to sales (the contact-sales modal; also where the pricing slider sends anything above its ranges).',
      body: Type.Object({
        first_name: Text(100),
        last_name: Text(100),
        company_name: Text(200),
        email: Type.String({ minLength: 3, maxLength: 254, format: 'email' }),
        mobile: Type.Optional(Nullable(Type.String({ maxLength: 40 }))),
        selected_package: Type.Optional(Nullable(Type.String({ maxLength: 100 }))),
        message: Type.Optional(Nullable(Type.String({ maxLength: 5000 }))),
        reachability: Type.Optional(Nullable(Type.String({ maxLength: 200 }))),
        registered_from_page: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
      }),
      response: MessageSchema,
      status: 201,
      changes: ['audit-log'],
      appends: ['SalesInquirySent'],
    }),
    createTestimonial: contract({
      operationId: 'createTestimonial',
      feature: FEATURE,
      method: 'POST',
      path: '/api/testimonials',
      access: ADMIN_OR_BUSINESS,
      permission: null,
      summary: 'Create a testimonial',
      description:
        "A customer's testimonial: the company and its author (a user of that company) are required, and the four parts. A company user writes for their own company only (403). 'Testimonial created!'",
      body: TestimonialBody,
      response: TestimonialAnswer,
      status: 201,
      changes: ['employer-settings'],
      appends: ['TestimonialSaved'],
    }),
    updateTestimonial: contract({
      operationId: 'updateTestimonial',
      feature: FEATURE,
      method: 'PUT',
      path: '/api/testimonials/{id}',
      access: ADMIN_OR_BUSINESS,
      permission: null,
      summary: 'Change a testimonial',
      description: "Changes a testimonial ('Testimonial updated!'); 404 for an unknown one, 403 for another company's.",
      params: IdParams,
      body: TestimonialBody,
      response: TestimonialAnswer,
      errors: [404],
      changes: ['employer-settings'],
      appends: ['TestimonialSaved'],
    }),
    choosePackage: contract({
      operationId: 'choosePackage',
      feature: FEATURE,
      method: 'POST',
      path: '/api/packages/choose',
      access: OWNER,
      permission: null,
      summary: 'Choose a package',
      description:
        "The business owner chooses a package with messages, campaigns and a billing period; the price is the pricing slider's (`priceOf`). Above the ranges the answer is 422: contact sales. The active-sourcing quota starts anew.",
      body: Type.Object({
        package_key: PackageKeySchema,
        messages: Type.Integer({ minimum: 0, maximum: 100_000 }),
        campaigns: Type.Integer({ minimum: 0, maximum: 1000 }),
        months: BillingMonthsSchema,
      }),
      response: Type.Object({ message: Type.String(), data: CompanyPlanSchema }),
      changes: ['employer-settings'],
      appends: ['PackageChosen'],
    }),
  },
});
