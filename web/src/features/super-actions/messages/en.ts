import type { de } from './de';

export const en: typeof de = {
  nav: { superActions: 'Super-actions' },
  superActions: {
    title: 'Super-actions',
    offerReminders: 'Offer reminders',
    reminders: 'Fewer reminders than',
    hours: 'Hours since the last reminder',
    openOffers: 'Open offers',
    withoutReminders: 'Without reminders',
    filtered: 'By the filter',
    fire: 'Send reminders',
    chargeForHire: 'Charge for hire',
    byUnlock: 'Unlocked contact',
    byOffer: 'Offer',
    id: 'ID',
    price: 'Price',
    charge: 'Charge',
    outbox: 'Notification outbox',
    outboxEmpty: 'No notifications yet',
    waiting: 'waiting to be sent',
    maskedCode: 'Code {{code}}',
    maskedLink: 'Link {{path}}',
  },
};
