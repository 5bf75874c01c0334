import { forbidden, notFound, type CandidateOffer, type JobDetail } from '@rm/domain';
import { sql, type DatabasePool } from 'slonik';
import { readOfferedJobs } from '../public-site/public-site-queries';
import { tables } from '../shared/tables';

interface CandidateOfferRow {
  offer_id: string;
  contact_id: string;
  token: string | null;
  stage: CandidateOffer['stage'];
  created_at: string;
  accepted_at: string | null;
  rejected_at: string | null;
  popup_answered_at: string | null;
  campaign_id: string;
  campaign_name: string | null;
  company_id: string;
  company_name: string | null;
}

const { candidateOffers: offers, offerCampaigns: campaigns, offerCompanies: companies, contacts } = tables;

const select = sql.fragment`
  select o.offer_id, o.contact_id, o.token, o.stage, o.created_at, o.accepted_at, o.rejected_at, o.popup_answered_at,
    o.campaign_id, ca.name as campaign_name, o.company_id, co.name as company_name
  from ${offers} o
  left join ${campaigns} ca on ca.campaign_id = o.campaign_id
  left join ${companies} co on co.company_id = o.company_id`;

const iso = (value: string | number | null): string | null => (value === null ? null : new Date(value).toISOString());

const toOffer = (row: CandidateOfferRow, jobs: ReadonlyMap<string, JobDetail>): CandidateOffer => ({
  id: row.offer_id,
  token: row.accepted_at === null && row.rejected_at === null ? row.token : null,
  status: row.accepted_at !== null ? 'accepted' : row.rejected_at !== null ? 'rejected' : 'open',
  stage: row.stage,
  created_at: iso(row.created_at) ?? '',
  accepted_at: iso(row.accepted_at),
  rejected_at: iso(row.rejected_at),
  popup_answered: row.popup_answered_at !== null,
  campaign: { id: row.campaign_id, name: row.campaign_name ?? '' },
  company: { id: row.company_id, name: row.company_name ?? '' },
  // A campaign's posting has the campaign's id.
  job: jobs.get(row.campaign_id) ?? null,
});

/** The candidate's own offers, newest first. */
export async function myOffers(pool: DatabasePool, contactId: string): Promise<{ data: CandidateOffer[] }> {
  const rows = await pool.any(sql.unsafe`${select} where o.contact_id = ${contactId} order by o.created_at desc, o.offer_id limit 200`);
  const offerRows = rows as readonly CandidateOfferRow[];
  const jobs = await readOfferedJobs(
    pool,
    offerRows.map((row) => row.campaign_id),
  );
  return { data: offerRows.map((row) => toOffer(row, jobs)) };
}

/** The offer a link leads to, for its own candidate only (another's is 403, an unknown link 404). */
export async function offerByToken(pool: DatabasePool, contactId: string, token: string): Promise<{ data: CandidateOffer }> {
  const row = (await pool.maybeOne(sql.unsafe`${select} where o.token = ${token}`)) as CandidateOfferRow | null;
  if (!row) throw notFound('Offer not found.');
  if (row.contact_id !== contactId) throw forbidden('This offer link belongs to someone else.');
  return { data: toOffer(row, await readOfferedJobs(pool, [row.campaign_id])) };
}

/** Whether the contact's phone is verified. */
export async function phoneVerified(pool: DatabasePool, contactId: string): Promise<{ status: boolean }> {
  const at: unknown = await pool.maybeOneFirst(sql.unsafe`select phone_confirmed_at from ${contacts} where contact_id = ${contactId}`);
  return { status: at !== null && at !== undefined };
}
