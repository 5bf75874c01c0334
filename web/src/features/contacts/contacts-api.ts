import { audiencesFeature, contactsFeature, optionsFeature } from '@rm/domain';
import { api } from '../../lib/api';
import { contractMutation, contractQuery } from '../../lib/contract-endpoints';

const { contactDetail, listContacts, contactPipe, contactCalls } = contactsFeature.queries;
const {
  updateCallStatus,
  setRecruitmentInterest,
  toggleContactActive,
  toggleDisableForUnlock,
  verifyPhoneWithoutCode,
  editContact,
  giveIncentive,
} = contactsFeature.commands;
const contactTag = (id: string) => ({ type: 'Contact' as const, id });

export const contactsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listContacts: contractQuery(build, listContacts, ['Contact']),
    contact: contractQuery(build, contactDetail, (_result, _error, args) => [contactTag(args.id)]),
    potentialCompanies: contractQuery(build, audiencesFeature.queries.potentialCompanies, (_result, _error, args) => [contactTag(args.id)]),
    contactVsAudience: contractQuery(build, audiencesFeature.queries.contactVsAudience, (_result, _error, args) => [
      contactTag(args.contact_id),
      { type: 'Audience', id: args.audience_id },
    ]),
    audienceOptions: contractQuery(build, optionsFeature.queries.audienceOptions, ['Audience', 'Options']),
    setRecruitmentInterest: contractMutation(build, setRecruitmentInterest, (_result, _error, args) => [contactTag(args.id), 'AuditLog']),
    updateCallStatus: contractMutation(build, updateCallStatus, (_result, _error, args) => [contactTag(args.id), 'AuditLog']),
    toggleContactActive: contractMutation(build, toggleContactActive, (_result, _error, args) => [contactTag(args.driver_id), 'AuditLog']),
    toggleDisableForUnlock: contractMutation(build, toggleDisableForUnlock, (_result, _error, args) => [
      contactTag(args.driver_id),
      'AuditLog',
    ]),
    verifyWithoutCode: contractMutation(build, verifyPhoneWithoutCode, (_result, _error, args) => [contactTag(args.id), 'AuditLog']),
    contactPipe: contractQuery(build, contactPipe, (_result, _error, args) => [contactTag(args.id)]),
    contactCalls: contractQuery(build, contactCalls, (_result, _error, args) => [contactTag(args.contactId)]),
    editContact: contractMutation(build, editContact, (_result, _error, args) => [contactTag(args.id), 'Contact', 'AuditLog']),
    giveIncentive: contractMutation(build, giveIncentive, (_result, _error, args) => [contactTag(args.id), 'AuditLog']),
  }),
});

export const {
  useContactQuery,
  useListContactsQuery,
  usePotentialCompaniesQuery,
  useAudienceOptionsQuery,
  useSetRecruitmentInterestMutation,
  useUpdateCallStatusMutation,
  useToggleContactActiveMutation,
  useToggleDisableForUnlockMutation,
  useVerifyWithoutCodeMutation,
  useContactPipeQuery,
  useContactCallsQuery,
  useEditContactMutation,
  useGiveIncentiveMutation,
} = contactsApi;
