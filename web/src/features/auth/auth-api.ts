import type { CurrentUser } from '@rm/domain';
import { api } from '../../lib/api';

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    currentUser: build.query<CurrentUser, void>({ query: () => 'api/user/current', providesTags: ['CurrentUser'] }),
    login: build.mutation<{ user: CurrentUser }, { email: string; password: string }>({
      query: (body) => ({ url: 'login', method: 'POST', body }),
      invalidatesTags: ['CurrentUser', 'Offer', 'Campaigns', 'Unlocks', 'AuditLog', 'Options', 'Contact'],
    }),
    logout: build.mutation<void, void>({ query: () => ({ url: 'logout', method: 'POST' }), invalidatesTags: ['CurrentUser'] }),
  }),
});

export const { useCurrentUserQuery, useLoginMutation, useLogoutMutation } = authApi;

export const hasRole = (user: CurrentUser | undefined, role: string): boolean => Boolean(user?.roles.some((r) => r.name === role));
