import { auditFeature, optionsFeature, privacyFeature, unlocksFeature } from '@rm/domain';
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
    privacyRecord: contractQuery(build, privacyFeature.queries.contactPrivacy, (_result, _error, args) => [
      { type: 'Privacy', id: args.id },
    ]),
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
  usePrivacyRecordQuery,
} = sharedApi;
