import type { CurrentUser } from '@rm/domain';

/** The signed-in user as `GET /api/user/current` answers it, for screen tests: an admin, or a company's user. */
export const currentUser = (role: 'admin' | 'business' | 'business-owner' | 'contact', companyId: string | null = null): CurrentUser => ({
  id: '00000000-0000-4000-8000-0000000000e1',
  email: `${role}@demo.test`,
  roles: [{ name: role }],
  first_name: 'Sam',
  last_name: 'Tester',
  full_name: 'Sam Tester',
  phone_confirmed_at: null,
  profile_image_url: null,
  company_id: companyId,
});
