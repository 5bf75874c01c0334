import type { Projection } from './runner/projection';
import { privacyRegisterProjection } from './privacy-register/privacy-register';
import { statsProjection } from './analytics/stats-facts';
import { reportsProjection } from './analytics/report-facts';
import { auditLogProjection } from './audit/audit-log';
import { userSettingsProjection } from './base-data/user-settings';
import { candidateProfilesProjection } from './candidate-profiles/candidate-profiles';
import { candidateOffersProjection } from './candidate-offers/candidate-offers';
import { campaignAdminProjection } from './campaigns/campaign-admin';
import { commentsProjection } from './comments/comments';
import { campaignsProjection } from './campaigns/campaigns';
import { chatProjection } from './chat/chat';
import { companiesProjection } from './companies/companies';
import { contactsProjection } from './contacts/contacts';
import { employerSettingsProjection } from './employer-settings/employer-settings';
import { notificationsProjection } from './notifications/notifications';
import { offerBoardProjection } from './offers/offer-board';
import { rejectedOffersProjection } from './offers/rejected-offers';
import { privacyProjection } from './privacy/privacy';
import { referenceDataProjection } from './reference-data/reference-data';
import { offerRemindersProjection } from './super-actions/offer-reminders';
import { timelineProjection } from './timeline/timeline';
import { unlocksProjection } from './unlocks/unlocks';
import { usersProjection } from './users/users';
import { companyUserPermissionsProjection } from './permissions/company-user-permissions';
import { publicSiteProjection } from './public-site/public-site';

/** Every read model the product serves. */
export const allProjections: readonly Projection[] = [
  usersProjection,
  companyUserPermissionsProjection,
  contactsProjection,
  campaignsProjection,
  offerBoardProjection,
  rejectedOffersProjection,
  unlocksProjection,
  timelineProjection,
  referenceDataProjection,
  userSettingsProjection,
  companiesProjection,
  employerSettingsProjection,
  campaignAdminProjection,
  offerRemindersProjection,
  auditLogProjection,
  statsProjection,
  reportsProjection,
  privacyProjection,
  candidateProfilesProjection,
  commentsProjection,
  notificationsProjection,
  publicSiteProjection,
  candidateOffersProjection,
  chatProjection,
  privacyRegisterProjection,
];

/** The projection with this name (as the CLI takes it), if any. */
export function projectionNamed(name: string): Projection | undefined {
  return allProjections.find((projection) => projection.name === name);
}
