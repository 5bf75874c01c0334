import type { AuditEntry, UnlockedContact } from '@rm/domain';
import { api } from './api';

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
    companyOptions: build.query<Named[], void>({ query: () => 'api/options/companies', providesTags: ['Options'] }),
    employerOptions: build.query<Person[], string>({ query: (companyId) => `api/options/employers?company_id=${companyId}`, providesTags: ['Options'] }),
    campaignOptions: build.query<Array<Named & { cost_per_unlock: number }>, string | undefined>({
      query: (companyId) => (companyId ? `api/options/all-campaigns?company_id=${companyId}` : 'api/options/all-campaigns'),
      providesTags: ['Options'],
    }),
    accountManagerOptions: build.query<Person[], void>({ query: () => 'api/options/account-manager-users', providesTags: ['Options'] }),
    adminUserOptions: build.query<Person[], void>({ query: () => 'api/options/admin-users', providesTags: ['Options'] }),
    unlockContact: build.mutation<{ message: string; data: UnlockedContact }, { driver_id: string; company_id: string; employer_id: string | null; campaign_id: string }>({
      query: (body) => ({ url: 'api/unlock-contact', method: 'POST', body }),
      invalidatesTags: ['Offer', 'Unlocks', 'AuditLog', 'Campaigns'],
    }),
    auditTrail: build.query<{ data: AuditEntry[] }, { entity: 'offer' | 'contact' | 'campaign' | 'company' | 'unlock'; id: string }>({
      query: ({ entity, id }) => `api/audit/${entity}/${id}`,
      providesTags: ['AuditLog'],
    }),
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
