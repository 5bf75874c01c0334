import { campaignAdminChanged, marketingChannelsChanged } from '@rm/domain';
import type { RecordedEvent } from '@rm/eventstore';
import { sql, type DatabaseTransactionConnection } from 'slonik';
import type { Notice, Projection } from '../runner/projection';
import { table } from '../shared/sql-rows';
import { CAMPAIGN_ADMIN_SCHEMA, createCampaignAdminTables } from './campaign-admin-schema';

const CAMPAIGN_STREAM_EVENTS = [
  'CampaignCreated',
  'CampaignSubmittedForApproval',
  'CampaignApproved',
  'CampaignRejected',
  'CampaignFlagChanged',
  'CampaignBudgetSpent',
  'CampaignBudgetRefunded',
  'CampaignBlocked',
  'CampaignDeblocked',
  'CampaignMarketingChannelsSynced',
  'CampaignDeleted',
] as const;
const EVENT_TYPES = [
  ...CAMPAIGN_STREAM_EVENTS,
  'MarketingChannelCreated',
  'MarketingChannelUpdated',
  'MarketingChannelDeleted',
  'CompanyDeleted',
] as const;

/** Campaign admin: one statement per event (campaigns and channels are few); every campaign event moves `version`. */
async function handleCampaignAdmin(
  batch: readonly RecordedEvent[],
  connection: DatabaseTransactionConnection,
  schema: string,
): Promise<Notice[]> {
  const settings = table(schema, 'campaign_settings');
  const channels = table(schema, 'marketing_channels');
  const campaignChannels = table(schema, 'campaign_channels');
  const changedCampaigns = new Map<string, string>();
  const changedChannels = new Set<string>();

  for (const event of batch) {
    const revision = Number(event.revision);
    switch (event.type) {
      case 'CampaignCreated':
        await connection.query(sql.unsafe`
          insert into ${settings} (campaign_id, company_id, version) values (${event.data.campaignId}, ${event.data.companyId}, ${revision})
          on conflict (campaign_id) do nothing`);
        changedCampaigns.set(event.data.campaignId, event.data.companyId);
        break;
      case 'CampaignSubmittedForApproval':
      case 'CampaignApproved':
      case 'CampaignRejected':
      case 'CampaignBudgetSpent':
      case 'CampaignBudgetRefunded':
      case 'CampaignFlagChanged':
      case 'CampaignBlocked':
      case 'CampaignDeblocked':
      case 'CampaignMarketingChannelsSynced': {
        const d = event.data;
        const set =
          event.type === 'CampaignFlagChanged'
            ? sql.fragment`, ${sql.identifier([event.data.flag])} = ${event.data.value}`
            : event.type === 'CampaignBlocked'
              ? sql.fragment`, is_blocked = true`
              : event.type === 'CampaignDeblocked'
                ? sql.fragment`, is_blocked = false`
                : sql.fragment``;
        await connection.query(sql.unsafe`update ${settings} set version = ${revision} ${set} where campaign_id = ${d.campaignId}`);
        if (event.type === 'CampaignMarketingChannelsSynced') {
          await connection.query(sql.unsafe`delete from ${campaignChannels} where campaign_id = ${d.campaignId}`);
          for (const [position, channel] of event.data.channels.entries()) {
            await connection.query(sql.unsafe`
              insert into ${campaignChannels} (campaign_id, channel_id, url, position)
              values (${d.campaignId}, ${channel.channelId}, ${channel.url}, ${position})`);
          }
        }
        changedCampaigns.set(d.campaignId, d.companyId);
        break;
      }
      case 'CampaignDeleted':
        await connection.query(sql.unsafe`delete from ${settings} where campaign_id = ${event.data.campaignId}`);
        await connection.query(sql.unsafe`delete from ${campaignChannels} where campaign_id = ${event.data.campaignId}`);
        changedCampaigns.set(event.data.campaignId, event.data.companyId);
        break;
      case 'CompanyDeleted': {
        const removed = await connection.query(sql.unsafe`
          delete from ${settings} where company_id = ${event.data.companyId} returning campaign_id`);
        const campaignIds = (removed.rows as ReadonlyArray<{ campaign_id: string }>).map((row) => row.campaign_id);
        if (campaignIds.length > 0)
          await connection.query(sql.unsafe`delete from ${campaignChannels} where campaign_id = any(${sql.array(campaignIds, 'uuid')})`);
        for (const campaignId of campaignIds) changedCampaigns.set(campaignId, event.data.companyId);
        break;
      }
      case 'MarketingChannelCreated':
      case 'MarketingChannelUpdated': {
        const d = event.data;
        await connection.query(sql.unsafe`
          insert into ${channels} (channel_id, name, icon, url, color, version)
          values (${d.channelId}, ${d.name}, ${d.icon}, ${d.url}, ${d.color}, ${revision})
          on conflict (channel_id) do update set name = excluded.name, icon = excluded.icon, url = excluded.url, color = excluded.color,
            version = excluded.version`);
        changedChannels.add(d.channelId);
        break;
      }
      case 'MarketingChannelDeleted': {
        await connection.query(sql.unsafe`delete from ${channels} where channel_id = ${event.data.channelId}`);
        const unassigned = await connection.query(sql.unsafe`
          delete from ${campaignChannels} cc using ${settings} s
          where cc.channel_id = ${event.data.channelId} and s.campaign_id = cc.campaign_id
          returning cc.campaign_id, s.company_id`);
        for (const row of unassigned.rows as ReadonlyArray<{ campaign_id: string; company_id: string }>)
          changedCampaigns.set(row.campaign_id, row.company_id);
        changedChannels.add(event.data.channelId);
        break;
      }
      default:
        break;
    }
  }
  return [
    ...[...changedCampaigns].map(([campaignId, companyId]) => ({
      subject: campaignAdminChanged.subject,
      message: { campaignId, companyId },
    })),
    ...[...changedChannels].map((channelId) => ({ subject: marketingChannelsChanged.subject, message: { channelId } })),
  ];
}

/** Campaign admin: each campaign's switches, block and version; marketing channels and their assignment to campaigns. */
export const campaignAdminProjection: Projection = {
  name: 'campaign-admin',
  schema: CAMPAIGN_ADMIN_SCHEMA,
  createTables: createCampaignAdminTables,
  handle: (batch, connection, { schema }) => handleCampaignAdmin(batch, connection, schema),
  eventTypes: EVENT_TYPES,
};
