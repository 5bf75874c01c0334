import { usersFeature, type CurrentUser } from '@rm/domain';
import { API_TAGS, api } from '../../lib/api';
import { contractMutation, contractQuery } from '../../lib/contract-endpoints';

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    currentUser: contractQuery(build, usersFeature.queries.currentUser, ['CurrentUser']),
    // Another user now: everything cached was someone else's view.
    login: contractMutation(build, usersFeature.commands.signIn, [...API_TAGS]),
    logout: contractMutation(build, usersFeature.commands.signOut, ['CurrentUser']),
  }),
});

export const { useCurrentUserQuery, useLoginMutation, useLogoutMutation } = authApi;

export const hasRole = (user: CurrentUser | undefined, role: string): boolean => Boolean(user?.roles.some((r) => r.name === role));
