import { privacyRegisterFeature } from '@rm/domain';
import { api } from '../../lib/api';
import { contractMutation, contractQuery } from '../../lib/contract-endpoints';

const { queries, commands } = privacyRegisterFeature;
const TAGS = ['PrivacyRegister'] as const;

export const privacyRegisterApi = api.injectEndpoints({
  endpoints: (build) => ({
    listBreaches: contractQuery(build, queries.listBreaches, TAGS),
    listDataSubjectRequests: contractQuery(build, queries.listDataSubjectRequests, TAGS),
    recordBreach: contractMutation(build, commands.recordBreach, TAGS),
    changeBreach: contractMutation(build, commands.changeBreach, TAGS),
    recordDataSubjectRequest: contractMutation(build, commands.recordDataSubjectRequest, TAGS),
    changeDataSubjectRequest: contractMutation(build, commands.changeDataSubjectRequest, TAGS),
  }),
});

export const {
  useListBreachesQuery,
  useListDataSubjectRequestsQuery,
  useRecordBreachMutation,
  useChangeBreachMutation,
  useRecordDataSubjectRequestMutation,
  useChangeDataSubjectRequestMutation,
} = privacyRegisterApi;
