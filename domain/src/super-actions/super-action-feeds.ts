import { Type } from '@sinclair/typebox';
import { adminsOnly, changeFeed } from '../shared/change-feed';
import { Uuid } from '../shared/schema';

/** Open offers changed (created, moved out of new, reminded): the reminder counts move. */
export const offerRemindersChanged = changeFeed({
  subject: 'rm.offer-reminders.changed',
  notice: Type.Object({ companyId: Uuid, campaignId: Uuid }),
  channel: 'user',
  visibleTo: adminsOnly,
  tags: (notice) => ['OfferReminders', { type: 'Campaign', id: notice.campaignId }],
});
