import { isCompanyUser, type WebFeature } from '../../lib/feature';
import { de } from './messages/de';
import { en } from './messages/en';
import { pl } from './messages/pl';

/** The employer workspace: dashboard, unlocked contacts (list, detail with checklist, status, owner, timeline, tasks), the company's timeline. */
export const unlockedContacts: WebFeature = {
  name: 'unlocked-contacts',
  routes: [
    { path: '/app', allows: isCompanyUser, lazy: async () => ({ Component: (await import('./dashboard-route')).DashboardRoute }) },
    {
      path: '/unlocked-contacts',
      allows: isCompanyUser,
      lazy: async () => ({ Component: (await import('./contacts-route')).UnlockedContactsListRoute }),
    },
    {
      path: '/unlocked-contacts/:id',
      allows: isCompanyUser,
      lazy: async () => ({ Component: (await import('./contact-route')).UnlockedContactRoute }),
    },
    {
      path: '/company-timeline',
      allows: isCompanyUser,
      lazy: async () => ({ Component: (await import('./company-timeline-route')).CompanyTimelineRoute }),
    },
  ],
  navigation: [
    { label: 'nav.dashboard', to: () => '/app', current: (path) => path === '/app', visibleTo: isCompanyUser },
    {
      label: 'nav.myContacts',
      to: () => '/unlocked-contacts',
      current: (path) => path.startsWith('/unlocked-contacts'),
      visibleTo: isCompanyUser,
    },
    {
      label: 'nav.companyTimeline',
      to: () => '/company-timeline',
      current: (path) => path === '/company-timeline',
      visibleTo: isCompanyUser,
    },
  ],
  homes: { business: '/app', 'business-owner': '/app' },
  messages: { de, en, pl },
};
