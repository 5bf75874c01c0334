import { Type } from '@sinclair/typebox';
import { adminsAndCompany, changeFeed } from '../shared/change-feed';
import { Uuid } from '../shared/schema';

/** A campaign was created, submitted, approved or rejected. */
export const campaignsChanged = changeFeed({
  subject: 'rm.campaigns.changed',
  notice: Type.Object({ campaignId: Uuid, companyId: Uuid }),
  channel: 'user',
  visibleTo: adminsAndCompany,
  tags: () => ['Campaigns', 'Options', 'AuditLog'],
});
