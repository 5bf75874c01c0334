import type { OfferCard, OfferStage, PageMeta } from '@rm/domain';
import { sql, type DatabasePool, type FragmentSqlToken, type IdentifierSqlToken } from 'slonik';
import { euros, pageMeta, pageOffset, PER_PAGE } from '../shared/paging';
import { tables } from '../shared/tables';

export interface OfferFilters {
  stage: OfferStage;
  page: number;
  /** Offers of the companies this user manages (account manager). */
  userId?: string;
  companyId?: string;
  campaignId?: string;
}

interface OfferCardRow {
  id: string;
  stage: OfferStage;
  created_at: string;
  price: number;
  hired_at: string | null;
  contact_id: string;
  contact_name: string | null;
  campaign_id: string;
  campaign_name: string | null;
  company_id: string;
  company_name: string | null;
  employer_id: string | null;
  employer_name: string | null;
  audience_id: string | null;
  audience_name: string | null;
}

const cardColumns = sql.fragment`
  o.offer_id as id, o.stage, o.created_at, o.price, o.hired_at,
  o.contact_id, ct.full_name as contact_name, o.campaign_id, cp.name as campaign_name,
  o.company_id, co.name as company_name, o.employer_id, u.full_name as employer_name,
  o.audience_id, au.name as audience_name`;

const cardJoins = sql.fragment`
  left join ${tables.offerContacts} ct on ct.contact_id = o.contact_id
  left join ${tables.offerCampaigns} cp on cp.campaign_id = o.campaign_id
  left join ${tables.offerCompanies} co on co.company_id = o.company_id
  left join ${tables.offerUsers} u on u.user_id = o.employer_id
  left join ${tables.audiences} au on au.audience_id = o.audience_id`;

/** An offer board row as the board's card. Money: cents in the read model, euros in the API. */
export function toOfferCard(row: OfferCardRow): OfferCard {
  return {
    id: row.id,
    stage: row.stage,
    created_at: row.created_at,
    price: euros(row.price),
    hired_at: row.hired_at,
    driver: { id: row.contact_id, full_name: row.contact_name ?? '' },
    campaign: { id: row.campaign_id, name: row.campaign_name ?? '' },
    company: { id: row.company_id, name: row.company_name ?? '' },
    employer: row.employer_id ? { id: row.employer_id, full_name: row.employer_name ?? '' } : null,
    audience: row.audience_id ? { id: row.audience_id, name: row.audience_name ?? '' } : null,
  };
}

function filters(alias: 'o' | 's', f: Omit<OfferFilters, 'stage' | 'page'>): FragmentSqlToken {
  const parts: FragmentSqlToken[] = [];
  const column = (name: string): IdentifierSqlToken => sql.identifier([alias, name]);
  if (f.companyId) parts.push(sql.fragment`${column('company_id')} = ${f.companyId}`);
  if (f.campaignId) parts.push(sql.fragment`${column('campaign_id')} = ${f.campaignId}`);
  if (f.userId) parts.push(sql.fragment`${column('company_id')} in (select company_id from ${tables.offerCompanies} where account_manager_id = ${f.userId})`);
  return parts.length === 0 ? sql.fragment`` : sql.fragment`and ${sql.join(parts, sql.fragment` and `)}`;
}

/** One column of the pipeline board: newest first, 20 per page, the total from the stage counts. */
export async function listOffers(pool: DatabasePool, f: OfferFilters): Promise<{ data: OfferCard[]; meta: PageMeta }> {
  const [rows, total] = await Promise.all([
    pool.query(sql.unsafe`
      select ${cardColumns} from ${tables.offers} o ${cardJoins}
      where o.stage = ${f.stage} ${filters('o', f)}
      order by o.created_at desc, o.offer_id desc
      limit ${PER_PAGE} offset ${pageOffset(f.page)}`),
    pool.query(sql.unsafe`
      select coalesce(sum(s.count), 0)::int as total from ${tables.offerStageCounts} s
      where s.stage = ${f.stage} ${filters('s', f)}`),
  ]);
  const count = (total.rows[0] as { total: number } | undefined)?.total ?? 0;
  return { data: (rows.rows as readonly OfferCardRow[]).map(toOfferCard), meta: pageMeta(f.page, count) };
}

export async function readOfferCard(pool: DatabasePool, offerId: string): Promise<OfferCard | null> {
  const result = await pool.query(sql.unsafe`select ${cardColumns} from ${tables.offers} o ${cardJoins} where o.offer_id = ${offerId}`);
  const row = result.rows[0] as OfferCardRow | undefined;
  return row ? toOfferCard(row) : null;
}

/** The contact's offer in a campaign, if any. */
export async function offerOfContactInCampaign(pool: DatabasePool, contactId: string, campaignId: string): Promise<string | null> {
  const result = await pool.query(sql.unsafe`select offer_id from ${tables.offers} where contact_id = ${contactId} and campaign_id = ${campaignId} order by created_at desc limit 1`);
  return (result.rows[0] as { offer_id: string } | undefined)?.offer_id ?? null;
}

/** Companies that have offers on the board (the board's company filter). */
export async function offerCompanies(pool: DatabasePool, scopeCompanyId: string | undefined): Promise<Array<{ id: string; name: string }>> {
  const scope = scopeCompanyId ? sql.fragment`and c.company_id = ${scopeCompanyId}` : sql.fragment``;
  const result = await pool.query(sql.unsafe`
    select c.company_id as id, c.name from ${tables.offerCompanies} c
    where exists (select 1 from ${tables.offerStageCounts} s where s.company_id = c.company_id and s.count > 0) ${scope}
    order by c.name, c.company_id`);
  return (result.rows as ReadonlyArray<{ id: string; name: string }>).slice();
}
