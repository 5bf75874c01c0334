import { privacyFeature } from '@rm/domain';
import { api } from '../../lib/api';
import { contractMutation, contractQuery } from '../../lib/contract-endpoints';

const { myPrivacy } = privacyFeature.queries;
const { giveConsent, withdrawConsent, exportPersonalData, erasePersonalData } = privacyFeature.commands;
const privacyTag = (id: string) => ({ type: 'Privacy' as const, id });

/** Consents, the export and the erasure (the record itself is `usePrivacyRecordQuery` of the shared API). */
export const privacyApi = api.injectEndpoints({
  endpoints: (build) => ({
    myPrivacy: contractQuery(build, myPrivacy, (result) => (result ? [privacyTag(result.data.contact_id)] : [])),
    giveConsent: contractMutation(build, giveConsent, (_result, _error, args) => [privacyTag(args.id), 'AuditLog']),
    withdrawConsent: contractMutation(build, withdrawConsent, (_result, _error, args) => [privacyTag(args.id), 'AuditLog']),
    exportPersonalData: contractMutation(build, exportPersonalData, (_result, _error, args) => [privacyTag(args.id), 'AuditLog']),
    erasePersonalData: contractMutation(build, erasePersonalData, (_result, _error, args) => [
      privacyTag(args.id),
      { type: 'Contact', id: args.id },
      'Offer',
      'Unlocks',
      'AuditLog',
    ]),
  }),
});

export const {
  useMyPrivacyQuery,
  useGiveConsentMutation,
  useWithdrawConsentMutation,
  useExportPersonalDataMutation,
  useErasePersonalDataMutation,
} = privacyApi;
