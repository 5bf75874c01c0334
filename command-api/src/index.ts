/**
 * The command side: `handleCommand` (read stream → fold → decide → append with expected revision),
 * the commands of each aggregate (also used by the demo-data seeder), and the fastify plugin with one
 * route per command.
 */
export { handleCommand, eventMetadata } from './shared/handle-command';
export type { CommandMetadata, CommandResult, HandleCommandOptions } from './shared/handle-command';
export { withStateCache } from './shared/state-cache';
export type { CommandStore, StateCache, CachedState } from './shared/state-cache';
export { registerUser, hashPassword, verifyPassword, emailClaimStreamId } from './users/user-commands';
export type { RegisterUserInput } from './users/user-commands';
export { createOffer, changeOfferStage, moveOfferToUnlocked, trackOfferStep, rejectOffer } from './offers/offer-commands';
export type { OfferGuard } from './offers/offer-commands';
export { runContactCommand, loadContact } from './contacts/contact-commands';
export type { LoadedContact } from './contacts/contact-commands';
export {
  runCampaignCommand,
  createAudience,
  loadCampaign,
  loadCampaignTerms,
  spendCampaignBudget,
  refundCampaignBudget,
  runMarketingChannelCommand,
} from './campaigns/campaign-commands';
export type { CampaignTerms } from './campaigns/campaign-commands';
export { runCompanyCommand, loadCompany } from './companies/company-commands';
export { runEmployerCommand } from './employer-settings/employer-commands';
export { unlockContact, recordUnlock, runUnlockCommand, chargeForHire, loadUnlock, deleteUnlock } from './unlocks/unlock-commands';
export type { UnlockContactInput, UnlockContactOptions, UnlockOutcome, UnlockStatusCommand } from './unlocks/unlock-commands';
export { createReferenceItem, changeReferenceItem, deleteReferenceItem } from './reference-data/reference-data-commands';
export type { ReferenceOutcome } from './reference-data/reference-data-commands';
export { trackUserEvent } from './base-data/base-data-commands';
export {
  erasePerson,
  runRetention,
  runPrivacyCommand,
  contactSubjects,
  ERASURE_DEACTIVATION_REASON,
  RESTRICTION_DEACTIVATION_REASON,
  RESTRICTION_LIFTED_REASON,
} from './privacy/privacy-commands';
export type { ErasureInput, ErasureOutcome, RetentionRunOutcome } from './privacy/privacy-commands';
export { buildPersonalDataExport } from './privacy/personal-data-export';
export type { PersonalDataPort, PrivacyPerson, AccessLogEntry, ExportDisclosure } from './privacy/privacy-port';
export { sendOfferReminders } from './super-actions/reminder-commands';
export { registerBusiness } from './companies/company-commands';
export { recordContactSource } from './analytics/contact-source-commands';
export { commandRoutes } from './command-routes';
export { issueFirstOfferLink, issueOfferLink, reissueOfferLinkForReset } from './candidate-offers/candidate-offer-routes';
export { createPhoneCodeStore } from './candidate-offers/phone-code-store';
export type { PhoneCodeStore } from './candidate-offers/phone-code-store';
export { recordChatMessageStatus, NO_PHONE_REASON } from './chat/chat-commands';
export { smsSignature, SMS_SIGNATURE_HEADER } from './chat/sms-signature';
export type { CommandRoutesOptions } from './shared/command-context';
export type {
  GeographyReads,
  ReviewReads,
  RadiusCriteria,
  CommandReadPort,
  ChatReads,
  ReadModelName,
  ReminderSelection,
  UnlockedContactRecord,
} from './shared/read-port';
export { registerCandidate, runCandidateProfileCommand } from './candidate-profile/candidate-profile-commands';
export type { RegisterCandidateInput } from './candidate-profile/candidate-profile-commands';
export { runJobPostingCommand } from './job-postings/job-posting-commands';
export { runReviewCommand, reviewIdOf } from './reviews/review-commands';
