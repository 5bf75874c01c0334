import { Type } from '@sinclair/typebox';
import { changeFeed } from '../shared/change-feed';
import { Uuid } from '../shared/schema';

/** A contact's profile, status or offer counts changed. */
export const contactsChanged = changeFeed({
  subject: 'rm.contacts.changed',
  notice: Type.Object({ contactId: Uuid }),
  channel: 'user',
  visibleTo: (viewer, notice) => viewer.admin || viewer.contactId === notice.contactId,
  tags: (notice) => [{ type: 'Contact', id: notice.contactId }, 'AuditLog'],
});
