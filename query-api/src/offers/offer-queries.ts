import type { OfferCard, OfferStage, PageMeta } from '@rm/domain';
import { statement, type Statement, type StatementClient } from '@rm/platform';
import { campaignsTables, offerBoardTables } from '@rm/projectors';
import { sql, type DatabasePool } from 'slonik';
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
  unlocked_before: boolean;
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

const offers = offerBoardTables.offers;

// Names are denormalised onto the offer rows (filled when known); employer and audience are looked up.
const cardColumns = `
  o.offer_id as id, o.stage, o.created_at, o.price, o.hired_at, o.unlock_id is not null as unlocked_before,
  o.contact_id, o.contact_name, o.campaign_id, o.campaign_name,
  o.company_id, o.company_name, o.employer_id, u.full_name as employer_name,
  o.audience_id, au.name as audience_name`;

const cardJoins = `
  left join ${offerBoardTables.users} u on u.user_id = o.employer_id
  left join ${campaignsTables.audiences} au on au.audience_id = o.audience_id`;

/** An offer board row as the board's card. Money: cents in the read model, euros in the API. */
export function toOfferCard(row: OfferCardRow): OfferCard {
  return {
    id: row.id,
    stage: row.stage,
    created_at: row.created_at,
    price: euros(row.price),
    hired_at: row.hired_at,
    unlocked_before: row.unlocked_before,
    driver: { id: row.contact_id, full_name: row.contact_name ?? '' },
    campaign: { id: row.campaign_id, name: row.campaign_name ?? '' },
    company: { id: row.company_id, name: row.company_name ?? '' },
    employer: row.employer_id ? { id: row.employer_id, full_name: row.employer_name ?? '' } : null,
    audience: row.audience_id ? { id: row.audience_id, name: row.audience_name ?? '' } : null,
  };
}

type FilterName = 'companyId' | 'campaignId' | 'userId';
const FILTERS: readonly FilterName[] = ['companyId', 'campaignId', 'userId'];

/**
 * One named statement per combination of filters, so that each is planned once with the index it
 * needs: $1 stage, $2 limit, $3 offset, then the filters present in FILTERS order. The account manager's
 * companies are walked one by one (a lateral page per company over its stage index) instead of
 * filtering the whole stage, which is slow for a manager with few companies among many.
 */
const pageStatements = new Map<string, Statement>();
function pageStatement(present: readonly FilterName[]): Statement {
  const key = present.join('+') || 'all';
  const cached = pageStatements.get(key);
  if (cached) return cached;
  const where = (alias: string): string[] => {
    const clauses: string[] = [];
    present.forEach((filter, index) => {
      const parameter = `$${index + 4}`;
      if (filter === 'companyId') clauses.push(`${alias}.company_id = ${parameter}`);
      if (filter === 'campaignId') clauses.push(`${alias}.campaign_id = ${parameter}`);
    });
    return clauses;
  };
  const manager = present.indexOf('userId');
  const order = 'order by o.created_at desc, o.offer_id desc';
  const text =
    manager < 0
      ? `select ${cardColumns} from ${offers} o ${cardJoins}
         where ${['o.stage = $1', ...where('o')].join(' and ')}
         ${order} limit $2 offset $3`
      : `select ${cardColumns} from ${offerBoardTables.companies} c
         cross join lateral (
           select * from ${offers} o
           where ${['o.company_id = c.company_id', 'o.stage = $1', ...where('o')].join(' and ')}
           ${order} limit $2::int + $3::int
         ) o ${cardJoins}
         where c.account_manager_id = $${manager + 4}
         ${order} limit $2::int offset $3::int`;
  const created = statement(`offer-board-page-${key}`, text);
  pageStatements.set(key, created);
  return created;
}

const countStatements = new Map<string, Statement>();
function countStatement(present: readonly FilterName[]): Statement {
  const key = present.join('+') || 'all';
  const cached = countStatements.get(key);
  if (cached) return cached;
  const clauses = present.map((filter, index) => {
    const parameter = `$${index + 2}`;
    if (filter === 'companyId') return `s.company_id = ${parameter}`;
    if (filter === 'campaignId') return `s.campaign_id = ${parameter}`;
    return `s.company_id in (select company_id from ${offerBoardTables.companies} where account_manager_id = ${parameter})`;
  });
  const created = statement(
    `offer-board-count-${key}`,
    `select coalesce(sum(s.count), 0)::int as total from ${offerBoardTables.stageCounts} s where ${['s.stage = $1', ...clauses].join(' and ')}`,
  );
  countStatements.set(key, created);
  return created;
}

/** One column of the pipeline board: newest first, 20 per page, the total from the stage counts. */
export async function listOffers(db: StatementClient, f: OfferFilters): Promise<{ data: OfferCard[]; meta: PageMeta }> {
  const present = FILTERS.filter((filter) => f[filter] !== undefined);
  const values = present.map((filter) => f[filter]);
  const [rows, total] = await Promise.all([
    db.rows<OfferCardRow>(pageStatement(present), [f.stage, PER_PAGE, pageOffset(f.page), ...values]),
    db.row<{ total: number }>(countStatement(present), [f.stage, ...values]),
  ]);
  return { data: rows.map(toOfferCard), meta: pageMeta(f.page, total?.total ?? 0) };
}

const cardStatement = statement('offer-card', `select ${cardColumns} from ${offers} o ${cardJoins} where o.offer_id = $1`);

export async function readOfferCard(db: StatementClient, offerId: string): Promise<OfferCard | null> {
  const row = await db.row<OfferCardRow>(cardStatement, [offerId]);
  return row ? toOfferCard(row) : null;
}

/** The contact's offer in a campaign, if any. */
export async function offerOfContactInCampaign(pool: DatabasePool, contactId: string, campaignId: string): Promise<string | null> {
  const result = await pool.query(
    sql.unsafe`select offer_id from ${tables.offers} where contact_id = ${contactId} and campaign_id = ${campaignId} order by created_at desc limit 1`,
  );
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
