import type { OfferStage, PageMeta, RejectedOffer, RejectedOfferStatistics } from '@rm/domain';
import { sql, type DatabasePool, type FragmentSqlToken, type ListSqlToken } from 'slonik';
import { pageMeta, pageOffset, PER_PAGE } from '../shared/paging';
import { tables } from '../shared/tables';

export interface RejectedOfferFilters {
  page: number;
  /** Rejected offers of the companies this user manages (account manager). */
  userId?: string;
  companyId?: string;
  campaignId?: string;
}

interface RejectedOfferRow {
  offer_id: string;
  stage: OfferStage | null;
  rejected_at: string;
  reason: string;
  text: string | null;
  contact_id: string;
  contact_name: string | null;
  campaign_id: string;
  campaign_name: string | null;
  company_id: string;
  company_name: string | null;
}

const { rejectedOffers: rejected, offers: boardOffers, offerCompanies: boardCompanies } = tables;

/** The filters as a condition on `r` (the rejected offer); the account manager's companies from the board. */
function where(filters: RejectedOfferFilters): ListSqlToken {
  const conditions: FragmentSqlToken[] = [sql.fragment`true`];
  if (filters.companyId) conditions.push(sql.fragment`r.company_id = ${filters.companyId}`);
  if (filters.campaignId) conditions.push(sql.fragment`r.campaign_id = ${filters.campaignId}`);
  if (filters.userId) {
    conditions.push(sql.fragment`r.company_id in (select company_id from ${boardCompanies} where account_manager_id = ${filters.userId})`);
  }
  return sql.join(conditions, sql.fragment` and `);
}

/** Rejected offers under the filters, the latest rejection first, 20 per page; names from the offer board. */
export async function listRejectedOffers(
  pool: DatabasePool,
  filters: RejectedOfferFilters,
): Promise<{ data: RejectedOffer[]; meta: PageMeta }> {
  const condition = where(filters);
  const [rows, total] = await Promise.all([
    pool.query(sql.unsafe`
      select r.offer_id, o.stage, r.rejected_at, r.reason, r.text, r.contact_id, o.contact_name, r.campaign_id, o.campaign_name,
             r.company_id, o.company_name
      from ${rejected} r left join ${boardOffers} o on o.offer_id = r.offer_id
      where ${condition}
      order by r.rejected_at desc, r.offer_id desc limit ${PER_PAGE} offset ${pageOffset(filters.page)}`),
    pool.query(sql.unsafe`select count(*)::int as total from ${rejected} r where ${condition}`),
  ]);
  const count = (total.rows[0] as { total: number } | undefined)?.total ?? 0;
  return {
    data: (rows.rows as unknown as RejectedOfferRow[]).map((row) => ({
      id: row.offer_id,
      stage: row.stage ?? 'new',
      rejected_at: row.rejected_at,
      reason: row.reason,
      text: row.text,
      driver: { id: row.contact_id, full_name: row.contact_name ?? '' },
      campaign: { id: row.campaign_id, name: row.campaign_name ?? '' },
      company: { id: row.company_id, name: row.company_name ?? '' },
    })),
    meta: pageMeta(filters.page, count),
  };
}

/** How many offers were rejected under the filters, in all and per reason (most frequent first, then by reason). */
export async function rejectedOfferStatistics(pool: DatabasePool, filters: RejectedOfferFilters): Promise<RejectedOfferStatistics> {
  const result = await pool.query(sql.unsafe`
    select r.reason, count(*)::int as count from ${rejected} r where ${where(filters)}
    group by r.reason order by count desc, r.reason`);
  const reasons = result.rows as unknown as Array<{ reason: string; count: number }>;
  const total = reasons.reduce((sum, row) => sum + row.count, 0);
  return {
    total,
    reasons: reasons.map((row) => ({
      reason: row.reason,
      count: row.count,
      percentage: total === 0 ? 0 : Math.round((row.count / total) * 1000) / 10,
    })),
  };
}
