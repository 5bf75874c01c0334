import {
  boundingBox,
  invalid,
  JOB_SEARCH_DEFAULT_RADIUS,
  JOB_SEARCH_NEEDS_INPUT,
  JOBS_PER_PAGE,
  JOB_SEARCH_COUNT_CAP,
  type EmployerReviewsAnswer,
  type Highlights,
  type JobCard,
  type JobDetail,
  type JobSearchAnswer,
  type PlaceSuggestion,
  type PublicEmployer,
} from '@rm/domain';
import { publicSiteTables } from '@rm/projectors';
import { sql, type CommonQueryMethods, type FragmentSqlToken, type IdentifierSqlToken } from 'slonik';
import { pageMeta, pageOffset, PER_PAGE } from '../shared/paging';

const table = (qualified: string): IdentifierSqlToken => sql.identifier(qualified.split('.'));
const t = {
  jobs: table(publicSiteTables.jobs),
  employers: table(publicSiteTables.employers),
  reviews: table(publicSiteTables.reviews),
  postalCodes: table(publicSiteTables.postalCodes),
};
const CONFIG = publicSiteTables.searchConfiguration;
/** Matches are counted up to this many (10 pages of 10 and more): beyond, the answer says there are more. */

export interface JobSearch {
  keyword?: string | undefined;
  location?: string | undefined;
  radius?: number | undefined;
  page?: number | undefined;
}

interface Place {
  zip_code: string;
  place: string;
  lat: number;
  lng: number;
}

type Row = Record<string, unknown>;

const iso = (value: unknown): string => new Date(value as string | number).toISOString();
const numberOrNull = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

const EMPLOYER_COLUMNS = sql.fragment`e.company_id as employer_id, e.name as employer_name, e.slug as employer_slug,
  e.city as employer_city, e.reviews_count, e.rating_sum`;
const JOB_COLUMNS = sql.fragment`j.job_id, j.title, j.profession, j.zip_code, j.city, j.employment, j.holidays_count, j.benefits,
  j.salary_type, j.amount_from, j.amount_till, j.salary_by_tariff, j.published_at, ${EMPLOYER_COLUMNS}`;

function employerOf(row: Row): PublicEmployer {
  const count = Number(row['reviews_count'] ?? 0);
  return {
    id: String(row['employer_id']),
    name: String(row['employer_name']),
    slug: String(row['employer_slug']),
    logo_url: null,
    city: (row['employer_city'] as string | null) ?? null,
    average_ratings: count > 0 ? Math.round((Number(row['rating_sum']) / count) * 10) / 10 : null,
    reviews_count: count,
  };
}

function cardOf(row: Row): JobCard {
  return {
    id: String(row['job_id']),
    title: String(row['title']),
    profession: String(row['profession']),
    zip_code: String(row['zip_code']),
    city: String(row['city']),
    distance_km: row['distance_km'] === undefined || row['distance_km'] === null ? null : Math.round(Number(row['distance_km']) * 10) / 10,
    meta: {
      employment: row['employment'] as JobCard['meta']['employment'],
      holidays_count: numberOrNull(row['holidays_count']),
      benefits: row['benefits'] as JobCard['meta']['benefits'],
      salary: {
        salary_type: row['salary_type'] as JobCard['meta']['salary']['salary_type'],
        amount_from: numberOrNull(row['amount_from']),
        amount_till: numberOrNull(row['amount_till']),
        salary_by_tariff: (row['salary_by_tariff'] as string | null) ?? null,
      },
    },
    employer: employerOf(row),
    published_at: iso(row['published_at']),
  };
}

/** A place as the search bar gives it: a postal code (also "10115 Berlin"), else a place name (its first postal code). */
export async function resolvePlace(db: CommonQueryMethods, location: string): Promise<Place | null> {
  const text = location.trim();
  const zip = /\b(\d{5})\b/.exec(text)?.[1];
  const row: unknown = zip
    ? await db.maybeOne(sql.unsafe`select zip_code, place, lat, lng from ${t.postalCodes} where zip_code = ${zip}`)
    : await db.maybeOne(sql.unsafe`
        select zip_code, place, lat, lng from ${t.postalCodes} where lower(place) like ${`${text.toLowerCase().replace(/[%_\\]/g, '')}%`}
        order by lower(place) = ${text.toLowerCase()} desc, length(place), zip_code limit 1`);
  return (row as Place | null) ?? null;
}

const distanceFrom = (center: { lat: number; lng: number }): FragmentSqlToken =>
  sql.fragment`(2 * 6371 * asin(least(1, sqrt(power(sin(radians(j.lat - ${center.lat}::float8) / 2), 2)
    + cos(radians(${center.lat}::float8)) * cos(radians(j.lat)) * power(sin(radians(j.lng - ${center.lng}::float8) / 2), 2)))))`;

/**
 * The job search. A keyword is matched as German full text (stems, accents ignored), newest first; only
 * when nothing matches are the titles and employers compared by trigram word similarity (a typo: "Plege"
 * finds "Pflege"), the most alike first. A place limits by the bounding box (indexed) and then the exact
 * distance, the nearest first. Ranking every full-text match by relevance cost 480 ms p99 for a word in a
 * third of 100,000 postings (bench/RESULTS.md); the newest first costs one page.
 */
export async function searchJobs(db: CommonQueryMethods, search: JobSearch): Promise<JobSearchAnswer> {
  const keyword = search.keyword?.trim() ?? '';
  const location = search.location?.trim() ?? '';
  if (!keyword && !location) throw invalid('keyword', JOB_SEARCH_NEEDS_INPUT);
  const page = search.page ?? 1;
  const place = location ? await resolvePlace(db, location) : null;
  if (location && !place) throw invalid('location', 'The place is unknown.');
  const radius = place ? (search.radius ?? JOB_SEARCH_DEFAULT_RADIUS) : null;

  const conditions: FragmentSqlToken[] = [sql.fragment`j.open`];
  let distance: FragmentSqlToken | null = null;
  if (place && radius !== null) {
    const box = boundingBox(place, radius);
    distance = distanceFrom(place);
    conditions.push(sql.fragment`j.lat between ${box.minLat} and ${box.maxLat} and j.lng between ${box.minLng} and ${box.maxLng}`);
    conditions.push(sql.fragment`${distance} <= ${radius}`);
  }
  /**
   * One page (the ids in order first, from the jobs table alone; then their cards), and the count of
   * matches up to JOB_SEARCH_COUNT_CAP: an exact count or a relevance rank would visit every match of a common word.
   */
  const run = async (match: FragmentSqlToken | null, rank: FragmentSqlToken | null) => {
    const where = sql.join(match ? [...conditions, match] : conditions, sql.fragment` and `);
    const order = sql.join(
      [
        ...(rank ? [sql.fragment`${rank} desc`] : []),
        ...(distance ? [sql.fragment`distance_km`] : []),
        sql.fragment`published_at desc`,
        sql.fragment`job_id`,
      ],
      sql.fragment`, `,
    );
    const rows = (await db.any(sql.unsafe`
      select ${JOB_COLUMNS}, x.distance_km from (
        select j.job_id, j.published_at, ${distance ?? sql.fragment`null::float8`} as distance_km ${rank ? sql.fragment`, ${rank} as rank` : sql.fragment``}
        from ${t.jobs} j where ${where} order by ${order} limit ${JOBS_PER_PAGE} offset ${pageOffset(page, JOBS_PER_PAGE)}
      ) x join ${t.jobs} j on j.job_id = x.job_id join ${t.employers} e on e.company_id = j.company_id
      order by ${rank ? sql.fragment`x.rank desc, ` : sql.fragment``}${distance ? sql.fragment`x.distance_km, ` : sql.fragment``}x.published_at desc, x.job_id`)) as readonly Row[];
    const counted =
      rows.length === 0 && page === 1
        ? 0
        : ((await db.oneFirst(sql.unsafe`
            select count(*)::int from (select 1 from ${t.jobs} j where ${where} limit ${JOB_SEARCH_COUNT_CAP + 1}) matches`)) as number);
    return { rows, total: Math.min(counted, JOB_SEARCH_COUNT_CAP), more: counted > JOB_SEARCH_COUNT_CAP };
  };
  let found: Awaited<ReturnType<typeof run>>;
  let fuzzy = false;
  if (keyword) {
    const query = sql.fragment`websearch_to_tsquery(${CONFIG}::regconfig, ${keyword})`;
    found = await run(sql.fragment`j.search @@ ${query}`, null);
    // No posting has the words (on any page): postings spelled alike, a typo's hits.
    if (found.total === 0 && !found.more) {
      const words = sql.fragment`lower(public.unaccent(${keyword}))`;
      const typo = await run(sql.fragment`${words} <% j.search_words`, sql.fragment`public.word_similarity(${words}, j.search_words)`);
      fuzzy = typo.total > 0 || typo.more;
      if (fuzzy) found = typo;
    }
  } else {
    found = await run(null, null);
  }
  return {
    data: found.rows.map(cardOf),
    meta: { ...pageMeta(page, found.total, JOBS_PER_PAGE), more: found.more, place: place ? { ...place } : null, radius, fuzzy },
  };
}

export async function readJob(db: CommonQueryMethods, jobId: string): Promise<JobDetail | null> {
  const row = (await db.maybeOne(sql.unsafe`
    select ${JOB_COLUMNS}, j.description from ${t.jobs} j join ${t.employers} e on e.company_id = j.company_id
    where j.job_id = ${jobId} and j.open`)) as Row | null;
  return row ? { ...cardOf(row), description: String(row['description']) } : null;
}

/**
 * The postings of campaigns, by id, for the candidates the campaigns made offers to: also when a posting
 * has since closed, because a candidate answers the offer they were made.
 */
export async function readOfferedJobs(db: CommonQueryMethods, jobIds: readonly string[]): Promise<Map<string, JobDetail>> {
  if (jobIds.length === 0) return new Map();
  const rows = (await db.any(sql.unsafe`
    select ${JOB_COLUMNS}, j.description from ${t.jobs} j join ${t.employers} e on e.company_id = j.company_id
    where j.job_id = any(${sql.array([...new Set(jobIds)], 'uuid')})`)) as readonly Row[];
  return new Map(rows.map((row) => [String(row['job_id']), { ...cardOf(row), description: String(row['description']) }]));
}

export async function readHighlights(db: CommonQueryMethods): Promise<Highlights> {
  const latest = (await db.any(sql.unsafe`
    select ${JOB_COLUMNS} from ${t.jobs} j join ${t.employers} e on e.company_id = j.company_id
    where j.open order by j.published_at desc, j.job_id limit 8`)) as readonly Row[];
  const employers = (await db.any(sql.unsafe`
    select ${EMPLOYER_COLUMNS} from ${t.employers} e
    where not e.deleted and exists (select 1 from ${t.jobs} j where j.company_id = e.company_id and j.open)
    order by case when e.reviews_count > 0 then e.rating_sum::float8 / e.reviews_count end desc nulls last, e.reviews_count desc, e.name
    limit 8`)) as readonly Row[];
  const count = (await db.oneFirst(sql.unsafe`select count(*)::int from ${t.jobs} j where j.open`)) as number;
  return { latest: latest.map(cardOf), employers: employers.map(employerOf), open_jobs: count };
}

export async function suggestPlaces(db: CommonQueryMethods, search: string): Promise<PlaceSuggestion[]> {
  const text = search
    .trim()
    .toLowerCase()
    .replace(/[%_\\]/g, '');
  const rows = /^\d+$/.test(text)
    ? await db.any(
        sql.unsafe`select zip_code, place, state from ${t.postalCodes} where zip_code like ${`${text}%`} order by zip_code limit 10`,
      )
    : await db.any(sql.unsafe`
        select distinct on (place) zip_code, place, state from ${t.postalCodes} where lower(place) like ${`${text}%`}
        order by place, zip_code limit 10`);
  return rows as unknown as PlaceSuggestion[];
}

/** An employer by its page name, with its rating; null when unknown or deleted. */
export async function employerBySlug(db: CommonQueryMethods, slug: string): Promise<PublicEmployer | null> {
  const row = (await db.maybeOne(
    sql.unsafe`select ${EMPLOYER_COLUMNS} from ${t.employers} e where e.slug = ${slug} and not e.deleted`,
  )) as Row | null;
  return row ? employerOf(row) : null;
}

export async function employerById(db: CommonQueryMethods, companyId: string): Promise<PublicEmployer | null> {
  const row = (await db.maybeOne(
    sql.unsafe`select ${EMPLOYER_COLUMNS} from ${t.employers} e where e.company_id = ${companyId} and not e.deleted`,
  )) as Row | null;
  return row ? employerOf(row) : null;
}

/** The public parts of an employer's reviews, newest first (never the private part, never the reviewer). */
export async function employerReviews(db: CommonQueryMethods, employer: PublicEmployer, page: number): Promise<EmployerReviewsAnswer> {
  const rows = (await db.any(sql.unsafe`
    select review_id, reviewer_type, work_area, review, rating, ratings, created_at from ${t.reviews}
    where company_id = ${employer.id} order by created_at desc, review_id limit ${PER_PAGE} offset ${pageOffset(page)}`)) as readonly Row[];
  return {
    employer,
    data: rows.map((row) => ({
      id: String(row['review_id']),
      reviewer_type: String(row['reviewer_type']),
      work_area: (row['work_area'] as string | null) ?? null,
      review: String(row['review']),
      rating: Number(row['rating']),
      ratings: row['ratings'] as Array<{ id: string; rating: number }>,
      created_at: iso(row['created_at']),
    })),
    meta: pageMeta(page, employer.reviews_count),
  };
}
