import type { CompanyEvent, JobPostingEvent, ReviewEvent } from '@rm/domain';
import type { RecordedEvent } from '@rm/eventstore';
import { sql, type DatabaseTransactionConnection, type FragmentSqlToken } from 'slonik';
import type { Projection, ProjectionContext } from '../runner/projection';
import { erasedValue } from '../shared/erased';
import { loadRows, rowsRelation, table, upsertStatement, writeLast, type Columns } from '../shared/sql-rows';
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

/** An employer's page: its name and slug, whether the company was deleted, its review totals. */
interface EmployerRow {
  company_id: string;
  name: string;
  slug: string;
  city: string | null;
  deleted: boolean;
  reviews_count: number;
  rating_sum: number;
}
const employerColumns: Columns<EmployerRow> = {
  company_id: 'uuid',
  name: 'text',
  slug: 'text',
  city: 'text',
  deleted: 'bool',
  reviews_count: 'int4',
  rating_sum: 'int4',
};

interface CampaignRow {
  campaign_id: string;
  company_id: string;
  approved: boolean;
  blocked: boolean;
  deleted: boolean;
}
const campaignColumns: Columns<CampaignRow> = {
  campaign_id: 'uuid',
  company_id: 'uuid',
  approved: 'bool',
  blocked: 'bool',
  deleted: 'bool',
};

/** What the batch changes of a posting that may exist already: whether it is published and open. */
interface JobState {
  job_id: string;
  company_id: string;
  published: boolean;
  open: boolean;
}
const jobStateColumns: Columns<JobState> = { job_id: 'uuid', company_id: 'uuid', published: 'bool', open: 'bool' };

/** A posting (re)published in the batch: its last publication, and the employer's name at it (for the search vector). */
interface PublicationRow extends JobState {
  title: string;
  description: string;
  profession: string;
  employment: string;
  holidays_count: number | null;
  benefits: string[];
  salary_type: string;
  amount_from: number | null;
  amount_till: number | null;
  salary_by_tariff: string | null;
  zip_code: string;
  published_at: string;
  employer_name: string | null;
}
const publicationColumns: Columns<PublicationRow> = {
  ...jobStateColumns,
  title: 'text',
  description: 'text',
  profession: 'text',
  employment: 'text',
  holidays_count: 'int4',
  benefits: 'text[]',
  salary_type: 'text',
  amount_from: 'float8',
  amount_till: 'float8',
  salary_by_tariff: 'text',
  zip_code: 'text',
  published_at: 'timestamptz',
  employer_name: 'text',
};

interface ReviewRow {
  review_id: string;
  company_id: string;
  user_id: string;
  contact_id: string | null;
  reviewer_type: string;
  work_area: string | null;
  review: string;
  rating: number;
  ratings: Array<{ id: string; rating: number }>;
  satisfaction_inverted: number | null;
  about_employer: string | null;
  employer_improve: string | null;
  created_at: string;
  updated_at: string;
}
const reviewColumns: Columns<ReviewRow> = {
  review_id: 'uuid',
  company_id: 'uuid',
  user_id: 'uuid',
  contact_id: 'uuid',
  reviewer_type: 'text',
  work_area: 'text',
  review: 'text',
  rating: 'int4',
  ratings: 'jsonb',
  satisfaction_inverted: 'int4',
  about_employer: 'text',
  employer_improve: 'text',
  created_at: 'timestamptz',
  updated_at: 'timestamptz',
};

const uuids = (ids: Iterable<string>) => sql.array([...new Set(ids)], 'uuid');

/** The statement that writes the postings (re)published in the batch, with their place and search vector. */
function publicationStatement(schema: string, rows: readonly PublicationRow[]): FragmentSqlToken | null {
  if (rows.length === 0) return null;
  const config = sql.fragment`${`${schema}.german_unaccent`}::regconfig`;
  return sql.fragment`
    insert into ${table(schema, 'jobs')} (job_id, company_id, title, description, profession, employment, holidays_count, benefits,
      salary_type, amount_from, amount_till, salary_by_tariff, zip_code, city, lat, lng, published_at, published, open, search, search_words)
    select u.job_id, u.company_id, u.title, u.description, u.profession, u.employment, u.holidays_count, u.benefits,
      u.salary_type, u.amount_from, u.amount_till, u.salary_by_tariff, p.zip_code, p.place, p.lat, p.lng, u.published_at, u.published, u.open,
      setweight(to_tsvector(${config}, u.title), 'A')
        || setweight(to_tsvector(${config}, coalesce(u.employer_name, '')), 'B')
        || setweight(to_tsvector(${config}, p.place || ' ' || u.description), 'C'),
      lower(public.unaccent(u.title || ' ' || coalesce(u.employer_name, '')))
    from ${rowsRelation(publicationColumns, rows)} join ${table(schema, 'postal_codes')} p on p.zip_code = u.zip_code
    on conflict (job_id) do update set title = excluded.title, description = excluded.description, profession = excluded.profession,
      employment = excluded.employment, holidays_count = excluded.holidays_count, benefits = excluded.benefits,
      salary_type = excluded.salary_type, amount_from = excluded.amount_from, amount_till = excluded.amount_till,
      salary_by_tariff = excluded.salary_by_tariff, zip_code = excluded.zip_code, city = excluded.city, lat = excluded.lat,
      lng = excluded.lng, published_at = excluded.published_at, published = excluded.published, open = excluded.open,
      search = excluded.search, search_words = excluded.search_words`;
}

/**
 * The public site, the batch folded in memory in event order: the employers, campaigns, postings,
 * reviews and postal codes it touches are read once (five queries at most) and written with one
 * statement. Whether a posting is open is worked out again, from the state at that event, for the
 * postings an event touches (its campaign's changes, its publication, its company's deletion).
 */
async function handlePublicSite(
  batch: readonly RecordedEvent[],
  connection: DatabaseTransactionConnection,
  context: ProjectionContext,
): Promise<void> {
  const { schema } = context;
  const t = (name: string) => table(schema, name);
  const events = batch as unknown as readonly Handled[];
  const wanted = {
    companies: new Set<string>(),
    slugs: new Set<string>(),
    campaigns: new Set<string>(),
    reviews: new Set<string>(),
    zipCodes: new Set<string>(),
  };
  const deletedCompanies = new Set<string>();
  for (const event of events) {
    switch (event.type) {
      case 'CompanyRegistered':
        wanted.companies.add(event.data.companyId);
        wanted.slugs.add(slugOf(event.data.name));
        break;
      case 'CompanyDeleted':
        wanted.companies.add(event.data.companyId);
        deletedCompanies.add(event.data.companyId);
        break;
      case 'JobPostingPublished':
        wanted.zipCodes.add(event.data.zipCode);
        wanted.companies.add(event.data.companyId);
        wanted.campaigns.add(event.data.campaignId);
        break;
      case 'ReviewSubmitted':
        wanted.companies.add(event.data.companyId);
        wanted.reviews.add(event.data.reviewId);
        break;
      case 'PrivateReviewSubmitted':
      case 'ReviewUpdated':
        wanted.reviews.add(event.data.reviewId);
        break;
      case 'CampaignCreated':
      case 'CampaignApproved':
      case 'CampaignRejected':
      case 'CampaignBlocked':
      case 'CampaignDeblocked':
      case 'CampaignDeleted':
      case 'JobPostingWithdrawn':
        wanted.campaigns.add(event.data.campaignId);
        break;
      default:
        break;
    }
  }
  const reviews = await loadRows(connection, schema, 'reviews', reviewColumns, 'review_id', wanted.reviews);
  for (const review of reviews.values()) wanted.companies.add(review.company_id);
  const jobs = new Map<string, JobState>();
  if (wanted.campaigns.size > 0 || deletedCompanies.size > 0) {
    const rows = (await connection.any(sql.unsafe`
      select job_id, company_id, published, open from ${t('jobs')}
      where job_id = any(${uuids(wanted.campaigns)}) or company_id = any(${uuids(deletedCompanies)})`)) as readonly JobState[];
    for (const row of rows) {
      jobs.set(row.job_id, { ...row });
      wanted.campaigns.add(row.job_id);
      wanted.companies.add(row.company_id);
    }
  }
  const campaigns = await loadRows(connection, schema, 'campaigns', campaignColumns, 'campaign_id', wanted.campaigns);
  const zipCodes = new Set(
    wanted.zipCodes.size === 0
      ? []
      : ((await connection.anyFirst(
          sql.unsafe`select zip_code from ${t('postal_codes')} where zip_code = any(${sql.array([...wanted.zipCodes], 'text')})`,
        )) as readonly string[]),
  );
  const employers = new Map<string, EmployerRow>();
  if (wanted.companies.size > 0) {
    const rows = (await connection.any(sql.unsafe`
      select company_id, name, slug, city, deleted, reviews_count, rating_sum from ${t('employers')}
      where company_id = any(${uuids(wanted.companies)}) or slug = any(${sql.array([...wanted.slugs], 'text')})`)) as readonly EmployerRow[];
    for (const row of rows) employers.set(row.company_id, { ...row });
  }

  const changed = {
    employers: new Set<string>(),
    campaigns: new Set<string>(),
    jobs: new Set<string>(),
    reviews: new Set<string>(),
  };
  const publications = new Map<string, PublicationRow>();
  /** Whether the public sees the posting: published, its campaign approved and neither blocked nor deleted, its company not deleted. */
  const refreshOpen = (job: JobState | undefined): void => {
    if (!job) return;
    const campaign = campaigns.get(job.job_id);
    const employer = employers.get(job.company_id);
    job.open =
      job.published &&
      (campaign ? campaign.approved && !campaign.blocked && !campaign.deleted : false) &&
      (employer ? !employer.deleted : false);
    changed.jobs.add(job.job_id);
  };
  const campaignFlag = (campaignId: string, change: (row: CampaignRow) => void): void => {
    const campaign = campaigns.get(campaignId);
    if (campaign) {
      change(campaign);
      changed.campaigns.add(campaignId);
    }
    refreshOpen(jobs.get(campaignId));
  };
  const employer = (companyId: string, change: (row: EmployerRow) => void): void => {
    const row = employers.get(companyId);
    if (!row) return;
    change(row);
    changed.employers.add(companyId);
  };
  const review = (reviewId: string, change: (row: ReviewRow) => void): void => {
    const row = reviews.get(reviewId);
    if (!row) return;
    change(row);
    changed.reviews.add(reviewId);
  };

  for (const recorded of batch) {
    const at = recorded.metadata.occurredAt;
    const event = recorded as unknown as Handled;
    switch (event.type) {
      case 'CompanyRegistered': {
        const d = event.data;
        changed.employers.add(d.companyId);
        const known = employers.get(d.companyId);
        if (known) {
          Object.assign(known, { name: d.name, city: d.city });
          break;
        }
        const base = slugOf(d.name);
        const taken = [...employers.values()].some((row) => row.slug === base && row.company_id !== d.companyId);
        const slug = taken ? `${base}-${d.companyId.slice(0, 6)}` : base;
        employers.set(d.companyId, {
          company_id: d.companyId,
          name: d.name,
          slug,
          city: d.city,
          deleted: false,
          reviews_count: 0,
          rating_sum: 0,
        });
        break;
      }
      case 'CompanyDeleted':
        employer(event.data.companyId, (row) => (row.deleted = true));
        for (const job of jobs.values()) if (job.company_id === event.data.companyId) refreshOpen(job);
        break;
      case 'CampaignCreated':
        if (campaigns.has(event.data.campaignId)) break;
        campaigns.set(event.data.campaignId, {
          campaign_id: event.data.campaignId,
          company_id: event.data.companyId,
          approved: false,
          blocked: false,
          deleted: false,
        });
        changed.campaigns.add(event.data.campaignId);
        break;
      case 'CampaignApproved':
        campaignFlag(event.data.campaignId, (row) => (row.approved = true));
        break;
      case 'CampaignRejected':
        campaignFlag(event.data.campaignId, (row) => (row.approved = false));
        break;
      case 'CampaignBlocked':
        campaignFlag(event.data.campaignId, (row) => (row.blocked = true));
        break;
      case 'CampaignDeblocked':
        campaignFlag(event.data.campaignId, (row) => (row.blocked = false));
        break;
      case 'CampaignDeleted':
        campaignFlag(event.data.campaignId, (row) => (row.deleted = true));
        break;
      case 'JobPostingPublished': {
        const d = event.data;
        // A posting of an unknown postal code is not written (an earlier one of the campaign stays, its openness worked out again).
        if (zipCodes.has(d.zipCode)) {
          // A posting published again keeps its company.
          const job = jobs.get(d.campaignId) ?? { job_id: d.campaignId, company_id: d.companyId, published: true, open: false };
          job.published = true;
          jobs.set(d.campaignId, job);
          const s = d.salary;
          publications.set(d.campaignId, {
            ...job,
            title: d.title,
            description: d.description,
            profession: d.profession,
            employment: d.employment,
            holidays_count: d.holidaysCount,
            benefits: [...d.benefits],
            salary_type: s.salaryType,
            amount_from: s.amountFrom,
            amount_till: s.amountTill,
            salary_by_tariff: s.salaryByTariff,
            zip_code: d.zipCode,
            published_at: d.publishedAt,
            employer_name: employers.get(d.companyId)?.name ?? null,
          });
        }
        refreshOpen(jobs.get(d.campaignId));
        break;
      }
      case 'JobPostingWithdrawn': {
        const job = jobs.get(event.data.campaignId);
        if (!job) break;
        Object.assign(job, { published: false, open: false });
        changed.jobs.add(job.job_id);
        break;
      }
      case 'ReviewSubmitted': {
        const d = event.data;
        if (!reviews.has(d.reviewId)) {
          reviews.set(d.reviewId, {
            review_id: d.reviewId,
            company_id: d.companyId,
            user_id: d.userId,
            contact_id: d.contactId,
            reviewer_type: d.reviewerType,
            work_area: d.workArea,
            review: d.review,
            rating: d.rating,
            ratings: d.ratings.map((r) => ({ id: r.questionId, rating: r.rating })),
            satisfaction_inverted: null,
            about_employer: null,
            employer_improve: null,
            created_at: d.submittedAt,
            updated_at: d.submittedAt,
          });
          changed.reviews.add(d.reviewId);
        }
        employer(d.companyId, (row) => Object.assign(row, { reviews_count: row.reviews_count + 1, rating_sum: row.rating_sum + d.rating }));
        break;
      }
      case 'PrivateReviewSubmitted': {
        const d = event.data;
        review(d.reviewId, (row) =>
          Object.assign(row, {
            satisfaction_inverted: d.satisfactionInverted,
            about_employer: d.aboutEmployer,
            employer_improve: d.employerImprove,
          }),
        );
        break;
      }
      case 'ReviewUpdated': {
        const d = event.data;
        review(d.reviewId, (row) => {
          employer(row.company_id, (company) => (company.rating_sum = company.rating_sum - row.rating + d.rating));
          Object.assign(row, {
            work_area: d.workArea,
            review: d.review,
            rating: d.rating,
            ratings: d.ratings.map((r) => ({ id: r.questionId, rating: r.rating })),
            updated_at: at,
          });
        });
        break;
      }
      default:
        break;
    }
  }

  const pick = <Row>(rows: ReadonlyMap<string, Row>, ids: ReadonlySet<string>): Row[] => [...ids].flatMap((id) => rows.get(id) ?? []);
  // A published posting's openness and publication as they are at the end of the batch.
  const published = [...publications.values()].map((row) => ({ ...row, ...jobs.get(row.job_id) }));
  const otherJobs = pick(jobs, changed.jobs).filter((job) => !publications.has(job.job_id));
  await writeLast(connection, context, [
    upsertStatement(schema, 'employers', employerColumns, pick(employers, changed.employers), { key: ['company_id'] }),
    upsertStatement(schema, 'campaigns', campaignColumns, pick(campaigns, changed.campaigns), { key: ['campaign_id'] }),
    upsertStatement(schema, 'reviews', reviewColumns, pick(reviews, changed.reviews), { key: ['review_id'] }),
    publicationStatement(schema, published),
    otherJobs.length === 0
      ? null
      : sql.fragment`update ${t('jobs')} j set published = u.published, open = u.open
          from ${rowsRelation(jobStateColumns, otherJobs)} where j.job_id = u.job_id`,
  ]);
}

/** The public site: open job postings with their search vectors, employers with their ratings, and reviews. */
export const publicSiteProjection: Projection = {
  name: 'public-site',
  schema: PUBLIC_SITE_SCHEMA,
  createTables: createPublicSiteTables,
  createReaderIndexes: createPublicSiteReaderIndexes,
  handle: async (batch, connection, context) => {
    await handlePublicSite(batch, connection, context);
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
