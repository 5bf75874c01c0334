import type { PageMeta, UnlockedContact } from '@rm/domain';
import { api } from '../../lib/api';

export const unlocksApi = api.injectEndpoints({
  endpoints: (build) => ({
    unlockedContacts: build.query<{ data: UnlockedContact[]; meta: PageMeta }, { companyId: string; page: number; hired: boolean }>({
      query: ({ companyId, page, hired }) => `api/companies/${companyId}/${hired ? 'hired-unlocked-contacts' : 'unlocked-contacts'}?page=${page}`,
      providesTags: ['Unlocks'],
    }),
    unlockAction: build.mutation<{ data: UnlockedContact }, { id: string; action: 'open' | 'confirmHiredByAdmin' | 'rejectHiredByAdmin' }>({
      query: ({ id, action }) => ({ url: `api/unlocked-contacts/${id}/${action}`, method: 'PUT' }),
      invalidatesTags: ['Unlocks', 'AuditLog'],
    }),
    deleteUnlock: build.mutation<void, string>({ query: (id) => ({ url: `api/unlocked-contacts/${id}`, method: 'DELETE' }), invalidatesTags: ['Unlocks', 'AuditLog', 'Offer'] }),
  }),
});

export const { useUnlockedContactsQuery, useUnlockActionMutation, useDeleteUnlockMutation } = unlocksApi;
