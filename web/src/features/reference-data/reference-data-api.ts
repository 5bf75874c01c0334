import { privacyFeature, referenceDataFeature } from '@rm/domain';
import { api } from '../../lib/api';
import { contractMutation, contractQuery } from '../../lib/contract-endpoints';

const q = referenceDataFeature.queries;
const c = referenceDataFeature.commands;

/** A kind's list (its tag refetches after any change of the kind, also someone else's, through the change feed). */
const listTag = (kind: string) => [{ type: 'ReferenceData' as const, id: `LIST-${kind}` }];
/** What a change of a kind refetches: its list, the option lists built from it, the audit trails. */
const changed = (kind: string) => [...listTag(kind), 'Options' as const, 'AuditLog' as const];
const changedItem =
  (kind: string) =>
  (_result: unknown, _error: unknown, args: { id: string }): ReturnType<typeof changed> | Array<{ type: 'ReferenceData'; id: string }> => [
    ...changed(kind),
    { type: 'ReferenceData', id: args.id },
  ];

export const referenceDataApi = api.injectEndpoints({
  endpoints: (build) => ({
    listCoupons: contractQuery(build, q.listCoupons, listTag('coupons')),
    createCoupon: contractMutation(build, c.createCoupon, changed('coupons')),
    updateCoupon: contractMutation(build, c.updateCoupon, changedItem('coupons')),
    deleteCoupon: contractMutation(build, c.deleteCoupon, changedItem('coupons')),
    listDocuments: contractQuery(build, q.listDocuments, listTag('documents')),
    createDocument: contractMutation(build, c.createDocument, changed('documents')),
    updateDocument: contractMutation(build, c.updateDocument, changedItem('documents')),
    deleteDocument: contractMutation(build, c.deleteDocument, changedItem('documents')),
    listExperiences: contractQuery(build, q.listExperiences, listTag('experiences')),
    createExperience: contractMutation(build, c.createExperience, changed('experiences')),
    updateExperience: contractMutation(build, c.updateExperience, changedItem('experiences')),
    deleteExperience: contractMutation(build, c.deleteExperience, changedItem('experiences')),
    listQualifications: contractQuery(build, q.listQualifications, listTag('qualifications')),
    createQualification: contractMutation(build, c.createQualification, changed('qualifications')),
    updateQualification: contractMutation(build, c.updateQualification, changedItem('qualifications')),
    deleteQualification: contractMutation(build, c.deleteQualification, changedItem('qualifications')),
    listTaskStatuses: contractQuery(build, q.listTaskStatuses, listTag('task-statuses')),
    createTaskStatus: contractMutation(build, c.createTaskStatus, changed('task-statuses')),
    updateTaskStatus: contractMutation(build, c.updateTaskStatus, changedItem('task-statuses')),
    deleteTaskStatus: contractMutation(build, c.deleteTaskStatus, changedItem('task-statuses')),
    listWaitingLists: contractQuery(build, q.listWaitingLists, listTag('waiting-lists')),
    createWaitingList: contractMutation(build, c.createWaitingList, changed('waiting-lists')),
    updateWaitingList: contractMutation(build, c.updateWaitingList, changedItem('waiting-lists')),
    deleteWaitingList: contractMutation(build, c.deleteWaitingList, changedItem('waiting-lists')),
    listOfferRejectionReasons: contractQuery(build, q.listOfferRejectionReasons, listTag('offer-rejection-reasons')),
    createOfferRejectionReason: contractMutation(build, c.createOfferRejectionReason, changed('offer-rejection-reasons')),
    updateOfferRejectionReason: contractMutation(build, c.updateOfferRejectionReason, changedItem('offer-rejection-reasons')),
    deleteOfferRejectionReason: contractMutation(build, c.deleteOfferRejectionReason, changedItem('offer-rejection-reasons')),
    listUnqualifiedStatusReasons: contractQuery(build, q.listUnqualifiedStatusReasons, listTag('unqualified-status-reasons')),
    createUnqualifiedStatusReason: contractMutation(build, c.createUnqualifiedStatusReason, changed('unqualified-status-reasons')),
    updateUnqualifiedStatusReason: contractMutation(build, c.updateUnqualifiedStatusReason, changedItem('unqualified-status-reasons')),
    deleteUnqualifiedStatusReason: contractMutation(build, c.deleteUnqualifiedStatusReason, changedItem('unqualified-status-reasons')),
    listOptions: contractQuery(build, q.listOptions, listTag('options')),
    createOption: contractMutation(build, c.createOption, changed('options')),
    updateOption: contractMutation(build, c.updateOption, changedItem('options')),
    listBenefits: contractQuery(build, q.listBenefits, listTag('benefits')),
    createBenefit: contractMutation(build, c.createBenefit, changed('benefits')),
    updateBenefit: contractMutation(build, c.updateBenefit, changedItem('benefits')),
    deleteBenefit: contractMutation(build, c.deleteBenefit, changedItem('benefits')),
    listAccountDeleteReasons: contractQuery(build, q.listAccountDeleteReasons, listTag('account-delete-reasons')),
    // A POST in the spec, but it changes nothing: a query (cached per page and filter).
    userManagement: contractQuery(build, c.userManagement, listTag('user-management')),
    // Erasing a company user's or an admin's account, from the user list: the list, the company's users and the audit trails show it.
    eraseAccount: contractMutation(build, privacyFeature.commands.eraseAccount, [...listTag('user-management'), 'Company', 'AuditLog']),
  }),
});

export const { useUserManagementQuery, useListAccountDeleteReasonsQuery, useEraseAccountMutation } = referenceDataApi;

/** The names of this feature's endpoints (the kinds' screens pick theirs by name). */
export type ReferenceEndpointName = keyof typeof referenceDataApi.endpoints;
