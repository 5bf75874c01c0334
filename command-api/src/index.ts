/**
 * The command side: `handleCommand` (read stream → fold → decide → append with expected revision),
 * the commands of each aggregate (also used by the demo-data seeder), and the fastify plugin with one
 * route per command.
 */
export { handleCommand, eventMetadata } from './shared/handle-command';
export type { CommandMetadata, CommandResult, HandleCommandOptions } from './shared/handle-command';
export { withStateCache } from './shared/state-cache';
export type { CommandStore, StateCache, CachedState } from './shared/state-cache';
export { registerUser, hashPassword, verifyPassword } from './users/user-commands';
export type { RegisterUserInput } from './users/user-commands';
export { createOffer, changeOfferStage, moveOfferToUnlocked, trackOfferStep } from './offers/offer-commands';
export type { OfferGuard } from './offers/offer-commands';
export { runContactCommand, loadContact } from './contacts/contact-commands';
export type { LoadedContact } from './contacts/contact-commands';
export { runCampaignCommand, createAudience, loadCampaignTerms } from './campaigns/campaign-commands';
export type { CampaignTerms } from './campaigns/campaign-commands';
export { runCompanyCommand, loadCompany } from './companies/company-commands';
export { unlockContact, recordUnlock, runUnlockCommand } from './unlocks/unlock-commands';
export type { UnlockContactInput, UnlockContactOptions, UnlockOutcome, UnlockStatusCommand } from './unlocks/unlock-commands';
export { commandRoutes } from './command-routes';
export type { CommandRoutesOptions } from './shared/command-context';
export type { CommandReadPort, ReadModelName, UnlockedContactRecord } from './shared/read-port';
