import type { de } from './de';

export const en: typeof de = {
  nav: { unlocks: 'Unlocked contacts' },
  unlocks: {
    company: 'Company',
    contact: 'Contact',
    campaign: 'Campaign',
    unlockedAt: 'Unlocked on',
    price: 'Price',
    status: 'Status',
    actions: 'Actions',
    title: 'Unlocked contacts',
    hired: 'Hired',
    all: 'All',
    open: 'Open',
    confirmHire: 'Confirm hire',
    rejectHire: 'Reject hire',
    delete: 'Delete',
    confirmDelete: 'Really delete this unlocked contact?',
  },
};
