import type { FastifyPluginAsyncTypebox, FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { activeSourcingRoutes } from './active-sourcing/active-sourcing-routes';
import { candidateOfferRoutes } from './candidate-offers/candidate-offer-routes';
import { audienceRoutes } from './audiences/audience-routes';
import { baseDataRoutes } from './base-data/base-data-routes';
import { candidateProfileRoutes } from './candidate-profile/candidate-profile-routes';
import { campaignRoutes } from './campaigns/campaign-routes';
import { commentRoutes } from './comments/comment-routes';
import { chatRoutes } from './chat/chat-routes';
import { companyRoutes } from './companies/company-routes';
import { contactRoutes } from './contacts/contact-routes';
import { employerSettingsRoutes } from './employer-settings/employer-settings-routes';
import { fileRoutes } from './files/file-routes';
import { notificationRoutes } from './notifications/notification-routes';
import { offerRoutes } from './offers/offer-routes';
import { privacyRoutes } from './privacy/privacy-routes';
import { referenceDataRoutes } from './reference-data/reference-data-routes';
import type { CommandRoutesOptions } from './shared/command-context';
import { superActionRoutes } from './super-actions/super-action-routes';
import { taskRoutes } from './tasks/task-routes';
import { timelineRoutes } from './timeline/timeline-routes';
import { unlockedContactRoutes } from './unlocked-contacts/unlocked-contact-routes';
import { unlockRoutes } from './unlocks/unlock-routes';
import { userRoutes } from './users/user-routes';
import { reviewRoutes } from './reviews/review-routes';
import { reportRoutes } from './analytics/report-routes';
import { privacyRegisterRoutes } from './privacy-register/privacy-register-routes';

/** Every feature's commands (its handlers bound to its contracts): a new feature is added here, once. */
export const COMMAND_FEATURES: ReadonlyArray<FastifyPluginCallbackTypebox<CommandRoutesOptions>> = [
  userRoutes,
  offerRoutes,
  unlockRoutes,
  unlockedContactRoutes,
  timelineRoutes,
  taskRoutes,
  contactRoutes,
  campaignRoutes,
  audienceRoutes,
  privacyRoutes,
  referenceDataRoutes,
  baseDataRoutes,
  companyRoutes,
  employerSettingsRoutes,
  activeSourcingRoutes,
  fileRoutes,
  superActionRoutes,
  candidateProfileRoutes,
  commentRoutes,
  notificationRoutes,
  reviewRoutes,
  candidateOfferRoutes,
  reportRoutes,
  chatRoutes,
  privacyRegisterRoutes,
];

/**
 * The command API: one route per command, each validate (TypeBox) → authorise (the contract's access) →
 * load stream → decide → append with the expected revision → answer.
 */
export const commandRoutes: FastifyPluginAsyncTypebox<CommandRoutesOptions> = async (app, options) => {
  for (const feature of COMMAND_FEATURES) await app.register(feature, options);
};
