import type { CompanyEvent, JobPostingEvent, ReviewEvent } from '@rm/domain';
import type { RecordedEvent } from '@rm/eventstore';
import { sql, type DatabaseTransactionConnection, type FragmentSqlToken } from 'slonik';
import type { Projection } from '../runner/projection';
import { erasedValue } from '../shared/erased';
import { table } from '../shared/sql-rows';
import { PUBLIC_SITE_SCHEMA, createPublicSiteReaderIndexes, createPublicSiteTables } from './public-site-schema';

const EVENT_TYPES = [
  'CompanyRegistered',
  'CompanyDeleted',
  'CampaignCreated',
  'CampaignApproved',
  'CampaignRejected',
  'CampaignBlocked',
  'CampaignDeblocked',
  'CampaignDeleted',
  'JobPostingPublished',
  'JobPostingWithdrawn',
  'ReviewSubmitted',
  'PrivateReviewSubmitted',
  'ReviewUpdated',
] as const;

type CampaignRef = { campaignId: string; companyId: string };
type Handled =
  | Extract<CompanyEvent, { type: 'CompanyRegistered' | 'CompanyDeleted' }>
  | {
      type: 'CampaignCreated' | 'CampaignApproved' | 'CampaignRejected' | 'CampaignBlocked' | 'CampaignDeblocked' | 'CampaignDeleted';
      data: CampaignRef;
    }
  | JobPostingEvent
  | ReviewEvent;

/** A company's page name: lower case, umlauts spelled out, words joined by '-' ("Pflege Müller GmbH" → "pflege-mueller-gmbh"). */
export function slugOf(name: string): string {
  const spelled = name
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
  return (
    spelled
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80) || 'arbeitgeber'
  );
}

/**
 * The public site: one statement or two per event (postings, approvals and reviews are rare beside
 * offers). Whether a posting is open is worked out again for the rows an event touches.
 */
async function handlePublicSite(batch: readonly RecordedEvent[], connection: DatabaseTransactionConnection, schema: string): Promise<void> {
  const t = (name: string) => table(schema, name);
  const config = sql.fragment`${`${schema}.german_unaccent`}::regconfig`;
  const refreshOpen = (where: FragmentSqlToken) =>
    connection.query(sql.unsafe`
      update ${t('jobs')} j set open = j.published and coalesce(c.approved and not c.blocked and not c.deleted, false)
        and coalesce(not e.deleted, false)
      from ${t('jobs')} x left join ${t('campaigns')} c on c.campaign_id = x.job_id left join ${t('employers')} e on e.company_id = x.company_id
      where x.job_id = j.job_id and ${where}`);
  const campaignFlag = async (campaignId: string, set: FragmentSqlToken) => {
    await connection.query(sql.unsafe`update ${t('campaigns')} set ${set} where campaign_id = ${campaignId}`);
    await refreshOpen(sql.fragment`j.job_id = ${campaignId}`);
  };
  for (const recorded of batch) {
    const at = recorded.metadata.occurredAt;
    const event = recorded as unknown as Handled;
    switch (event.type) {
      case 'CompanyRegistered': {
        const d = event.data;
        const base = slugOf(d.name);
        const taken: unknown = await connection.maybeOne(
          sql.unsafe`select 1 from ${t('employers')} where slug = ${base} and company_id <> ${d.companyId}`,
        );
        const slug = taken ? `${base}-${d.companyId.slice(0, 6)}` : base;
        await connection.query(sql.unsafe`
          insert into ${t('employers')} (company_id, name, slug, city) values (${d.companyId}, ${d.name}, ${slug}, ${d.city})
          on conflict (company_id) do update set name = excluded.name, city = excluded.city`);
        break;
      }
      case 'CompanyDeleted':
        await connection.query(sql.unsafe`update ${t('employers')} set deleted = true where company_id = ${event.data.companyId}`);
        await refreshOpen(sql.fragment`j.company_id = ${event.data.companyId}`);
        break;
      case 'CampaignCreated':
        await connection.query(sql.unsafe`
          insert into ${t('campaigns')} (campaign_id, company_id) values (${event.data.campaignId}, ${event.data.companyId})
          on conflict (campaign_id) do nothing`);
        break;
      case 'CampaignApproved':
        await campaignFlag(event.data.campaignId, sql.fragment`approved = true`);
        break;
      case 'CampaignRejected':
        await campaignFlag(event.data.campaignId, sql.fragment`approved = false`);
        break;
      case 'CampaignBlocked':
        await campaignFlag(event.data.campaignId, sql.fragment`blocked = true`);
        break;
      case 'CampaignDeblocked':
        await campaignFlag(event.data.campaignId, sql.fragment`blocked = false`);
        break;
      case 'CampaignDeleted':
        await campaignFlag(event.data.campaignId, sql.fragment`deleted = true`);
        break;
      case 'JobPostingPublished': {
        const d = event.data;
        const s = d.salary;
        await connection.query(sql.unsafe`
          insert into ${t('jobs')} (job_id, company_id, title, description, profession, employment, holidays_count, benefits,
            salary_type, amount_from, amount_till, salary_by_tariff, zip_code, city, lat, lng, published_at, published, search, search_words)
          select ${d.campaignId}, ${d.companyId}, ${d.title}, ${d.description}, ${d.profession}, ${d.employment}, ${d.holidaysCount},
            ${sql.array(d.benefits, 'text')}, ${s.salaryType}, ${s.amountFrom}, ${s.amountTill}, ${s.salaryByTariff}, p.zip_code, p.place, p.lat, p.lng,
            ${d.publishedAt}, true,
            setweight(to_tsvector(${config}, ${d.title}), 'A')
              || setweight(to_tsvector(${config}, coalesce(e.name, '')), 'B')
              || setweight(to_tsvector(${config}, p.place || ' ' || ${d.description}), 'C'),
            lower(public.unaccent(${d.title} || ' ' || coalesce(e.name, '')))
          from ${t('postal_codes')} p left join ${t('employers')} e on e.company_id = ${d.companyId}
          where p.zip_code = ${d.zipCode}
          on conflict (job_id) do update set title = excluded.title, description = excluded.description, profession = excluded.profession,
            employment = excluded.employment, holidays_count = excluded.holidays_count, benefits = excluded.benefits,
            salary_type = excluded.salary_type, amount_from = excluded.amount_from, amount_till = excluded.amount_till,
            salary_by_tariff = excluded.salary_by_tariff, zip_code = excluded.zip_code, city = excluded.city, lat = excluded.lat,
            lng = excluded.lng, published_at = excluded.published_at, published = true, search = excluded.search,
            search_words = excluded.search_words`);
        await refreshOpen(sql.fragment`j.job_id = ${d.campaignId}`);
        break;
      }
      case 'JobPostingWithdrawn':
        await connection.query(sql.unsafe`update ${t('jobs')} set published = false, open = false where job_id = ${event.data.campaignId}`);
        break;
      case 'ReviewSubmitted': {
        const d = event.data;
        await connection.query(sql.unsafe`
          insert into ${t('reviews')} (review_id, company_id, user_id, contact_id, reviewer_type, work_area, review, rating, ratings, created_at, updated_at)
          values (${d.reviewId}, ${d.companyId}, ${d.userId}, ${d.contactId}, ${d.reviewerType}, ${d.workArea}, ${d.review}, ${d.rating},
            ${JSON.stringify(d.ratings.map((r) => ({ id: r.questionId, rating: r.rating })))}::jsonb, ${d.submittedAt}, ${d.submittedAt})
          on conflict (review_id) do nothing`);
        await connection.query(sql.unsafe`
          update ${t('employers')} set reviews_count = reviews_count + 1, rating_sum = rating_sum + ${d.rating} where company_id = ${d.companyId}`);
        break;
      }
      case 'PrivateReviewSubmitted': {
        const d = event.data;
        await connection.query(sql.unsafe`
          update ${t('reviews')} set satisfaction_inverted = ${d.satisfactionInverted}, about_employer = ${d.aboutEmployer},
            employer_improve = ${d.employerImprove} where review_id = ${d.reviewId}`);
        break;
      }
      case 'ReviewUpdated': {
        const d = event.data;
        await connection.query(sql.unsafe`
          update ${t('employers')} e set rating_sum = e.rating_sum - r.rating + ${d.rating}
          from ${t('reviews')} r where r.review_id = ${d.reviewId} and e.company_id = r.company_id`);
        await connection.query(sql.unsafe`
          update ${t('reviews')} set work_area = ${d.workArea}, review = ${d.review}, rating = ${d.rating},
            ratings = ${JSON.stringify(d.ratings.map((r) => ({ id: r.questionId, rating: r.rating })))}::jsonb, updated_at = ${at}
          where review_id = ${d.reviewId}`);
        break;
      }
      default:
        break;
    }
  }
}

/** The public site: open job postings with their search vectors, employers with their ratings, and reviews. */
export const publicSiteProjection: Projection = {
  name: 'public-site',
  schema: PUBLIC_SITE_SCHEMA,
  createTables: createPublicSiteTables,
  createReaderIndexes: createPublicSiteReaderIndexes,
  handle: async (batch, connection, { schema }) => {
    await handlePublicSite(batch, connection, schema);
    return [];
  },
  /**
   * An erased reviewer's words read as their declared erased values (as a rebuild from the log shows
   * them); the stars stay (they are no one's words).
   */
  forget: async (subjectIds, connection, { schema }) => {
    const erased = (type: string, field: string) => {
      const value = erasedValue(type, field);
      return value === null ? sql.fragment`null` : sql.fragment`${value}`;
    };
    await connection.query(sql.unsafe`
      update ${table(schema, 'reviews')}
      set review = ${erased('ReviewSubmitted', 'review')}, work_area = ${erased('ReviewSubmitted', 'workArea')},
          about_employer = ${erased('PrivateReviewSubmitted', 'aboutEmployer')},
          employer_improve = ${erased('PrivateReviewSubmitted', 'employerImprove')}
      where user_id = any(${sql.array([...subjectIds], 'uuid')})`);
    return [];
  },
  eventTypes: EVENT_TYPES,
};
