import { audiences } from '../features/audiences';
import { analytics } from '../features/analytics';
import { audit } from '../features/audit';
import { campaigns } from '../features/campaigns';
import { candidateProfile } from '../features/candidate-profile';
import { candidateOffers } from '../features/candidate-offers';
import { companies } from '../features/companies';
import { contacts } from '../features/contacts';
import { employerSettings } from '../features/employer-settings';
import { notifications } from '../features/notifications';
import { chat } from '../features/chat';
import { interviews } from '../features/interviews';
import { legal } from '../features/legal';
import { offers } from '../features/offers';
import { privacy } from '../features/privacy';
import { privacyRegister } from '../features/privacy-register';
import { publicSite } from '../features/public-site';
import { referenceData } from '../features/reference-data';
import { superActions } from '../features/super-actions';
import { unlockedContacts } from '../features/unlocked-contacts';
import { unlocks } from '../features/unlocks';
import { users } from '../features/users';
import type { WebFeature } from '../lib/feature';

/** Every feature of the web app, in navigation order: a new feature is added here, once. */
export const WEB_FEATURES: readonly WebFeature[] = [
  unlockedContacts,
  offers,
  campaigns,
  audiences,
  companies,
  employerSettings,
  superActions,
  unlocks,
  contacts,
  referenceData,
  audit,
  privacyRegister,
  analytics,
  privacy,
  candidateProfile,
  users,
  notifications,
  publicSite,
  candidateOffers,
  chat,
  interviews,
  legal,
];
