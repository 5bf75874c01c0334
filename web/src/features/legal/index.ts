import type { WebFeature } from '../../lib/feature';

/** The legal texts: privacy notice, terms, data processing agreement, talent-pool consent, Impressum; public, every version kept. */
export const legal: WebFeature = {
  name: 'legal',
  publicRoutes: [
    { path: '/legal/:kind', lazy: async () => ({ Component: (await import('./legal-route')).LegalRoute }) },
    { path: '/legal/:kind/:version', lazy: async () => ({ Component: (await import('./legal-route')).LegalRoute }) },
  ],
};
