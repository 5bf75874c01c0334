import { unlocksFeature } from '@rm/domain';
import { api } from '../../lib/api';
import { contractMutation, contractQuery } from '../../lib/contract-endpoints';

const { unlockedContactsOfCompany, hiredContactsOfCompany } = unlocksFeature.queries;
const { openUnlockedContact, confirmHireByAdmin, rejectHireByAdmin, deleteUnlockedContact } = unlocksFeature.commands;

export const unlocksApi = api.injectEndpoints({
  endpoints: (build) => ({
    unlockedContacts: contractQuery(build, unlockedContactsOfCompany, ['Unlocks']),
    hiredContacts: contractQuery(build, hiredContactsOfCompany, ['Unlocks']),
    openUnlock: contractMutation(build, openUnlockedContact, ['Unlocks', 'AuditLog']),
    confirmHire: contractMutation(build, confirmHireByAdmin, ['Unlocks', 'AuditLog']),
    rejectHire: contractMutation(build, rejectHireByAdmin, ['Unlocks', 'AuditLog']),
    deleteUnlock: contractMutation(build, deleteUnlockedContact, ['Unlocks', 'AuditLog', 'Offer']),
  }),
});

export const {
  useUnlockedContactsQuery,
  useHiredContactsQuery,
  useOpenUnlockMutation,
  useConfirmHireMutation,
  useRejectHireMutation,
  useDeleteUnlockMutation,
} = unlocksApi;
