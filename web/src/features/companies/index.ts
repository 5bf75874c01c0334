import { hasRole, type WebFeature } from '../../lib/feature';

/** Company admin (list, detail with tabs, duplicates), a company user's own company, and the public business registration. */
export const companies: WebFeature = {
  name: 'companies',
  routes: [
    { path: '/companies', lazy: async () => ({ Component: (await import('./companies-route')).CompaniesRoute }) },
    { path: '/companies/duplicates', lazy: async () => ({ Component: (await import('./duplicates-route')).DuplicatesRoute }) },
    { path: '/companies/:id', lazy: async () => ({ Component: (await import('./company-route')).CompanyRoute }) },
    { path: '/company', lazy: async () => ({ Component: (await import('./my-company-route')).MyCompanyRoute }) },
  ],
  publicRoutes: [
    { path: '/register/business', lazy: async () => ({ Component: (await import('./register-business-route')).RegisterBusinessRoute }) },
  ],
  navigation: [
    {
      label: 'nav.companies',
      to: () => '/companies',
      current: (path) => path === '/companies' || /^\/companies\/[0-9a-f-]{36}$/.test(path),
      visibleTo: (user) => hasRole(user, 'admin'),
    },
    {
      label: 'nav.duplicates',
      to: () => '/companies/duplicates',
      current: (path) => path.startsWith('/companies/duplicates'),
      visibleTo: (user) => hasRole(user, 'admin'),
    },
    {
      label: 'nav.myCompany',
      to: () => '/company',
      current: (path) => path === '/company',
      visibleTo: (user) => !hasRole(user, 'admin') && (hasRole(user, 'business') || hasRole(user, 'business-owner')),
    },
  ],
};
