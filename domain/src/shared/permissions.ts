import type { ServerMessages } from './server-messages';

/**
 * The permissions an admin or the company's owner grants a company user (employer spec §3 and §6: a
 * list), each one an area of the employer workspace:
 * - `unlocked-contacts`: the unlocked contacts (list, detail, status, owner, charts, images), their
 *   contact details and documents;
 * - `timeline`: the CRM timeline of contacts and of the company;
 * - `tasks`: the tasks and their assignee options;
 * - `campaigns`: active sourcing (quota, message templates, the quota-reached request);
 * - `billing`: the plan, packages and the SEPA mandate.
 */
export const COMPANY_USER_PERMISSIONS = ['unlocked-contacts', 'timeline', 'tasks', 'campaigns', 'billing'] as const;
export type CompanyUserPermission = (typeof COMPANY_USER_PERMISSIONS)[number];

/** The refusal a company user without the permission is given (403). */
export const PERMISSION_REFUSALS: Readonly<Record<CompanyUserPermission, string>> = {
  'unlocked-contacts': 'Your company has not given you access to the unlocked contacts.',
  timeline: 'Your company has not given you access to the timeline.',
  tasks: 'Your company has not given you access to the tasks.',
  campaigns: 'Your company has not given you access to the campaigns and active sourcing.',
  billing: 'Your company has not given you access to the plan and billing.',
};

/**
 * Whether a user with these roles and this permission list may use an area. Admins and business-owners
 * may use every area; so may a company user whose list was never set (null: the company has not limited
 * them). Anyone else needs the permission on their list.
 */
export function grants(
  user: { roles: readonly string[]; permissions?: readonly string[] | null },
  permission: CompanyUserPermission,
): boolean {
  if (user.roles.includes('admin') || user.roles.includes('business-owner')) return true;
  if (user.permissions === null || user.permissions === undefined) return true;
  return user.permissions.includes(permission);
}

export const PERMISSION_MESSAGES: ServerMessages = {
  'Your company has not given you access to the unlocked contacts.': {
    de: 'Ihr Unternehmen hat Ihnen keinen Zugriff auf die freigeschalteten Kontakte gegeben.',
    en: 'Your company has not given you access to the unlocked contacts.',
    pl: 'Twoja firma nie przyznała Ci dostępu do odblokowanych kontaktów.',
  },
  'Your company has not given you access to the timeline.': {
    de: 'Ihr Unternehmen hat Ihnen keinen Zugriff auf die Timeline gegeben.',
    en: 'Your company has not given you access to the timeline.',
    pl: 'Twoja firma nie przyznała Ci dostępu do osi czasu.',
  },
  'Your company has not given you access to the tasks.': {
    de: 'Ihr Unternehmen hat Ihnen keinen Zugriff auf die Aufgaben gegeben.',
    en: 'Your company has not given you access to the tasks.',
    pl: 'Twoja firma nie przyznała Ci dostępu do zadań.',
  },
  'Your company has not given you access to the campaigns and active sourcing.': {
    de: 'Ihr Unternehmen hat Ihnen keinen Zugriff auf die Kampagnen und das Active Sourcing gegeben.',
    en: 'Your company has not given you access to the campaigns and active sourcing.',
    pl: 'Twoja firma nie przyznała Ci dostępu do kampanii i active sourcingu.',
  },
  'Your company has not given you access to the plan and billing.': {
    de: 'Ihr Unternehmen hat Ihnen keinen Zugriff auf Paket und Abrechnung gegeben.',
    en: 'Your company has not given you access to the plan and billing.',
    pl: 'Twoja firma nie przyznała Ci dostępu do pakietu i rozliczeń.',
  },
};
