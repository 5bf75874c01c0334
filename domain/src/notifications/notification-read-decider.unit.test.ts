import { describe, it } from 'vitest';
import { deciderSpec } from '../shared/decider-spec';
import { notificationReadDecider } from './notification-read-decider';

const spec = deciderSpec(notificationReadDecider);
const data = { notificationId: '00000000-0000-4000-8000-000000000001', userId: '00000000-0000-4000-8000-000000000002' };
const read = { type: 'NotificationReadChanged' as const, data: { ...data, read: true } };
const unread = { type: 'NotificationReadChanged' as const, data: { ...data, read: false } };

describe("a user's read state of a notification", () => {
  it('toggles between read and unread', () => {
    spec.given([]).when({ type: 'ToggleNotificationRead', data }).then([read]);
    spec.given([read]).when({ type: 'ToggleNotificationRead', data }).then([unread]);
  });

  it('mark as read leaves a read one read', () => {
    spec.given([unread]).when({ type: 'MarkNotificationRead', data }).then([read]);
    spec.given([read]).when({ type: 'MarkNotificationRead', data }).then([]);
  });
});
