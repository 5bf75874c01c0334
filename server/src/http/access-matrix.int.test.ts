import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestAppWithWorld, type Method, type Session, type TestApp, type TestRole, type World } from './test-app';

/**
 * Who may call what, for every route: 401 without a session (before the input is looked at), 403
 * `{message}` for each role that must not call it, 419 for a state change without the echoed XSRF
 * token. What allowed callers get is tested per route in the other files.
 */

const ALL: readonly TestRole[] = ['admin', 'business', 'business-owner', 'contact'];
const ADMIN: readonly TestRole[] = ['admin'];
const ADMIN_OR_BUSINESS: readonly TestRole[] = ['admin', 'business', 'business-owner'];
/** Admins, and the candidate for their own record (the matrix's candidate is contactIds[0]). */
const ADMIN_OR_CONTACT: readonly TestRole[] = ['admin', 'contact'];

interface RouteCase {
  method: Method;
  /** As the OpenAPI document names it. */
  path: string;
  url: (w: World) => string;
  allowed: readonly TestRole[] | 'public';
  body?: (w: World) => unknown;
  /** A webhook another server calls: it proves itself by a signature instead of a session and an XSRF token. */
  signed?: true;
}

const id = randomUUID();
/** Reference data: list, create, change, delete per kind (admins only), as the spec names the paths. */
const REFERENCE_DATA_ROUTES: RouteCase[] = [
  ...(
    [
      ['/coupons', { code: 'X1', value: 1 }, true],
      ['/documents', { title: 'Doc' }, true],
      ['/experiences', { key: 'x', name: 'X' }, true],
      ['/qualifications', { key: 'x', name: 'X' }, true],
      ['/task-statuses', { name: 'X', identifier: 'x' }, true],
      ['/waitingLists', { name: 'X' }, true],
      ['/offerRejectionReasons', { identifier: 'x', name: 'X' }, true],
      ['/unqualifiedStatusReasons', { identifier: 'x', name: 'X' }, true],
      ['/options', { group: 'g', key: 'k', label: { de: 'D' } }, false],
      ['/benefits', { identifier: 'x', name: 'X' }, true],
    ] as const
  ).flatMap(([path, body, deletable]): RouteCase[] => [
    { method: 'GET', path, url: () => path, allowed: ADMIN },
    { method: 'POST', path, url: () => path, allowed: ADMIN, body: () => body },
    { method: 'PUT', path: `${path}/{id}`, url: () => `${path}/${id}`, allowed: ADMIN, body: () => body },
    ...(deletable ? [{ method: 'DELETE' as const, path: `${path}/{id}`, url: () => `${path}/${id}`, allowed: ADMIN }] : []),
  ]),
  { method: 'GET', path: '/accountDeleteReasons', url: () => '/accountDeleteReasons', allowed: ADMIN },
  { method: 'POST', path: '/user-management/', url: () => '/user-management/', allowed: ADMIN, body: () => ({ page: 1 }) },
];

/** Audiences and geography: the forms' lookups for company users too, the maps and scores for admins. */
const meta = { zip_code: '10115', range: 40, profession: 'driver' };
const PROFILE = {
  languages: [],
  work_experience: null,
  employment_types: [],
  driver_licence: false,
  educations: [],
  experiences: [],
  profession_groups: [],
  shifts: [],
  willingness_to_move: false,
};
const AUDIENCE_ROUTES: RouteCase[] = [
  {
    method: 'POST',
    path: '/api/potential-locations',
    url: () => '/api/potential-locations',
    allowed: 'public',
    body: () => ({ zip_code: '10115' }),
  },
  {
    method: 'POST',
    path: '/api/potential-contacts',
    url: () => '/api/potential-contacts',
    allowed: ADMIN_OR_BUSINESS,
    body: () => ({ meta }),
  },
  {
    method: 'POST',
    path: '/api/potential-contacts/locations',
    url: () => '/api/potential-contacts/locations',
    allowed: ADMIN_OR_BUSINESS,
    body: () => ({ meta }),
  },
  {
    method: 'POST',
    path: '/api/audiences',
    url: () => '/api/audiences',
    allowed: ADMIN_OR_BUSINESS,
    body: (w) => ({ company_id: w.companyId, name: 'Neu', meta }),
  },
  { method: 'GET', path: '/api/audiences/{id}/edit', url: () => `/api/audiences/${id}/edit`, allowed: ADMIN_OR_BUSINESS },
  {
    method: 'PUT',
    path: '/api/audiences/{id}',
    url: () => `/api/audiences/${id}`,
    allowed: ADMIN_OR_BUSINESS,
    body: () => ({ name: 'Neu', meta }),
  },
  { method: 'GET', path: '/api/audiences/{id}/potential-contacts', url: () => `/api/audiences/${id}/potential-contacts`, allowed: ADMIN },
  { method: 'GET', path: '/api/stats/audience-growth/{id}', url: () => `/api/stats/audience-growth/${id}`, allowed: ADMIN },
  { method: 'GET', path: '/api/map/audiences', url: () => '/api/map/audiences', allowed: ADMIN },
  {
    method: 'GET',
    path: '/api/map/audience-contacts/{id}',
    url: () => `/api/map/audience-contacts/${id}?from=2026-01-01&till=2026-12-31`,
    allowed: ADMIN,
  },
  { method: 'GET', path: '/api/map/contacts', url: () => '/api/map/contacts', allowed: ADMIN },
  {
    method: 'GET',
    path: '/api/contactVsAudience',
    url: (w) => `/api/contactVsAudience?contact_id=${w.contactIds[0] ?? id}&audience_id=${id}`,
    allowed: ADMIN,
  },
  {
    method: 'GET',
    path: '/contacts/{id}/potentialCompanies',
    url: (w) => `/contacts/${w.contactIds[0] ?? id}/potentialCompanies`,
    allowed: ADMIN,
  },
  { method: 'GET', path: '/api/contacts/{id}/pipe', url: (w) => `/api/contacts/${w.contactIds[0] ?? id}/pipe`, allowed: ADMIN },
  { method: 'GET', path: '/api/calls/{contactId}', url: (w) => `/api/calls/${w.contactIds[0] ?? id}`, allowed: ADMIN },
  {
    method: 'PUT',
    path: '/api/user/{id}',
    url: (w) => `/api/user/${w.contactIds[1] ?? id}`,
    allowed: ADMIN,
    body: () => ({ first_name: 'Kim', last_name: 'Muster', email: null, phone: null, gender: null, birth_year: null, profile: PROFILE }),
  },
  {
    method: 'PUT',
    path: '/api/incentives/give/{id}',
    url: (w) => `/api/incentives/give/${w.contactIds[1] ?? id}`,
    allowed: ADMIN,
    body: () => ({ amount: 50 }),
  },
  { method: 'POST', path: '/api/audiences/{id}/reset-all-offers', url: () => `/api/audiences/${id}/reset-all-offers`, allowed: ADMIN },
  {
    method: 'POST',
    path: '/api/audiences/{id}/reset-non-viewed-offers',
    url: () => `/api/audiences/${id}/reset-non-viewed-offers`,
    allowed: ADMIN,
  },
  { method: 'GET', path: '/api/audience-optimizations', url: () => '/api/audience-optimizations', allowed: ADMIN },
  {
    method: 'PUT',
    path: '/api/audience-optimizations',
    url: () => '/api/audience-optimizations',
    allowed: ADMIN,
    body: () => ({ meta: { experiences: ['hospital'], qualifications: [] } }),
  },
];

/** The public site (no sign-in) and candidates' reviews of employers. */
const review = { reviewer_type: 'applicant', review: 'Ein faires Team, gerne wieder.', rating: 4, ratings: [] };
const PUBLIC_SITE_AND_REVIEW_ROUTES: RouteCase[] = [
  { method: 'GET', path: '/api/public/jobs', url: () => '/api/public/jobs?location=10115', allowed: 'public' },
  { method: 'GET', path: '/api/public/jobs/{id}', url: () => `/api/public/jobs/${id}`, allowed: 'public' },
  { method: 'GET', path: '/api/public/highlights', url: () => '/api/public/highlights', allowed: 'public' },
  { method: 'GET', path: '/api/public/places', url: () => '/api/public/places?search=101', allowed: 'public' },
  { method: 'GET', path: '/api/public/employers/{slug}/reviews', url: () => '/api/public/employers/x/reviews', allowed: 'public' },
  {
    method: 'GET',
    path: '/api/reviews/is-already-rated/{model}/{id}',
    url: (w) => `/api/reviews/is-already-rated/employer/${w.companyId}`,
    allowed: ['contact'],
  },
  {
    method: 'GET',
    path: '/api/options/review-questions/{model}/{reviewerType}',
    url: () => '/api/options/review-questions/employer/applicant',
    allowed: ALL,
  },
  { method: 'POST', path: '/api/reviews/{model}/{id}', url: () => `/api/reviews/employer/${id}`, allowed: ['contact'], body: () => review },
  {
    method: 'POST',
    path: '/api/reviews/{model}/{id}/public',
    url: () => `/api/reviews/employer/${id}/public`,
    allowed: ['contact'],
    body: () => review,
  },
  {
    method: 'POST',
    path: '/api/reviews/{model}/{id}/private',
    url: () => `/api/reviews/employer/${id}/private`,
    allowed: ['contact'],
    body: () => ({ satisfaction: 3 }),
  },
  { method: 'POST', path: '/api/reviews/{id}', url: () => `/api/reviews/${id}`, allowed: ['contact'], body: () => review },
];

/** Option lists and base data. */
const OPTION_AND_BASE_DATA_ROUTES: RouteCase[] = [
  ...(
    [
      ['sales-owner-users', ADMIN],
      ['user-unlock-types', ADMIN],
      ['company-users', ['business-owner']],
      ['user-campaigns', ADMIN_OR_BUSINESS],
      ['contact-statuses', ADMIN_OR_BUSINESS],
      ['unqualified-status-reasons', ADMIN_OR_BUSINESS],
      ['task-statuses', ADMIN_OR_BUSINESS],
      ['outcomes', ADMIN_OR_BUSINESS],
      ['countries', ALL],
      ['rater-relationship', ALL],
    ] as const
  ).map(([name, allowed]): RouteCase => ({ method: 'GET', path: `/api/options/${name}`, url: () => `/api/options/${name}`, allowed })),
  {
    method: 'GET',
    path: '/api/options/campaign-users/{id}',
    url: (w) => `/api/options/campaign-users/${w.campaignId}`,
    allowed: ADMIN_OR_BUSINESS,
  },
  {
    method: 'GET',
    path: '/api/options/review-questions/{model}',
    url: () => '/api/options/review-questions/employer',
    allowed: ALL,
  },
  { method: 'GET', path: '/api/options/{name}', url: () => '/api/options/shifts', allowed: ALL },
  { method: 'GET', path: '/api/options/{name}/translations', url: () => '/api/options/shifts/translations', allowed: ALL },
  {
    method: 'GET',
    path: '/api/options/audiences',
    url: (w) => `/api/options/audiences?company_id=${w.companyId}`,
    allowed: ADMIN_OR_BUSINESS,
  },
  {
    method: 'GET',
    path: '/api/options/campaigns',
    url: (w) => `/api/options/campaigns?company_id=${w.companyId}`,
    allowed: ADMIN_OR_BUSINESS,
  },
  { method: 'GET', path: '/api/users/options', url: () => '/api/users/options', allowed: ADMIN_OR_BUSINESS },
  { method: 'GET', path: '/api/settings/user/{userId}', url: (w) => `/api/settings/user/${w.users.admin.id}`, allowed: ['admin'] },
  { method: 'GET', path: '/api/contact-stats', url: () => '/api/contact-stats', allowed: ALL },
  { method: 'POST', path: '/api/events/track', url: () => '/api/events/track', allowed: ALL, body: () => ({ name: 'matrix' }) },
];

/** The employer's own settings, active sourcing and files (company users; testimonials and media admins too). */
const EMPLOYER: readonly TestRole[] = ['business', 'business-owner'];
const EMPLOYER_SETTINGS_ROUTES: RouteCase[] = [
  { method: 'GET', path: '/settings/payment-method-sepa', url: () => '/settings/payment-method-sepa', allowed: EMPLOYER },
  {
    method: 'PUT',
    path: '/settings/payment-method-sepa',
    url: () => '/settings/payment-method-sepa',
    allowed: EMPLOYER,
    body: () => ({
      bank_account_owner: 'X',
      iban: 'DE89370400440532013000',
      swift_bic: 'COBADEFFXXX',
      signer_name: 'X',
      accept_terms: true,
    }),
  },
  { method: 'GET', path: '/api/definitions', url: () => '/api/definitions', allowed: EMPLOYER },
  { method: 'POST', path: '/api/definitions', url: () => '/api/definitions', allowed: EMPLOYER, body: () => ({ name: 'X' }) },
  { method: 'PUT', path: '/api/definitions/{id}', url: () => `/api/definitions/${id}`, allowed: EMPLOYER, body: () => ({ name: 'X' }) },
  {
    method: 'POST',
    path: '/api/definitions/{id}/delete',
    url: () => `/api/definitions/${id}/delete`,
    allowed: EMPLOYER,
    body: () => ({ reason: 'veraltet' }),
  },
  {
    method: 'POST',
    path: '/api/contact-sales',
    url: () => '/api/contact-sales',
    allowed: EMPLOYER,
    body: () => ({ first_name: 'A', last_name: 'B', company_name: 'C', email: 'a@api.test' }),
  },
  { method: 'GET', path: '/api/testimonials', url: () => '/api/testimonials', allowed: ADMIN_OR_BUSINESS },
  ...(['POST', 'PUT'] as const).map((method): RouteCase => ({
    method,
    path: method === 'POST' ? '/api/testimonials' : '/api/testimonials/{id}',
    url: () => (method === 'POST' ? '/api/testimonials' : `/api/testimonials/${id}`),
    allowed: ADMIN_OR_BUSINESS,
    body: (w) => ({
      company_id: w.companyId,
      author_id: w.users.owner.id,
      body_problem: 'a',
      body_collaboration: 'b',
      body_results: 'c',
      body_conclusion: 'd',
    }),
  })),
  { method: 'GET', path: '/api/packages', url: () => '/api/packages', allowed: EMPLOYER },
  {
    method: 'POST',
    path: '/api/packages/choose',
    url: () => '/api/packages/choose',
    allowed: ['business-owner'],
    body: () => ({ package_key: 'free_forever', messages: 5, campaigns: 0, months: 3 }),
  },
  { method: 'GET', path: '/api/active-sourcing', url: () => '/api/active-sourcing', allowed: EMPLOYER },
  {
    method: 'PUT',
    path: '/api/companies/{id}/active-sourcing-access',
    url: (w) => `/api/companies/${w.companyId}/active-sourcing-access`,
    allowed: ADMIN,
    body: () => ({ has_unlimited_access: true }),
  },
  {
    method: 'POST',
    path: '/company/active-sourcing-request-reached',
    url: () => '/company/active-sourcing-request-reached',
    allowed: EMPLOYER,
    body: () => ({ user_id: randomUUID(), message: 'Hallo' }),
  },
  { method: 'GET', path: '/api/active-sourcing/templates', url: () => '/api/active-sourcing/templates', allowed: EMPLOYER },
  {
    method: 'POST',
    path: '/api/active-sourcing/templates',
    url: () => '/api/active-sourcing/templates',
    allowed: EMPLOYER,
    body: () => ({ name: 'X', body: 'Y' }),
  },
  {
    method: 'PUT',
    path: '/api/active-sourcing/templates/{id}',
    url: () => `/api/active-sourcing/templates/${id}`,
    allowed: EMPLOYER,
    body: () => ({ name: 'X', body: 'Y' }),
  },
  { method: 'DELETE', path: '/api/active-sourcing/templates/{id}', url: () => `/api/active-sourcing/templates/${id}`, allowed: EMPLOYER },
  { method: 'GET', path: '/contacts/{userId}/documents', url: () => `/contacts/${id}/documents`, allowed: EMPLOYER },
  { method: 'GET', path: '/contacts/{userId}/documents/{docId}', url: () => `/contacts/${id}/documents/${id}`, allowed: EMPLOYER },
  { method: 'POST', path: '/contacts/{userId}/uploadDocuments', url: () => `/contacts/${id}/uploadDocuments`, allowed: EMPLOYER },
  {
    method: 'GET',
    path: '/contacts/{userId}/deleteDocument/{docId}',
    url: () => `/contacts/${id}/deleteDocument/${id}`,
    allowed: EMPLOYER,
  },
  { method: 'GET', path: '/api/contact-information/{userId}', url: () => `/api/contact-information/${id}`, allowed: EMPLOYER },
  { method: 'POST', path: '/api/upload/image', url: () => '/api/upload/image', allowed: EMPLOYER },
  { method: 'GET', path: '/api/media/{id}', url: () => `/api/media/${id}`, allowed: ADMIN_OR_BUSINESS },
  { method: 'GET', path: '/api/media/{id}/file', url: () => `/api/media/${id}/file`, allowed: ADMIN_OR_BUSINESS },
];
const COMPANY: readonly TestRole[] = ['business', 'business-owner'];
/** The employer workspace: unlocked contacts, charts, timeline, tasks, permissions. */
const EMPLOYER_ROUTES: RouteCase[] = [
  { method: 'GET', path: '/api/unlocked-contacts', url: () => '/api/unlocked-contacts', allowed: COMPANY },
  { method: 'GET', path: '/api/unlocked-contacts/{id}', url: () => `/api/unlocked-contacts/${id}`, allowed: COMPANY },
  {
    method: 'PUT',
    path: '/api/unlocked-contacts/{id}/status',
    url: () => `/api/unlocked-contacts/${id}/status`,
    allowed: COMPANY,
    body: () => ({ status_id: 2 }),
  },
  {
    method: 'PUT',
    path: '/api/unlocked-contacts/{id}/unqualifiedStatusReasons',
    url: () => `/api/unlocked-contacts/${id}/unqualifiedStatusReasons`,
    allowed: COMPANY,
    body: () => ({ reasons: [id] }),
  },
  {
    method: 'PUT',
    path: '/api/unlocked-contacts/{id}/owner',
    url: () => `/api/unlocked-contacts/${id}/owner`,
    allowed: COMPANY,
    body: () => ({ owner_id: null }),
  },
  { method: 'GET', path: '/api/dashboard', url: () => '/api/dashboard', allowed: COMPANY },
  { method: 'GET', path: '/api/stats/unlocked-contacts-all-time', url: () => '/api/stats/unlocked-contacts-all-time', allowed: COMPANY },
  {
    method: 'GET',
    path: '/api/stats/unlocked-contacts-compare-recent/{cumulative}',
    url: () => '/api/stats/unlocked-contacts-compare-recent/1',
    allowed: COMPANY,
  },
  ...(['GET', 'POST', 'PUT'] as const).map((method): RouteCase => ({
    method,
    path: '/api/timeline/{type}/{model}/{id}',
    url: (w) => `/api/timeline/note/company/${w.companyId}`,
    allowed: COMPANY,
    body: method === 'GET' ? undefined : () => ({ entry_id: id, properties: { description: 'x' }, performed_at: '2026-11-20 09:00:00' }),
  })),
  { method: 'GET', path: '/api/timeline/{model}/{id}', url: (w) => `/api/timeline/company/${w.companyId}`, allowed: COMPANY },
  {
    method: 'POST',
    path: '/api/timeline/{model}/{id}/getStats',
    url: (w) => `/api/timeline/company/${w.companyId}/getStats`,
    allowed: COMPANY,
  },
  { method: 'DELETE', path: '/api/timeline/{id}', url: () => `/api/timeline/${id}`, allowed: COMPANY },
  { method: 'POST', path: '/api/timeline/{id}/markAsStarred', url: () => `/api/timeline/${id}/markAsStarred`, allowed: COMPANY },
  { method: 'POST', path: '/api/timeline/{id}/markAsUnStarred', url: () => `/api/timeline/${id}/markAsUnStarred`, allowed: COMPANY },
  {
    method: 'PUT',
    path: '/api/company-users/{id}/permissions',
    url: (w) => `/api/company-users/${w.users.business.id}/permissions`,
    allowed: ['admin', 'business-owner'],
    body: () => ({ permissions: [] }),
  },
  { method: 'GET', path: '/api/options/users', url: () => '/api/options/users', allowed: COMPANY },
  { method: 'GET', path: '/api/tasks/{model}/{id}', url: (w) => `/api/tasks/company/${w.companyId}`, allowed: COMPANY },
  {
    method: 'POST',
    path: '/api/tasks/{model}/{id}',
    url: (w) => `/api/tasks/company/${w.companyId}`,
    allowed: COMPANY,
    body: () => ({ title: 'x' }),
  },
  { method: 'PUT', path: '/api/tasks/{id}', url: () => `/api/tasks/${id}`, allowed: COMPANY, body: () => ({ title: 'x' }) },
  { method: 'DELETE', path: '/api/tasks/{id}', url: () => `/api/tasks/${id}`, allowed: COMPANY },
  {
    method: 'POST',
    path: '/api/tasks/{id}/updateTaskStatus',
    url: () => `/api/tasks/${id}/updateTaskStatus`,
    allowed: COMPANY,
    body: () => ({ status_id: id }),
  },
];

/** The candidate's own account: only candidates (there is no id to name another's); registration is public. */
const CANDIDATE_PROFILE_ROUTES: RouteCase[] = [
  { method: 'GET', path: '/api/profile', url: () => '/api/profile', allowed: ['contact'] },
  { method: 'GET', path: '/api/profile/image/{id}', url: () => `/api/profile/image/${id}`, allowed: ADMIN_OR_CONTACT },
  { method: 'GET', path: '/api/accountDeleteReasons', url: () => '/api/accountDeleteReasons', allowed: ['contact'] },
  {
    method: 'POST',
    path: '/api/profile',
    url: () => '/api/profile',
    allowed: ['contact'],
    body: () => ({ first_name: 'K', last_name: 'T', email: 'k@api.test', phone: null, country: 'DE', language: 'de' }),
  },
  { method: 'POST', path: '/api/profile/upload', url: () => '/api/profile/upload', allowed: ['contact'], body: () => ({}) },
  { method: 'POST', path: '/api/profile/meta', url: () => '/api/profile/meta', allowed: ['contact'], body: () => ({ gdpr: true }) },
  { method: 'POST', path: '/profile-session/meta', url: () => '/profile-session/meta', allowed: ['contact'], body: () => ({ step: 2 }) },
  {
    method: 'POST',
    path: '/api/profile/delete',
    url: () => '/api/profile/delete',
    allowed: ['contact'],
    body: () => ({ key: 'nein', reason_id: null, text: '' }),
  },
  {
    method: 'POST',
    path: '/register',
    url: () => '/register',
    allowed: 'public',
    body: () => ({
      first_name: 'K',
      last_name: 'T',
      email: 'k@api.test',
      zip_code: '10115',
      profession: 'care',
      password: 'x',
      password_confirmation: 'x',
    }),
  },
];

const ROUTES: RouteCase[] = [
  ...EMPLOYER_ROUTES,
  // Comments (admins write, company users read) and notifications (every user's list; the sender for admins).
  { method: 'GET', path: '/api/comments/{model}/{id}', url: (w) => `/api/comments/company/${w.companyId}`, allowed: ADMIN_OR_BUSINESS },
  {
    method: 'POST',
    path: '/api/comments/{model}/{id}',
    url: (w) => `/api/comments/company/${w.companyId}`,
    allowed: ADMIN,
    body: () => ({ body: 'x' }),
  },
  {
    method: 'POST',
    path: '/api/comments/{id}/reply',
    url: () => `/api/comments/${id}/reply`,
    allowed: ADMIN,
    body: () => ({ reply: 'x' }),
  },
  { method: 'PUT', path: '/api/comments/{id}', url: () => `/api/comments/${id}`, allowed: ADMIN, body: () => ({ body: 'x' }) },
  { method: 'DELETE', path: '/api/comments/{id}', url: () => `/api/comments/${id}`, allowed: ADMIN },
  { method: 'GET', path: '/api/notifications', url: () => '/api/notifications', allowed: ALL },
  { method: 'PUT', path: '/api/notifications/{id}/toggleRead', url: () => `/api/notifications/${id}/toggleRead`, allowed: ALL },
  { method: 'PUT', path: '/api/notifications/{id}/markAsRead', url: () => `/api/notifications/${id}/markAsRead`, allowed: ALL },
  { method: 'GET', path: '/api/notification-jobs', url: () => '/api/notification-jobs', allowed: ADMIN },
  {
    method: 'GET',
    path: '/notifications/push/{kind}/contacts',
    url: () => '/notifications/push/fill-profile/contacts',
    allowed: ADMIN,
  },
  {
    method: 'POST',
    path: '/notifications/push/{kind}',
    url: () => '/notifications/push/fill-profile',
    allowed: ADMIN,
    body: (w) => ({ driver_ids: [w.contactIds[0]] }),
  },
  {
    method: 'GET',
    path: '/notifications/email/verify-email/contacts',
    url: () => '/notifications/email/verify-email/contacts',
    allowed: ADMIN,
  },
  {
    method: 'POST',
    path: '/notifications/email/verify-email',
    url: () => '/notifications/email/verify-email',
    allowed: ADMIN,
    body: (w) => ({ driver_ids: [w.contactIds[0]] }),
  },
  {
    method: 'GET',
    path: '/notifications/sms/verify-phone/contacts',
    url: () => '/notifications/sms/verify-phone/contacts',
    allowed: ADMIN,
  },
  {
    method: 'POST',
    path: '/notifications/sms/verify-phone',
    url: () => '/notifications/sms/verify-phone',
    allowed: ADMIN,
    body: (w) => ({ driver_ids: [w.contactIds[0]] }),
  },
  { method: 'POST', path: '/login', url: () => '/login', allowed: 'public', body: () => ({ email: 'x@api.test', password: 'x' }) },
  { method: 'POST', path: '/logout', url: () => '/logout', allowed: 'public' },
  { method: 'GET', path: '/api/user/current', url: () => '/api/user/current', allowed: ALL },
  { method: 'GET', path: '/api/company/current', url: () => '/api/company/current', allowed: ALL },
  { method: 'GET', path: '/api/offers/companies', url: () => '/api/offers/companies', allowed: ADMIN_OR_BUSINESS },
  { method: 'GET', path: '/api/offers/options/companies', url: () => '/api/offers/options/companies', allowed: ADMIN_OR_BUSINESS },
  { method: 'GET', path: '/api/offers/{stage}', url: () => '/api/offers/new', allowed: ADMIN_OR_BUSINESS },
  {
    method: 'PUT',
    path: '/api/offers/{id}',
    url: (w) => `/api/offers/${w.offerIds[0] ?? id}`,
    allowed: ADMIN_OR_BUSINESS,
    body: () => ({ stage: 'in_process' }),
  },
  {
    method: 'POST',
    path: '/api/offers/{id}/track',
    url: (w) => `/api/offers/${w.offerIds[0] ?? id}/track`,
    allowed: ALL,
    body: () => ({ step: 'viewed' }),
  },
  { method: 'GET', path: '/api/rejected-offers', url: () => '/api/rejected-offers', allowed: ADMIN_OR_BUSINESS },
  { method: 'GET', path: '/api/rejected-offers-statistics', url: () => '/api/rejected-offers-statistics', allowed: ADMIN_OR_BUSINESS },
  {
    method: 'POST',
    path: '/api/offers/{id}/reject',
    url: () => `/api/offers/${id}/reject`,
    allowed: ALL,
    body: () => ({ reason: 'other' }),
  },
  {
    method: 'POST',
    path: '/api/unlock-contact',
    url: () => '/api/unlock-contact',
    allowed: ADMIN,
    body: (w) => ({ driver_id: w.contactIds[0], company_id: w.companyId, employer_id: null, campaign_id: w.campaignId }),
  },
  {
    method: 'POST',
    path: '/requested-contacts/unlock',
    url: () => '/requested-contacts/unlock',
    allowed: ADMIN,
    body: (w) => ({ driver_id: w.contactIds[0], company_id: w.companyId, price: 10 }),
  },
  { method: 'PUT', path: '/api/unlocked-contacts/{id}/open', url: () => `/api/unlocked-contacts/${id}/open`, allowed: ADMIN_OR_BUSINESS },
  {
    method: 'PUT',
    path: '/api/unlocked-contacts/{id}/confirmHiredByAdmin',
    url: () => `/api/unlocked-contacts/${id}/confirmHiredByAdmin`,
    allowed: ADMIN,
  },
  {
    method: 'PUT',
    path: '/api/unlocked-contacts/{id}/rejectHiredByAdmin',
    url: () => `/api/unlocked-contacts/${id}/rejectHiredByAdmin`,
    allowed: ADMIN,
  },
  { method: 'DELETE', path: '/api/unlocked-contacts/{id}', url: () => `/api/unlocked-contacts/${id}`, allowed: ADMIN },
  {
    method: 'GET',
    path: '/api/companies/{id}/unlocked-contacts',
    url: (w) => `/api/companies/${w.companyId}/unlocked-contacts`,
    allowed: ADMIN_OR_BUSINESS,
  },
  {
    method: 'GET',
    path: '/api/companies/{id}/hired-unlocked-contacts',
    url: (w) => `/api/companies/${w.companyId}/hired-unlocked-contacts`,
    allowed: ADMIN_OR_BUSINESS,
  },
  { method: 'GET', path: '/api/contacts', url: () => '/api/contacts', allowed: ADMIN },
  { method: 'GET', path: '/api/contacts/{id}', url: (w) => `/api/contacts/${w.contactIds[0] ?? id}`, allowed: ADMIN },
  {
    method: 'POST',
    path: '/api/contacts/{id}/update-call-status',
    url: (w) => `/api/contacts/${w.contactIds[0] ?? id}/update-call-status`,
    allowed: ADMIN,
    body: () => ({ call_made: true }),
  },
  {
    method: 'POST',
    path: '/contacts/toggleActive',
    url: () => '/contacts/toggleActive',
    allowed: ADMIN,
    body: (w) => ({ driver_id: w.contactIds[0], reason: 'moved away' }),
  },
  {
    method: 'POST',
    path: '/contacts/toggleDisableForUnlock',
    url: () => '/contacts/toggleDisableForUnlock',
    allowed: ADMIN,
    body: (w) => ({ driver_id: w.contactIds[0] }),
  },
  {
    method: 'GET',
    path: '/contacts/{id}/verifyWithoutCode',
    url: (w) => `/contacts/${w.contactIds[0] ?? id}/verifyWithoutCode`,
    allowed: ADMIN,
  },
  {
    method: 'PUT',
    path: '/api/contacts/{id}/setRecruitmentInterest',
    url: (w) => `/api/contacts/${w.contactIds[0] ?? id}/setRecruitmentInterest`,
    allowed: ADMIN,
    body: () => ({ interested: true }),
  },
  ...AUDIENCE_ROUTES,
  { method: 'GET', path: '/campaign-approvals/pending', url: () => '/campaign-approvals/pending', allowed: ADMIN },
  {
    method: 'POST',
    path: '/campaign-approvals',
    url: () => '/campaign-approvals',
    allowed: ADMIN,
    body: (w) => ({ campaign_id: w.pendingCampaignId, reset_rejected_offers: false, user_should_be_notified: false }),
  },
  {
    method: 'POST',
    path: '/campaign-approvals/reject',
    url: () => '/campaign-approvals/reject',
    allowed: ADMIN,
    body: (w) => ({ campaign_id: w.pendingCampaignId, rejected_reason: 'too wide', user_should_be_notified: false }),
  },
  { method: 'GET', path: '/api/options/companies', url: () => '/api/options/companies', allowed: ADMIN_OR_BUSINESS },
  {
    method: 'GET',
    path: '/api/options/employers',
    url: (w) => `/api/options/employers?company_id=${w.companyId}`,
    allowed: ADMIN_OR_BUSINESS,
  },
  {
    method: 'GET',
    path: '/api/options/all-campaigns',
    url: (w) => `/api/options/all-campaigns?company_id=${w.companyId}`,
    allowed: ADMIN_OR_BUSINESS,
  },
  { method: 'GET', path: '/api/options/account-manager-users', url: () => '/api/options/account-manager-users', allowed: ADMIN },
  { method: 'GET', path: '/api/options/admin-users', url: () => '/api/options/admin-users', allowed: ADMIN },
  { method: 'GET', path: '/api/audit/{entity}/{id}', url: (w) => `/api/audit/offer/${w.offerIds[0] ?? id}`, allowed: ADMIN },
  { method: 'GET', path: '/api/audit', url: () => '/api/audit', allowed: ADMIN },
  { method: 'GET', path: '/api/audit-event-types', url: () => '/api/audit-event-types', allowed: ADMIN },
  { method: 'GET', path: '/api/security-log', url: () => '/api/security-log', allowed: ADMIN },
  { method: 'GET', path: '/api/stats/activities/{activity}', url: () => '/api/stats/activities/accepted-terms', allowed: ADMIN },
  { method: 'GET', path: '/api/stats/partners', url: () => '/api/stats/partners', allowed: ADMIN },
  {
    method: 'GET',
    path: '/api/stats/companies-compare-recent/{cumulative}',
    url: () => '/api/stats/companies-compare-recent/1',
    allowed: ADMIN,
  },
  { method: 'GET', path: '/api/stats/contact-rejection-reasons', url: () => '/api/stats/contact-rejection-reasons', allowed: ADMIN },
  { method: 'GET', path: '/api/stats/hired-contacts', url: () => '/api/stats/hired-contacts', allowed: ADMIN },
  { method: 'GET', path: '/api/stats/hired-contacts-by-companies', url: () => '/api/stats/hired-contacts-by-companies', allowed: ADMIN },
  { method: 'GET', path: '/api/stats/unlocks-by-sales-owner', url: () => '/api/stats/unlocks-by-sales-owner', allowed: ADMIN },
  { method: 'GET', path: '/api/stats/sale-compare-recent/{cumulative}', url: () => '/api/stats/sale-compare-recent/0', allowed: ADMIN },
  {
    method: 'GET',
    path: '/api/stats/sale-leaderboard-compare-recent',
    url: () => '/api/stats/sale-leaderboard-compare-recent',
    allowed: ADMIN,
  },
  {
    method: 'GET',
    path: '/api/stats/sale-leaderboard-compare-recent-months',
    url: () => '/api/stats/sale-leaderboard-compare-recent-months',
    allowed: ADMIN,
  },
  {
    method: 'GET',
    path: '/api/stats/sale-leaderboard-sales-companies',
    url: () => '/api/stats/sale-leaderboard-sales-companies',
    allowed: ADMIN,
  },
  { method: 'GET', path: '/api/stats/get-unlocked-time-wise', url: () => '/api/stats/get-unlocked-time-wise', allowed: ADMIN },
  {
    method: 'GET',
    path: '/api/stats/contact-profile-visits/{companyId}',
    url: (w) => `/api/stats/contact-profile-visits/${w.companyId}`,
    allowed: ADMIN,
  },
  { method: 'GET', path: '/api/stats/contact-replacement-reasons', url: () => '/api/stats/contact-replacement-reasons', allowed: ADMIN },
  { method: 'GET', path: '/api/stats/transaction-revenue-monthly', url: () => '/api/stats/transaction-revenue-monthly', allowed: ADMIN },
  { method: 'GET', path: '/api/campaigns/{id}/stats', url: (w) => `/api/campaigns/${w.campaignId}/stats`, allowed: ADMIN_OR_BUSINESS },
  {
    method: 'GET',
    path: '/api/campaigns/{id}/offersGraph',
    url: (w) => `/api/campaigns/${w.campaignId}/offersGraph`,
    allowed: ADMIN_OR_BUSINESS,
  },
  {
    method: 'GET',
    path: '/api/analytics/campaigns/{id}/rejectionReasons',
    url: (w) => `/api/analytics/campaigns/${w.campaignId}/rejectionReasons`,
    allowed: ADMIN_OR_BUSINESS,
  },
  { method: 'GET', path: '/reports/campaigns/conversion', url: () => '/reports/campaigns/conversion', allowed: ADMIN },
  { method: 'GET', path: '/reports/campaigns/conversion/sms', url: () => '/reports/campaigns/conversion/sms', allowed: ADMIN },
  { method: 'GET', path: '/reports/campaigns/conversion/mail', url: () => '/reports/campaigns/conversion/mail', allowed: ADMIN },
  { method: 'GET', path: '/api/reports/campaign-roi', url: () => '/api/reports/campaign-roi?utm_campaign=spring', allowed: ADMIN },
  { method: 'GET', path: '/api/dashboard/campaigns', url: () => '/api/dashboard/campaigns', allowed: ADMIN },
  { method: 'GET', path: '/api/dashboard/players', url: () => '/api/dashboard/players', allowed: ADMIN },
  {
    method: 'POST',
    path: '/api/potential-unlocks',
    url: () => '/api/potential-unlocks',
    allowed: ADMIN,
    body: (w) => ({ campaign_id: w.campaignId }),
  },
  {
    method: 'GET',
    path: '/api/privacy/contacts/{id}',
    url: (w) => `/api/privacy/contacts/${w.contactIds[0] ?? id}`,
    allowed: ADMIN_OR_CONTACT,
  },
  { method: 'GET', path: '/api/privacy/me', url: () => '/api/privacy/me', allowed: ['contact'] },
  { method: 'POST', path: '/api/privacy/me/export', url: () => '/api/privacy/me/export', allowed: ALL, body: () => ({}) },
  { method: 'GET', path: '/api/privacy-register/breaches', url: () => '/api/privacy-register/breaches', allowed: ADMIN },
  { method: 'GET', path: '/api/privacy-register/requests', url: () => '/api/privacy-register/requests', allowed: ADMIN },
  ...(['breaches', 'requests'] as const).flatMap((list) => {
    const body = () =>
      list === 'breaches'
        ? {
            detectedAt: '2026-03-01T10:00:00.000Z',
            description: 'Fehlversand einer Liste',
            dataCategories: 'Kontaktdaten',
            personsAffected: 3,
            risk: 'risk',
            authorityNotifiedAt: null,
            personsNotifiedAt: null,
          }
        : { kind: 'access', receivedAt: '2026-03-01T10:00:00.000Z', reference: 'DSA-1', contactId: null, extended: false, doneAt: null };
    return [
      { method: 'POST' as const, path: `/api/privacy-register/${list}`, url: () => `/api/privacy-register/${list}`, allowed: ADMIN, body },
      {
        method: 'PUT' as const,
        path: `/api/privacy-register/${list}/{id}`,
        url: () => `/api/privacy-register/${list}/${id}`,
        allowed: ADMIN,
        body,
      },
    ];
  }),
  {
    method: 'POST',
    path: '/api/privacy/contacts/{id}/consents',
    url: (w) => `/api/privacy/contacts/${w.contactIds[0] ?? id}/consents`,
    allowed: ADMIN_OR_CONTACT,
    body: () => ({ purpose: 'terms', text_version: '2026-01', channel: 'web' }),
  },
  {
    method: 'POST',
    path: '/api/privacy/contacts/{id}/consents/withdraw',
    url: (w) => `/api/privacy/contacts/${w.contactIds[0] ?? id}/consents/withdraw`,
    allowed: ADMIN_OR_CONTACT,
    body: () => ({ purpose: 'terms', channel: 'web' }),
  },
  {
    method: 'POST',
    path: '/api/privacy/contacts/{id}/export',
    url: (w) => `/api/privacy/contacts/${w.contactIds[0] ?? id}/export`,
    allowed: ADMIN_OR_CONTACT,
    body: () => ({ reason: 'Auskunftsersuchen' }),
  },
  {
    method: 'POST',
    path: '/api/privacy/contacts/{id}/erase',
    url: (w) => `/api/privacy/contacts/${w.contactIds[0] ?? id}/erase`,
    allowed: ADMIN,
    body: () => ({ reason: 'Antrag nach Art. 17' }),
  },
  {
    method: 'POST',
    path: '/api/privacy/users/{id}/erase',
    // No user of the matrix: the admin gets 404, everyone else is refused first.
    url: () => `/api/privacy/users/${id}/erase`,
    allowed: ADMIN,
    body: () => ({ reason: 'Antrag nach Art. 17' }),
  },
  ...chatRoutes(),
  ...REFERENCE_DATA_ROUTES,
  ...OPTION_AND_BASE_DATA_ROUTES,
  ...backOfficeRoutes(),
  ...EMPLOYER_SETTINGS_ROUTES,
  ...CANDIDATE_PROFILE_ROUTES,
  ...PUBLIC_SITE_AND_REVIEW_ROUTES,
  ...candidateOfferRoutes(),
];

/** The candidate's offers, phone codes and the new-offers popup: candidates only; sign-in links for anyone. */
function candidateOfferRoutes(): RouteCase[] {
  const offerToken = 'A'.repeat(54);
  const CANDIDATE: readonly TestRole[] = ['contact'];
  return [
    { method: 'GET', path: '/api/candidate-offers', url: () => '/api/candidate-offers', allowed: CANDIDATE },
    { method: 'GET', path: '/api/candidate-offers/{token}', url: () => `/api/candidate-offers/${offerToken}`, allowed: CANDIDATE },
    { method: 'GET', path: '/api/phone-verified', url: () => '/api/phone-verified', allowed: CANDIDATE },
    { method: 'POST', path: '/offers/{token}/accept', url: () => `/offers/${offerToken}/accept`, allowed: CANDIDATE },
    {
      method: 'POST',
      path: '/offers/{token}/reject',
      url: () => `/offers/${offerToken}/reject`,
      allowed: CANDIDATE,
      body: () => ({ reason: 'other' }),
    },
    { method: 'GET', path: '/api/generateOTP', url: () => '/api/generateOTP', allowed: CANDIDATE },
    { method: 'POST', path: '/api/verifyOTP', url: () => '/api/verifyOTP', allowed: CANDIDATE, body: () => ({ otp: '123456' }) },
    {
      method: 'POST',
      path: '/profile/send-magic-mail',
      url: () => '/profile/send-magic-mail',
      allowed: 'public',
      body: () => ({ user_id: id }),
    },
    {
      method: 'POST',
      path: '/api/magic-sign-in',
      url: () => '/api/magic-sign-in',
      allowed: 'public',
      body: () => ({ token: 'A'.repeat(64) }),
    },
    {
      method: 'POST',
      path: '/api/queued-events/store',
      url: () => '/api/queued-events/store',
      allowed: CANDIDATE,
      body: () => ({ identifier: 'new_offer_popup', variant: 'new_offer_popup_dismissed', id }),
    },
  ];
}

/** The chat with contacts (admins and company users) and who is online, the interviews list (admins). */
function chatRoutes(): RouteCase[] {
  return [
    { method: 'GET', path: '/api/messages/contacts', url: () => '/api/messages/contacts', allowed: ADMIN_OR_BUSINESS },
    { method: 'GET', path: '/api/messages/opened-contact', url: () => '/api/messages/opened-contact', allowed: ADMIN_OR_BUSINESS },
    { method: 'GET', path: '/api/messages/{contactId}', url: () => `/api/messages/${id}`, allowed: ADMIN_OR_BUSINESS },
    {
      method: 'POST',
      path: '/api/messages/{contactId}',
      url: () => `/api/messages/${id}`,
      allowed: ADMIN_OR_BUSINESS,
      body: () => ({ message: 'Hallo' }),
    },
    { method: 'POST', path: '/api/messages/{contactId}/opened', url: () => `/api/messages/${id}/opened`, allowed: ADMIN_OR_BUSINESS },
    { method: 'POST', path: '/api/messages/closed', url: () => '/api/messages/closed', allowed: ADMIN_OR_BUSINESS },
    {
      method: 'POST',
      path: '/api/chat/messages/{id}/delivered',
      url: () => `/api/chat/messages/${id}/delivered`,
      allowed: ADMIN_OR_BUSINESS,
    },
    { method: 'GET', path: '/api/companies/online-users', url: () => '/api/companies/online-users', allowed: ADMIN },
    { method: 'GET', path: '/api/contacts/online-users', url: () => '/api/contacts/online-users', allowed: ADMIN },
    { method: 'GET', path: '/api/interviews', url: () => '/api/interviews', allowed: ADMIN },
    { method: 'POST', path: '/api/sms/incoming', url: () => '/api/sms/incoming', allowed: 'public', signed: true },
  ];
}

/** Company admin, campaigns, super-actions, registration: admins only, but for a business-owner's own company's users. */
function backOfficeRoutes(): RouteCase[] {
  const company = (path: string, method: Method = 'GET', body?: (w: World) => unknown): RouteCase => ({
    method,
    path: `/api/companies/{id}${path}`,
    url: (w) => `/api/companies/${w.companyId}${path}`,
    allowed: ADMIN,
    ...(body ? { body } : {}),
  });
  const campaign = (path: string, method: Method = 'GET', body?: (w: World) => unknown): RouteCase => ({
    method,
    path: `/api/campaigns/{id}${path}`,
    url: (w) => `/api/campaigns/${w.campaignId}${path}`,
    allowed: ADMIN,
    ...(body ? { body } : {}),
  });
  const empty = () => ({});
  return [
    { method: 'GET', path: '/api/companies', url: () => '/api/companies', allowed: ADMIN },
    company(''),
    { ...company('/employers'), allowed: ['admin', 'business-owner'] },
    ...['/campaigns', '/audiences', '/transactions', '/stats'].map((path) => company(path)),
    { ...company('/reviews'), allowed: ['admin', 'business', 'business-owner'] },
    company('/toggleMarkAsVerified'),
    company('/noFocus'),
    ...['/toggleActive', '/toggleDirectPay', '/togglePartner', '/toggleAutoContactsUnlock', '/toggleSepa'].flatMap((path) => [
      company(path, 'POST', empty),
      company(path, 'PUT', empty),
    ]),
    company('/approveSepa', 'POST', () => ({ signed_at: '2026-01-01T00:00:00.000Z' })),
    company('/approveSepa', 'PUT', () => ({ signed_at: '2026-01-01T00:00:00.000Z' })),
    company('/customerLevel', 'PUT', () => ({ customer_level: 'A' })),
    company('/settings', 'PUT', () => ({ due_days: 14, goodwill_mode: false })),
    company('/configs', 'PUT', () => ({ configs: {} })),
    company('/properties', 'PUT', () => ({ properties: {} })),
    company('/account-sales-person', 'PUT', () => ({ account_manager_id: null })),
    company('/update-company-customer-segment', 'POST', () => ({ selectedCustomerSegment: 'other' })),
    company('', 'DELETE'),
    { method: 'GET', path: '/api/unclaimed-employers', url: () => '/api/unclaimed-employers', allowed: ADMIN },
    {
      method: 'POST',
      path: '/api/employers/{id}/attach',
      url: (w) => `/api/employers/${w.users.business.id}/attach`,
      allowed: ADMIN,
      body: (w) => ({ company_id: w.companyId }),
    },
    { method: 'GET', path: '/api/hubspot/duplicate-companies', url: () => '/api/hubspot/duplicate-companies', allowed: ADMIN },
    campaign(''),
    campaign('', 'DELETE'),
    campaign('/submit', 'POST', empty),
    campaign('/toggleCritical', 'PUT', empty),
    campaign('/toggleSendOffersInBatch'),
    campaign('/de-block', 'POST', empty),
    campaign('/sendReminders'),
    {
      method: 'POST',
      path: '/api/campaigns',
      url: () => '/api/campaigns',
      allowed: ADMIN,
      body: (w) => ({ company_id: w.companyId, name: 'Neu', cost_per_unlock: 25, budget: 100 }),
    },
    { method: 'GET', path: '/api/marketingChannels', url: () => '/api/marketingChannels', allowed: ADMIN },
    {
      method: 'POST',
      path: '/api/marketingChannels',
      url: () => '/api/marketingChannels',
      allowed: ADMIN,
      body: () => ({ name: 'Kanal' }),
    },
    { method: 'GET', path: '/api/marketingChannels/{id}', url: () => `/api/marketingChannels/${id}`, allowed: ADMIN },
    {
      method: 'PUT',
      path: '/api/marketingChannels/{id}',
      url: () => `/api/marketingChannels/${id}`,
      allowed: ADMIN,
      body: () => ({ name: 'Kanal' }),
    },
    { method: 'DELETE', path: '/api/marketingChannels/{id}', url: () => `/api/marketingChannels/${id}`, allowed: ADMIN },
    {
      method: 'PUT',
      path: '/api/marketingChannels/sync/{campaignId}',
      url: (w) => `/api/marketingChannels/sync/${w.campaignId}`,
      allowed: ADMIN,
      body: () => ({ channels: [] }),
    },
    { method: 'GET', path: '/super-actions/offer-reminders', url: () => '/super-actions/offer-reminders', allowed: ADMIN },
    { method: 'GET', path: '/super-actions/outbox', url: () => '/super-actions/outbox', allowed: ADMIN },
    {
      method: 'POST',
      path: '/super-actions/fire-offer-reminders',
      url: () => '/super-actions/fire-offer-reminders',
      allowed: ADMIN,
      body: () => ({ type: 'filtered', reminders: 1, hours: 24 }),
    },
    {
      method: 'POST',
      path: '/super-actions/charge-for-hire',
      url: () => '/super-actions/charge-for-hire',
      allowed: ADMIN,
      body: () => ({ type: 'unlocked_contact', id, price: 100 }),
    },
    {
      method: 'GET',
      path: '/api/transactions/{id}/toggle-reminders',
      url: () => `/api/transactions/${id}/toggle-reminders`,
      allowed: ADMIN,
    },
    {
      method: 'POST',
      path: '/api/transactions/{id}/toggle-reminders',
      url: () => `/api/transactions/${id}/toggle-reminders`,
      allowed: ADMIN,
    },
    {
      method: 'POST',
      path: '/register/business',
      url: () => '/register/business',
      allowed: 'public',
      body: () => ({ company_name: 'X', email: 'x@api.test', mobile: '+4915112345678', password: 'x', password_confirmation: 'x' }),
    },
  ];
}

const STATE_CHANGING = new Set<Method>(['POST', 'PUT', 'PATCH', 'DELETE']);

let t: TestApp;
let w: World;
let anonymous: Session;
const sessionOf = (role: TestRole): Session =>
  ({ admin: w.sessions.admin, business: w.sessions.business, 'business-owner': w.sessions.owner, contact: w.sessions.contact })[role];

beforeAll(async () => {
  ({ t, w } = await startTestAppWithWorld({}, { contacts: 1 }));
  anonymous = await t.anonymous();
});
afterAll(() => t.close());

describe('every API route is in this matrix', () => {
  it('covers each operation of the OpenAPI document, and nothing else', async () => {
    const doc = (await t.call('GET', '/docs/json')).json<{ paths: Record<string, Record<string, unknown>> }>();
    const documented = Object.entries(doc.paths)
      .flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`))
      .filter((operation) => operation !== 'GET /ws')
      .sort();
    expect(documented).toEqual(ROUTES.map((route) => `${route.method} ${route.path}`).sort());
  });
});

describe.each(ROUTES.filter((route) => route.allowed !== 'public'))('$method $path', (route) => {
  const allowed = route.allowed as readonly TestRole[];

  it('answers 401 without a session, even for input it would refuse', async () => {
    const response = await t.call(route.method, route.url(w), anonymous, route.body?.(w));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Unauthenticated.' });
    if (route.body) expect((await t.call(route.method, route.url(w), anonymous, { nonsense: true })).statusCode).toBe(401);
  });

  const refused = ALL.filter((role) => !allowed.includes(role));
  if (refused.length > 0) {
    it.each(refused)('answers 403 {message} to %s', async (role) => {
      const response = await t.call(route.method, route.url(w), sessionOf(role), route.body?.(w));
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: "You don't have access to do this." });
    });
  }

  if (STATE_CHANGING.has(route.method)) {
    it('answers 419 to an allowed caller whose request lacks or mismatches the XSRF token', async () => {
      const caller = sessionOf(allowed[0] ?? 'admin');
      for (const header of ['', 'forged-token']) {
        const response = await t.call(route.method, route.url(w), caller, route.body?.(w), { 'x-xsrf-token': header });
        expect(response.statusCode).toBe(419);
        expect(response.json()).toEqual({ message: 'CSRF token mismatch.' });
      }
    });
  }
});

describe('public routes', () => {
  it('refuse a webhook call without its signature (403), XSRF token or not', async () => {
    for (const route of ROUTES.filter((r) => r.signed)) {
      const body = { from: '+49 151 1111111', message: 'x', provider_message_id: 'm' };
      expect((await t.call(route.method, route.url(w), anonymous, body, { 'x-xsrf-token': '' })).statusCode).toBe(403);
    }
  });

  it('need the XSRF token too', async () => {
    for (const route of ROUTES.filter((r) => r.allowed === 'public' && STATE_CHANGING.has(r.method) && !r.signed)) {
      expect((await t.call(route.method, route.url(w), anonymous, route.body?.(w), { 'x-xsrf-token': '' })).statusCode).toBe(419);
    }
  });
});
