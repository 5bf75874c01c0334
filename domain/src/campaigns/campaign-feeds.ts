import { Type } from '@sinclair/typebox';
import { adminsAndCompany, adminsOnly, changeFeed } from '../shared/change-feed';
import { Uuid } from '../shared/schema';

/** A campaign was created, submitted, approved or rejected. */
export const campaignsChanged = changeFeed({
  subject: 'rm.campaigns.changed',
  notice: Type.Object({ campaignId: Uuid, companyId: Uuid }),
  channel: 'user',
  visibleTo: adminsAndCompany,
  permission: () => 'campaigns',
  tags: () => ['Campaigns', 'Options', 'AuditLog'],
});

/** A campaign's admin record changed (switches, block, budget, channels, deletion, reminders). */
export const campaignAdminChanged = changeFeed({
  subject: 'rm.campaign-admin.changed',
  notice: Type.Object({ campaignId: Uuid, companyId: Uuid }),
  channel: 'user',
  visibleTo: adminsOnly,
  tags: (notice) => [{ type: 'Campaign', id: notice.campaignId }, { type: 'Campaign', id: `COMPANY-${notice.companyId}` }, 'AuditLog'],
});

/** A marketing channel was created, changed or deleted. */
export const marketingChannelsChanged = changeFeed({
  subject: 'rm.marketing-channels.changed',
  notice: Type.Object({ channelId: Uuid }),
  channel: 'user',
  visibleTo: adminsOnly,
  tags: (notice) => [
    { type: 'MarketingChannel', id: notice.channelId },
    { type: 'MarketingChannel', id: 'LIST' },
  ],
});
