import type { PageMeta, PendingApproval } from '@rm/domain';
import { sql, type DatabasePool } from 'slonik';
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
export async function listPendingApprovals(pool: DatabasePool, page: number, accountManagerId?: string): Promise<{ data: PendingApproval[]; meta: PageMeta }> {
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
  return {
    data: (rows.rows as readonly PendingRow[]).map((row) => ({
      id: row.campaign_id,
      name: row.name,
      company: { id: row.company_id, name: row.company_name ?? '' },
      account_manager: row.account_manager_id ? { id: row.account_manager_id, full_name: row.account_manager_name ?? '' } : null,
      audience: { id: row.audience_id, name: row.audience_name ?? '', candidates_count: row.candidates_count ?? 0 },
      cost_per_unlock: euros(row.cost_per_unlock),
      budget: euros(row.budget),
      submitted_at: row.submitted_at,
    })),
    meta: pageMeta(page, count),
  };
}

/** The candidate count of a campaign's audience (the statistic the approval threshold reads); null for an unknown campaign. */
export async function campaignAudienceCandidates(pool: DatabasePool, campaignId: string): Promise<number | null> {
  const result = await pool.query(sql.unsafe`
    select coalesce(a.candidates_count, 0) as candidates_count
    from ${tables.campaigns} c left join ${tables.audiences} a on a.audience_id = c.audience_id
    where c.campaign_id = ${campaignId}`);
  const row = result.rows[0] as { candidates_count: number } | undefined;
  return row ? row.candidates_count : null;
}
