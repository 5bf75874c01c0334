import type { de } from './de';

/** English. */
export const en: typeof de = {
  nav: { chat: 'Chat' },
  chat: {
    title: 'Chat',
    widgetTitle: 'Chat with the contact (SMS)',
    open: 'Open chat',
    close: 'Close',
    choose: 'Choose a contact on the left.',
    noContacts: 'No conversations yet.',
    empty: 'No messages yet.',
    placeholder: 'Write a message … (Enter sends, Shift+Enter for a new line)',
    message: 'Message',
    send: 'Send',
    length: '{{count}} / {{max}} characters',
    failedReason: 'Reason',
    status: { queued: 'Queued', sent: 'Sent', failed: 'Failed', received: 'Received' },
    online: 'Online now',
    onlineCompanyUsers: 'Company users',
    onlineContacts: 'Contacts',
    nobodyOnline: 'Nobody online.',
    presence: { online: 'Online', away: 'Away' },
  },
};
