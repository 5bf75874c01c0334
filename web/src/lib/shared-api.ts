import { auditFeature, optionsFeature, type UnlockedContact } from '@rm/domain';
import { api } from './api';
import { contractQuery } from './contract-endpoints';

const options = optionsFeature.queries;

export interface Named {
  id: string;
  name: string;
}
export interface Person {
  id: string;
  full_name: string;
}

/** Endpoints several features use: option lists, the unlock call and audit trails. */
export const sharedApi = api.injectEndpoints({
  endpoints: (build) => ({
    companyOptions: contractQuery(build, options.companyOptions, ['Options']),
    employerOptions: contractQuery(build, options.employerOptions, ['Options']),
    campaignOptions: contractQuery(build, options.campaignOptions, ['Options']),
    accountManagerOptions: contractQuery(build, options.accountManagerOptions, ['Options']),
    adminUserOptions: contractQuery(build, options.adminUserOptions, ['Options']),
    unlockContact: build.mutation<{ message: string; data: UnlockedContact }, { driver_id: string; company_id: string; employer_id: string | null; campaign_id: string }>({
      query: (body) => ({ url: 'api/unlock-contact', method: 'POST', body }),
      invalidatesTags: ['Offer', 'Unlocks', 'AuditLog', 'Campaigns'],
    }),
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
