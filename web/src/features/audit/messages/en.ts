import type { de } from './de';

export const en: typeof de = {
  nav: { audit: 'Audit log', securityLog: 'Security log' },
  audit: { title: 'Audit log', type: 'Event type', actor: 'Actor', from: 'From', till: 'Till' },
  securityLog: {
    title: 'Security log',
    intro:
      'Sign-ins (failed and throttled ones too), sign-ins by link, exports and erasures of personal data, and changes of roles and permissions. Entries are deleted once the retention period has passed.',
    kind: 'Kind',
    user: 'User',
    from: 'From',
    till: 'Till',
    when: 'When',
    outcome: 'Outcome',
    concerns: 'Concerns',
    actor: 'Done by',
    address: 'Address',
    detail: 'Details',
    empty: 'No entries.',
    unknownAccount: 'Unknown account',
    kinds: {
      'sign-in': 'Sign-in',
      'sign-in-failed': 'Failed sign-in',
      'sign-in-throttled': 'Throttled sign-in',
      'link-sign-in': 'Sign-in by link',
      'personal-data-export': 'Data export',
      'personal-data-erasure': 'Data erasure',
      'role-change': 'Role or permission change',
    },
    outcomes: { success: 'Succeeded', failure: 'Failed', refused: 'Refused' },
    details: { 'known-device': 'Known device', 'unknown-device': 'Unknown device' },
  },
};
