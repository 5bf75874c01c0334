import {
  API_TAGS,
  campaignsFeature,
  companiesFeature,
  superActionsFeature,
  timelineFeature,
  unlocksFeature,
  usersFeature,
  type CompanyDetail,
} from '@rm/domain';
import { api } from '../../lib/api';
import { contractMutation, contractQuery } from '../../lib/contract-endpoints';

const q = companiesFeature.queries;
const c = companiesFeature.commands;

/** A company's own tag: its detail and every tab refetch when it changes. */
const companyTag = (id: string) => ({ type: 'Company' as const, id });
const LIST = { type: 'Company' as const, id: 'LIST' };
/** What an edit of a company changes. */
const edited = (_result: unknown, _error: unknown, args: { id: string }) => [companyTag(args.id), LIST, 'AuditLog' as const];

export const companiesApi = api.injectEndpoints({
  endpoints: (build) => ({
    companies: contractQuery(build, q.listCompanies, [LIST]),
    company: contractQuery(build, q.companyDetail, (_r, _e, args) => [companyTag(args.id)]),
    companyEmployers: contractQuery(build, q.companyEmployers, (_r, _e, args) => [companyTag(args.id), 'CurrentUser']),
    companyCampaigns: contractQuery(build, q.companyCampaigns, (_r, _e, args) => [
      companyTag(args.id),
      'Campaigns',
      { type: 'Campaign', id: `COMPANY-${args.id}` },
    ]),
    companyReviews: contractQuery(build, q.companyReviews, (_r, _e, args) => [companyTag(args.id)]),
    companyAudiences: contractQuery(build, q.companyAudiences, (_r, _e, args) => [companyTag(args.id), 'Campaigns']),
    companyTransactions: contractQuery(build, q.companyTransactions, (result, _e, args) => [
      companyTag(args.id),
      { type: 'Transaction', id: `COMPANY-${args.id}` },
      ...(result?.data ?? []).map((row) => ({ type: 'Transaction' as const, id: row.id })),
    ]),
    companyStats: contractQuery(build, q.companyStats, (_r, _e, args) => [companyTag(args.id), 'Campaigns', 'Unlocks']),
    companyUnlocked: contractQuery(build, unlocksFeature.queries.unlockedContactsOfCompany, ['Unlocks']),
    companyHired: contractQuery(build, unlocksFeature.queries.hiredContactsOfCompany, ['Unlocks']),
    duplicateCompanies: contractQuery(build, q.duplicateCompanies, [LIST]),
    unclaimedEmployers: contractQuery(build, q.unclaimedEmployers, ['CurrentUser', LIST]),
    currentCompany: contractQuery(build, usersFeature.queries.currentCompany, ['CurrentUser']),

    toggleCompanyActive: contractMutation(build, c.toggleCompanyActive, edited),
    toggleDirectPay: contractMutation(build, c.toggleCompanyDirectPay, edited),
    togglePartner: contractMutation(build, c.toggleCompanyPartner, edited),
    toggleAutoContactsUnlock: contractMutation(build, c.toggleCompanyAutoContactsUnlock, edited),
    toggleSepa: contractMutation(build, c.toggleCompanySepa, edited),
    toggleMarkAsVerified: contractMutation(build, c.toggleCompanyMarkedAsVerified, edited),
    toggleNoFocus: contractMutation(build, c.toggleCompanyNoFocus, edited),
    approveSepa: contractMutation(build, c.approveCompanySepa, edited),
    setCustomerLevel: contractMutation(build, c.setCompanyCustomerLevel, edited),
    setCustomerSegment: contractMutation(build, c.setCompanyCustomerSegment, edited),
    changeSettings: contractMutation(build, c.changeCompanySettings, edited),
    changeConfigs: contractMutation(build, c.changeCompanyConfigs, edited),
    changeProperties: contractMutation(build, c.changeCompanyProperties, edited),
    assignAccountManager: contractMutation(build, c.assignCompanyAccountManager, edited),
    attachEmployer: contractMutation(build, c.attachEmployer, (_r, _e, args) => [companyTag(args.company_id), LIST, 'CurrentUser']),
    deleteCompany: contractMutation(build, c.deleteCompany, (_r, _e, args) => [companyTag(args.id), LIST, 'AuditLog']),
    // A new user is signed in: everything cached was someone else's view.
    registerBusiness: contractMutation(build, c.registerBusiness, [...API_TAGS]),
    createCampaign: contractMutation(build, campaignsFeature.commands.createCampaign, (_r, _e, args) => [
      companyTag(args.company_id),
      'Campaigns',
      'AuditLog',
    ]),
    // The users' list is tagged CurrentUser (a user's company and permissions are theirs).
    setCompanyUserPermissions: contractMutation(build, timelineFeature.commands.setCompanyUserPermissions, ['CurrentUser', 'AuditLog']),
    toggleTransactionReminders: contractMutation(build, superActionsFeature.commands.toggleTransactionReminders, (_r, _e, args) => [
      { type: 'Transaction', id: args.id },
      'AuditLog',
    ]),
  }),
});

export type { CompanyDetail };

export const {
  useCompaniesQuery,
  useCompanyQuery,
  useCompanyEmployersQuery,
  useCompanyCampaignsQuery,
  useCompanyReviewsQuery,
  useCompanyAudiencesQuery,
  useCompanyTransactionsQuery,
  useCompanyStatsQuery,
  useCompanyUnlockedQuery,
  useCompanyHiredQuery,
  useDuplicateCompaniesQuery,
  useLazyDuplicateCompaniesQuery,
  useUnclaimedEmployersQuery,
  useCurrentCompanyQuery,
  useToggleCompanyActiveMutation,
  useToggleDirectPayMutation,
  useTogglePartnerMutation,
  useToggleAutoContactsUnlockMutation,
  useToggleSepaMutation,
  useToggleMarkAsVerifiedMutation,
  useToggleNoFocusMutation,
  useApproveSepaMutation,
  useSetCustomerLevelMutation,
  useSetCustomerSegmentMutation,
  useChangeSettingsMutation,
  useChangeConfigsMutation,
  useChangePropertiesMutation,
  useAssignAccountManagerMutation,
  useAttachEmployerMutation,
  useDeleteCompanyMutation,
  useRegisterBusinessMutation,
  useCreateCampaignMutation,
  useToggleTransactionRemindersMutation,
  useSetCompanyUserPermissionsMutation,
} = companiesApi;
