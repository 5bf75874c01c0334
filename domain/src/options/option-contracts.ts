import { Type } from '@sinclair/typebox';
import { CampaignOptionSchema, NamedSchema, PersonSchema } from '../api/api-schemas';
import { ADMIN, ADMIN_OR_BUSINESS, apiFeature, contract } from '../shared/contract';
import { Uuid } from '../shared/schema';

const FEATURE = 'options';

/** Option lists for pickers. Company users get their own company's entries only; lists of users are for admins. */
export const optionsFeature = apiFeature({
  name: FEATURE,
  description: 'Option lists for pickers: companies, employers, campaigns, account managers, admins',
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
      description: "The employers (company users) of a company; a company user may ask for their own company only (another company's id is 403).",
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
      description: "Campaigns by name with their cost per unlock in euros, of one company or all; a company user gets their own company's only (another company's id is 403).",
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
  },
  commands: {},
});
