import { auditFeature, optionsFeature, unlocksFeature } from '@rm/domain';
import { api } from './api';
import { contractMutation, contractQuery } from './contract-endpoints';

const options = optionsFeature.queries;

/** Endpoints several features use: option lists, the unlock call and audit trails. */
export const sharedApi = api.injectEndpoints({
  endpoints: (build) => ({
    companyOptions: contractQuery(build, options.companyOptions, ['Options']),
    employerOptions: contractQuery(build, options.employerOptions, ['Options']),
    campaignOptions: contractQuery(build, options.campaignOptions, ['Options']),
    accountManagerOptions: contractQuery(build, options.accountManagerOptions, ['Options']),
    adminUserOptions: contractQuery(build, options.adminUserOptions, ['Options']),
    unlockContact: contractMutation(build, unlocksFeature.commands.unlockContact, ['Offer', 'Unlocks', 'AuditLog', 'Campaigns']),
    auditTrail: contractQuery(build, auditFeature.queries.entityAuditTrail, ['AuditLog']),
  }),
});

export const {
  useCompanyOptionsQuery,
  useEmployerOptionsQuery,
  useCampaignOptionsQuery,
  useAccountManagerOptionsQuery,
  useAdminUserOptionsQuery,
  useUnlockContactMutation,
  useAuditTrailQuery,
} = sharedApi;
