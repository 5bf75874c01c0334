import { Type } from '@sinclair/typebox';
import { adminsOnly, changeFeed } from '../shared/change-feed';

/** The audit log grew (up to the event at `position`). */
export const auditLogChanged = changeFeed({
  subject: 'rm.audit-log.changed',
  notice: Type.Object({ position: Type.String() }),
  channel: 'user',
  visibleTo: adminsOnly,
  tags: () => ['AuditLog'],
});
