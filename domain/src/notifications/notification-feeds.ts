import { Type } from '@sinclair/typebox';
import { adminsOnly, changeFeed } from '../shared/change-feed';
import { Nullable, Uuid } from '../shared/schema';
import { NotificationKindSchema } from './notification-schemas';

/** A user's notification list changed (a new one, or its read state): that user, or the company's users, refetch. */
export const notificationsChanged = changeFeed({
  subject: 'rm.notifications.changed',
  notice: Type.Object({ userId: Nullable(Uuid), companyId: Nullable(Uuid), kind: Nullable(NotificationKindSchema) }),
  channel: 'user',
  visibleTo: (viewer, notice) => viewer.userId === notice.userId || (notice.companyId !== null && viewer.companyId === notice.companyId),
  tags: () => ['Notification'],
});

/** A sending job moved on: the sender screen's progress refetches. */
export const notificationJobsChanged = changeFeed({
  subject: 'rm.notification-jobs.changed',
  notice: Type.Object({ jobId: Uuid }),
  channel: 'user',
  visibleTo: adminsOnly,
  tags: () => ['NotificationJob'],
});
