import type { CurrentUser } from '@rm/domain';
import { can, isCompanyUser, type WebFeature } from '../../lib/feature';
import { prefetching } from '../../lib/prefetch';

/** A company user the company gave the unlocked contacts. */
const seesContacts = (user: CurrentUser): boolean => isCompanyUser(user) && can(user, 'unlocked-contacts');
/** A company user the company gave the timeline. */
const seesTimeline = (user: CurrentUser): boolean => isCompanyUser(user) && can(user, 'timeline');

/** The employer workspace: dashboard, unlocked contacts (list, detail with checklist, status, owner, timeline, tasks), the company's timeline. */
export const unlockedContacts: WebFeature = {
  name: 'unlocked-contacts',
  routes: [
    {
      path: '/app',
      allows: isCompanyUser,
      lazy: async () => {
        const { DashboardRoute, prefetchDashboard } = await import('./dashboard-route');
        return { Component: DashboardRoute, loader: prefetching(prefetchDashboard) };
      },
      firstRequests: (user) => [
        ...(seesContacts(user) ? ['/api/dashboard', '/api/unlocked-contacts?page=1&type=open_todos'] : []),
        ...(seesTimeline(user) && user.company_id ? [`/api/timeline/company/${user.company_id}?page=1`, '/api/options/outcomes'] : []),
      ],
    },
    {
      path: '/unlocked-contacts',
      allows: seesContacts,
      lazy: async () => ({ Component: (await import('./contacts-route')).UnlockedContactsListRoute }),
    },
    {
      path: '/unlocked-contacts/:id',
      allows: seesContacts,
      lazy: async () => ({ Component: (await import('./contact-route')).UnlockedContactRoute }),
    },
    {
      path: '/company-timeline',
      allows: seesTimeline,
      lazy: async () => ({ Component: (await import('./company-timeline-route')).CompanyTimelineRoute }),
    },
  ],
  navigation: [
    { label: 'nav.dashboard', to: () => '/app', current: (path) => path === '/app', visibleTo: isCompanyUser },
    {
      label: 'nav.myContacts',
      to: () => '/unlocked-contacts',
      current: (path) => path.startsWith('/unlocked-contacts'),
      visibleTo: seesContacts,
    },
    {
      label: 'nav.companyTimeline',
      to: () => '/company-timeline',
      current: (path) => path === '/company-timeline',
      visibleTo: seesTimeline,
    },
  ],
  homes: { business: '/app', 'business-owner': '/app' },
};
