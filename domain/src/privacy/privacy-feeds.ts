import { Type } from '@sinclair/typebox';
import { changeFeed } from '../shared/change-feed';
import { Uuid } from '../shared/schema';

/** A person's privacy record changed: a consent, an export, the erasure. */
export const privacyChanged = changeFeed({
  subject: 'rm.privacy.changed',
  notice: Type.Object({ contactId: Uuid }),
  channel: 'user',
  visibleTo: (viewer, notice) => viewer.admin || viewer.contactId === notice.contactId,
  tags: (notice) => [{ type: 'Privacy', id: notice.contactId }, { type: 'Contact', id: notice.contactId }, 'AuditLog'],
});
