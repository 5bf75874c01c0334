import { can, hasRole, type WebFeature } from '../../lib/feature';
import type { CurrentUser } from '@rm/domain';

/** A user of a company (not an admin): the employer's own settings are theirs. */
const isEmployer = (user: CurrentUser): boolean =>
  !hasRole(user, 'admin') && (hasRole(user, 'business') || hasRole(user, 'business-owner'));

/** An employer the company gave active sourcing (the campaigns area). */
const sources = (user: CurrentUser): boolean => isEmployer(user) && can(user, 'campaigns');
/** An employer the company gave the plan and billing. */
const bills = (user: CurrentUser): boolean => isEmployer(user) && can(user, 'billing');

/** The employer's settings (SEPA, definitions, sales), testimonials, packages and pricing, active sourcing. */
export const employerSettings: WebFeature = {
  name: 'employer-settings',
  routes: [
    {
      path: '/employer/settings',
      allows: isEmployer,
      lazy: async () => ({ Component: (await import('./employer-settings-route')).EmployerSettingsRoute }),
    },
    {
      path: '/employer/testimonials',
      allows: isEmployer,
      lazy: async () => ({ Component: (await import('./testimonials-route')).TestimonialsRoute }),
    },
    { path: '/employer/packages', allows: bills, lazy: async () => ({ Component: (await import('./packages-route')).PackagesRoute }) },
    {
      path: '/employer/active-sourcing',
      allows: sources,
      lazy: async () => ({ Component: (await import('./active-sourcing-route')).ActiveSourcingRoute }),
    },
  ],
  navigation: [
    {
      label: 'nav.employerActiveSourcing',
      to: () => '/employer/active-sourcing',
      current: (path) => path === '/employer/active-sourcing',
      visibleTo: sources,
    },
    {
      label: 'nav.employerPackages',
      to: () => '/employer/packages',
      current: (path) => path === '/employer/packages',
      visibleTo: bills,
    },
    {
      label: 'nav.employerTestimonials',
      to: () => '/employer/testimonials',
      current: (path) => path === '/employer/testimonials',
      visibleTo: isEmployer,
    },
    {
      label: 'nav.employerSettings',
      to: () => '/employer/settings',
      current: (path) => path === '/employer/settings',
      visibleTo: isEmployer,
    },
  ],
};
