import type { WebFeature } from '../../lib/feature';

/**
 * The public site, for visitors without sign-in: the landing page, the job search and offer pages, an
 * employer's reviews (where a signed-in candidate writes theirs) and the thank-you page after a review.
 */
export const publicSite: WebFeature = {
  name: 'public-site',
  publicRoutes: [
    { path: '/', lazy: async () => ({ Component: (await import('./landing-route')).LandingRoute }) },
    { path: '/stellenangebote', lazy: async () => ({ Component: (await import('./jobs-route')).JobsRoute }) },
    { path: '/stellenangebote/:id', lazy: async () => ({ Component: (await import('./job-route')).JobRoute }) },
    { path: '/review/thank-you', lazy: async () => ({ Component: (await import('./thank-you-route')).ThankYouRoute }) },
    { path: '/:employerSlug/reviews', lazy: async () => ({ Component: (await import('./employer-reviews-route')).EmployerReviewsRoute }) },
  ],
};
