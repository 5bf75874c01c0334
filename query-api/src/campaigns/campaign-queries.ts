import type { CampaignChannel, CampaignDetail, MarketingChannel, PageMeta, PendingApproval } from '@rm/domain';
import { sql, type DatabasePool } from 'slonik';
import { audienceCandidateCounts } from '../audiences/audience-queries';
import { euros, pageMeta, pageOffset, PER_PAGE } from '../shared/paging';
import { tables } from '../shared/tables';

interface PendingRow {
  campaign_id: string;
  name: string;
  company_id: string;
  company_name: string | null;
  account_manager_id: string | null;
  account_manager_name: string | null;
  audience_id: string;
  audience_name: string | null;
  candidates_count: number | null;
  cost_per_unlock: number;
  budget: number;
  submitted_at: string | null;
}

/** Campaigns waiting for approval, oldest request first, with their audience's candidate count. */
export async function listPendingApprovals(
  pool: DatabasePool,
  page: number,
  accountManagerId?: string,
): Promise<{ data: PendingApproval[]; meta: PageMeta }> {
  const manager = accountManagerId ? sql.fragment`and co.account_manager_id = ${accountManagerId}` : sql.fragment``;
  const from = sql.fragment`
    from ${tables.campaigns} c
    left join ${tables.campaignCompanies} co on co.company_id = c.company_id
    left join ${tables.audiences} a on a.audience_id = c.audience_id
    left join ${tables.users} am on am.user_id = co.account_manager_id
    where c.status = 'pending_approval' ${manager}`;
  const [rows, total] = await Promise.all([
    pool.query(sql.unsafe`
      select c.campaign_id, c.name, c.company_id, co.name as company_name, co.account_manager_id, am.full_name as account_manager_name,
             c.audience_id, a.name as audience_name, a.candidates_count, c.cost_per_unlock, c.budget, c.submitted_at
      ${from} order by c.submitted_at, c.campaign_id limit ${PER_PAGE} offset ${pageOffset(page)}`),
    pool.query(sql.unsafe`select count(*)::int as total ${from}`),
  ]);
  const count = (total.rows[0] as { total: number } | undefined)?.total ?? 0;
  const pending = rows.rows as readonly PendingRow[];
  const candidates = await audienceCandidateCounts(
    pool,
    pending.map((row) => row.audience_id),
  );
  return {
    data: pending.map((row) => ({
      id: row.campaign_id,
      name: row.name,
      company: { id: row.company_id, name: row.company_name ?? '' },
      account_manager: row.account_manager_id ? { id: row.account_manager_id, full_name: row.account_manager_name ?? '' } : null,
      audience: { id: row.audience_id, name: row.audience_name ?? '', candidates_count: candidates.get(row.audience_id) ?? 0 },
      cost_per_unlock: euros(row.cost_per_unlock),
      budget: euros(row.budget),
      submitted_at: row.submitted_at,
    })),
    meta: pageMeta(page, count),
  };
}

/**
 * The candidate count of a campaign's audience (the statistic the approval threshold reads), counted as
 * the audience lists count it (meta filters included); null for an unknown campaign.
 */
export async function campaignAudienceCandidates(pool: DatabasePool, campaignId: string): Promise<number | null> {
  const result = await pool.query(sql.unsafe`select audience_id from ${tables.campaigns} where campaign_id = ${campaignId}`);
  const row = result.rows[0] as { audience_id: string } | undefined;
  if (!row) return null;
  return (await audienceCandidateCounts(pool, [row.audience_id])).get(row.audience_id) ?? 0;
}

interface CampaignDetailRow {
  campaign_id: string;
  name: string;
  company_id: string;
  company_name: string | null;
  status: CampaignDetail['status'];
  audience_id: string;
  audience_name: string | null;
  candidates_count: number | null;
  cost_per_unlock: number;
  budget: number;
  remaining_budget: number;
  unlocked_drivers_count: number;
  hires_count: number;
  rejected_reason: string | null;
  created_at: string;
  approved_at: string | null;
  is_critical: boolean | null;
  send_offers_in_batch: boolean | null;
  is_blocked: boolean | null;
  version: number | null;
  open_offers: number;
  open_offers_without_reminders: number;
  channels: CampaignChannel[];
}

/** A campaign with its budget, switches, reminder figures and marketing channels; null for an unknown or deleted one. */
export async function readCampaignDetail(pool: DatabasePool, campaignId: string): Promise<CampaignDetail | null> {
  const result = await pool.query(sql.unsafe`
    select c.campaign_id, c.name, c.company_id, c.company_name, c.status, c.audience_id, a.name as audience_name, a.candidates_count,
      c.cost_per_unlock, c.budget, c.remaining_budget, c.unlocked_drivers_count, c.hires_count, c.rejected_reason, c.created_at, c.approved_at,
      s.is_critical, s.send_offers_in_batch, s.is_blocked, s.version,
      (select count(*)::int from ${tables.reminderOffers} o where o.campaign_id = c.campaign_id and o.stage = 'new') as open_offers,
      (select count(*)::int from ${tables.reminderOffers} o
        where o.campaign_id = c.campaign_id and o.stage = 'new' and o.reminders_count = 0) as open_offers_without_reminders,
      coalesce((
        select json_agg(json_build_object('id', m.channel_id, 'name', m.name, 'icon', m.icon, 'color', m.color, 'url', m.url,
          'pivot', json_build_object('url', cc.url)) order by cc.position)
        from ${tables.campaignChannels} cc join ${tables.marketingChannels} m on m.channel_id = cc.channel_id
        where cc.campaign_id = c.campaign_id), '[]') as channels
    from ${tables.campaigns} c
    left join ${tables.audiences} a on a.audience_id = c.audience_id
    left join ${tables.campaignSettings} s on s.campaign_id = c.campaign_id
    where c.campaign_id = ${campaignId}`);
  const row = result.rows[0] as CampaignDetailRow | undefined;
  if (!row) return null;
  const candidates = await audienceCandidateCounts(pool, [row.audience_id]);
  return {
    id: row.campaign_id,
    name: row.name,
    company_id: row.company_id,
    company: { id: row.company_id, name: row.company_name ?? '' },
    status: row.status,
    audience: { id: row.audience_id, name: row.audience_name ?? '', candidates_count: candidates.get(row.audience_id) ?? 0 },
    cost_per_unlock: euros(row.cost_per_unlock),
    budget: euros(row.budget),
    remaining_budget: euros(row.remaining_budget),
    unlocked_drivers_count: row.unlocked_drivers_count,
    hires_count: row.hires_count,
    is_critical: row.is_critical ?? false,
    send_offers_in_batch: row.send_offers_in_batch ?? false,
    is_blocked: row.is_blocked ?? false,
    rejected_reason: row.rejected_reason,
    created_at: row.created_at,
    activated_at: row.approved_at,
    reminder_stats: { open_offers: row.open_offers, open_offers_without_reminders: row.open_offers_without_reminders },
    marketing_channels: row.channels,
    version: row.version ?? 0,
  };
}

const channelColumns = sql.fragment`
  m.channel_id as id, m.name, m.icon, m.url, m.color, m.version,
  (select count(*)::int from ${tables.campaignChannels} cc where cc.channel_id = m.channel_id) as campaigns_count`;

export async function listMarketingChannels(pool: DatabasePool): Promise<MarketingChannel[]> {
  const result = await pool.query(
    sql.unsafe`select ${channelColumns} from ${tables.marketingChannels} m order by lower(m.name), m.channel_id`,
  );
  return result.rows as unknown as MarketingChannel[];
}

export async function readMarketingChannel(
  pool: DatabasePool,
  channelId: string,
): Promise<{ data: MarketingChannel; campaigns: Array<{ id: string; name: string; pivot: { url: string | null } }> } | null> {
  const result = await pool.query(
    sql.unsafe`select ${channelColumns} from ${tables.marketingChannels} m where m.channel_id = ${channelId}`,
  );
  const channel = result.rows[0] as MarketingChannel | undefined;
  if (!channel) return null;
  const campaigns = await pool.query(sql.unsafe`
    select c.campaign_id as id, c.name, cc.url from ${tables.campaignChannels} cc join ${tables.campaigns} c on c.campaign_id = cc.campaign_id
    where cc.channel_id = ${channelId} order by c.name, c.campaign_id`);
  return {
    data: channel,
    campaigns: (campaigns.rows as ReadonlyArray<{ id: string; name: string; url: string | null }>).map((row) => ({
      id: row.id,
      name: row.name,
      pivot: { url: row.url },
    })),
  };
}
