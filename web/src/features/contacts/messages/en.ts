import type { de } from './de';

export const en: typeof de = {
  contact: {
    title: 'Contact',
    history: 'History',
    callStatusFailed: 'Failed to update call status.',
    callStatusError: 'An error occurred. Please try again.',
    professions: { driver: 'Driver', care: 'Care', nursing: 'Nursing' },
    called: 'Called',
    notCalled: 'Not Called',
    active: 'Active',
    inactive: 'Inactive',
    enabled: 'Enabled for Unlock',
    disabled: 'Disabled for Unlock',
    verify: 'Verify phone number without Code',
    verified: 'Phone verified',
    reason: 'Reason',
    save: 'Save',
    unlock: 'Unlock',
    utm: 'UTM',
    unknown: 'Unknown',
    phoneVerified: 'Phone verified',
  },
};
