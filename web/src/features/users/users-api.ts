import { usersFeature } from '@rm/domain';
import { API_TAGS, api } from '../../lib/api';
import { contractMutation, contractQuery } from '../../lib/contract-endpoints';

export const usersApi = api.injectEndpoints({
  endpoints: (build) => ({
    currentUser: contractQuery(build, usersFeature.queries.currentUser, ['CurrentUser']),
    currentCompany: contractQuery(build, usersFeature.queries.currentCompany, ['CurrentUser']),
    // Another user now: everything cached was someone else's view.
    login: contractMutation(build, usersFeature.commands.signIn, [...API_TAGS]),
    logout: contractMutation(build, usersFeature.commands.signOut, ['CurrentUser']),
  }),
});

export const { useCurrentUserQuery, useCurrentCompanyQuery, useLoginMutation, useLogoutMutation } = usersApi;
