import { Type } from '@sinclair/typebox';
import { changeFeed } from '../shared/change-feed';
import { Uuid } from '../shared/schema';

/** An unlocked contact was added or changed (opened, hire confirmed or rejected, deleted). */
export const unlocksChanged = changeFeed({
  subject: 'rm.unlocks.changed',
  notice: Type.Object({ unlockId: Uuid, companyId: Uuid, contactId: Uuid }),
  channel: 'user',
  visibleTo: (viewer, notice) => viewer.admin || viewer.companyId === notice.companyId,
  tags: () => ['Unlocks', 'AuditLog'],
});
