import { Type } from '@sinclair/typebox';
import { changeFeed } from '../shared/change-feed';
import { Uuid } from '../shared/schema';

/**
 * An unlocked contact was added or changed (opened, hire confirmed or rejected, deleted; its status, owner,
 * reasons or last contact as its company works with it): the back office's lists and the company's
 * dashboard, list and detail refetch.
 */
export const unlocksChanged = changeFeed({
  subject: 'rm.unlocks.changed',
  notice: Type.Object({ unlockId: Uuid, companyId: Uuid, contactId: Uuid }),
  channel: 'user',
  visibleTo: (viewer, notice) => viewer.admin || viewer.companyId === notice.companyId,
  permission: () => 'unlocked-contacts',
  tags: (notice) => ['Unlocks', 'AuditLog', { type: 'UnlockedContact', id: notice.unlockId }, 'UnlockedContactList', 'EmployerStats'],
});
