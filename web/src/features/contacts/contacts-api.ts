import type { ContactDetail } from '@rm/domain';
import { api } from '../../lib/api';

export const contactsApi = api.injectEndpoints({
  endpoints: (build) => ({
    contact: build.query<{ data: ContactDetail }, string>({ query: (id) => `api/contacts/${id}`, providesTags: ['Contact'] }),
    updateCallStatus: build.mutation<{ success: boolean }, { id: string; call_made: boolean }>({
      query: ({ id, call_made }) => ({ url: `api/contacts/${id}/update-call-status`, method: 'POST', body: { call_made } }),
      invalidatesTags: ['AuditLog'],
    }),
    toggleActive: build.mutation<{ is_active: boolean }, { driver_id: string; reason: string }>({
      query: (body) => ({ url: 'contacts/toggleActive', method: 'POST', body }),
      invalidatesTags: ['Contact', 'AuditLog'],
    }),
    toggleDisableForUnlock: build.mutation<{ disabled_for_unlock: boolean }, { driver_id: string }>({
      query: (body) => ({ url: 'contacts/toggleDisableForUnlock', method: 'POST', body }),
      invalidatesTags: ['Contact', 'AuditLog'],
    }),
    verifyWithoutCode: build.mutation<{ message: string; phone_confirmed_at: string }, string>({
      query: (id) => ({ url: `contacts/${id}/verifyWithoutCode`, method: 'GET' }),
      invalidatesTags: ['Contact', 'AuditLog'],
    }),
  }),
});

export const { useContactQuery, useUpdateCallStatusMutation, useToggleActiveMutation, useToggleDisableForUnlockMutation, useVerifyWithoutCodeMutation } = contactsApi;
