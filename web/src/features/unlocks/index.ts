import { can, isAdmin, isCompanyUser, type WebFeature } from '../../lib/feature';

const unlockedContacts = async () => ({ Component: (await import('./unlocked-contacts-route')).UnlockedContactsRoute });
/** The company lists of unlocked contacts (not an employer's own `/unlocked-contacts`, which is another entry). */
export const isUnlocksList = (path: string): boolean => /^\/companies\/([^/]+\/)?unlocked-contacts\/?$/.test(path);
/** Admins, and company users the company gave the unlocked contacts (the lists' calls need that permission). */
const mayList = (user: Parameters<typeof isAdmin>[0]): boolean => isAdmin(user) || (isCompanyUser(user) && can(user, 'unlocked-contacts'));

/** Unlocked contacts of a company: admins for any company, company users for their own. */
export const unlocks: WebFeature = {
  name: 'unlocks',
  routes: [
    { path: '/companies/unlocked-contacts', allows: isAdmin, lazy: unlockedContacts },
    { path: '/companies/:id/unlocked-contacts', allows: mayList, lazy: unlockedContacts },
  ],
  navigation: [
    {
      label: 'nav.unlocks',
      to: (user) => (user.company_id ? `/companies/${user.company_id}/unlocked-contacts` : '/companies/unlocked-contacts'),
      current: isUnlocksList,
      visibleTo: mayList,
    },
  ],
};
