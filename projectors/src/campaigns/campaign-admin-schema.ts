import { sql, type DatabaseTransactionConnection } from 'slonik';
import { runStatements, table } from '../shared/sql-rows';

/** Schema of the campaign admin read model. */
export const CAMPAIGN_ADMIN_SCHEMA = 'rm_campaign_admin';

/** Qualified table names for readers of the campaign admin read model. */
export const campaignAdminTables = {
  settings: `${CAMPAIGN_ADMIN_SCHEMA}.campaign_settings`,
  channels: `${CAMPAIGN_ADMIN_SCHEMA}.marketing_channels`,
  campaignChannels: `${CAMPAIGN_ADMIN_SCHEMA}.campaign_channels`,
} as const;

/** A campaign's switches and block, and `version`, the revision of its stream that an edit names. */
export interface CampaignSettingsRow {
  campaign_id: string;
  company_id: string;
  is_critical: boolean;
  send_offers_in_batch: boolean;
  is_blocked: boolean;
  version: number;
}

export interface MarketingChannelRow {
  channel_id: string;
  name: string;
  icon: string | null;
  url: string | null;
  color: string | null;
  version: number;
}

/** A channel assigned to a campaign, with the campaign's own link (the pivot url), in the order given. */
export interface CampaignChannelRow {
  campaign_id: string;
  channel_id: string;
  url: string | null;
  position: number;
}

export async function createCampaignAdminTables(connection: DatabaseTransactionConnection, schema: string): Promise<void> {
  await runStatements(connection, [
    sql.fragment`create table if not exists ${table(schema, 'campaign_settings')} (
      campaign_id uuid primary key,
      company_id uuid not null,
      is_critical boolean not null default false,
      send_offers_in_batch boolean not null default false,
      is_blocked boolean not null default false,
      version integer not null
    )`,
    sql.fragment`create index if not exists campaign_settings_company on ${table(schema, 'campaign_settings')} (company_id)`,
    sql.fragment`create table if not exists ${table(schema, 'marketing_channels')} (
      channel_id uuid primary key,
      name text not null,
      icon text,
      url text,
      color text,
      version integer not null
    )`,
    sql.fragment`create table if not exists ${table(schema, 'campaign_channels')} (
      campaign_id uuid not null,
      channel_id uuid not null,
      url text,
      position integer not null,
      primary key (campaign_id, channel_id)
    )`,
    sql.fragment`create index if not exists campaign_channels_channel on ${table(schema, 'campaign_channels')} (channel_id)`,
  ]);
}
