import {
  hasActiveFilters,
  type AudienceFilters,
  boundingBox,
  type AudienceContact,
  type PageMeta,
  scoreContact,
  type AudienceDetail,
  type AudienceScore,
  type MapAudience,
  type MapPoint,
  type PostalPlace,
} from '@rm/domain';
import { campaignsTables } from '@rm/projectors';
import { sql, type DatabasePool, type FragmentSqlToken, type IdentifierSqlToken } from 'slonik';
import { pageMeta, pageOffset, PER_PAGE } from '../shared/paging';
import { tables } from '../shared/tables';

const contactPlaces = sql.identifier(campaignsTables.contactPlaces.split('.'));
const postalCodes = sql.identifier(campaignsTables.postalCodes.split('.'));

/** Who a radius query looks for: the centre, the range, and one profession or any. */
export interface RadiusCriteria {
  lat: number;
  lng: number;
  rangeKm: number;
  profession: string | null;
  /** The meta filters beyond place, range and profession; with any, contacts are counted one by one. */
  filters?: AudienceFilters;
  /** The year ages are reckoned in (the request's). */
  year?: number;
}

/** The exact distance (haversine, km) between a row's coordinates and a centre, in SQL. */
const distanceFrom = (lat: IdentifierSqlToken, lng: IdentifierSqlToken, center: { lat: number; lng: number }): FragmentSqlToken =>
  sql.fragment`(2 * 6371 * asin(least(1, sqrt(power(sin(radians(${lat} - ${center.lat}::float8) / 2), 2)
    + cos(radians(${center.lat}::float8)) * cos(radians(${lat})) * power(sin(radians(${lng} - ${center.lng}::float8) / 2), 2)))))`;

/** Rows of `alias` within the range: the bounding box (indexed) first, then the exact distance. */
function withinRange(alias: string, criteria: RadiusCriteria): FragmentSqlToken {
  const box = boundingBox(criteria, criteria.rangeKm);
  const lat = sql.identifier([alias, 'lat']);
  const lng = sql.identifier([alias, 'lng']);
  return sql.fragment`${lat} between ${box.minLat} and ${box.maxLat} and ${lng} between ${box.minLng} and ${box.maxLng}
    and ${distanceFrom(lat, lng, criteria)} <= ${criteria.rangeKm}`;
}

const professionIs = (alias: string, profession: string | null): FragmentSqlToken =>
  profession ? sql.fragment`${sql.identifier([alias, 'profession'])} = ${profession}` : sql.fragment`true`;

const textArray = (values: readonly string[]): FragmentSqlToken => sql.fragment`${sql.array([...values], 'text')}`;

/** The audience filters as SQL over the contacts read model (`matchesAudienceFilters` is the same rule in TypeScript). */
export function filterConditions(alias: string, filters: AudienceFilters, year: number): FragmentSqlToken {
  const column = (name: string) => sql.identifier([alias, name]);
  const conditions: FragmentSqlToken[] = [sql.fragment`true`];
  const list = (name: string, values: readonly string[] | undefined, operator: 'and' | 'or' = 'or') => {
    if (!values || values.length === 0) return;
    conditions.push(
      operator === 'and' ? sql.fragment`${column(name)} @> ${textArray(values)}` : sql.fragment`${column(name)} && ${textArray(values)}`,
    );
  };
  if (filters.gender) conditions.push(sql.fragment`${column('gender')} = ${filters.gender}`);
  if (filters.age_from) conditions.push(sql.fragment`${year}::int - ${column('birth_year')} >= ${filters.age_from}`);
  if (filters.age_to) conditions.push(sql.fragment`${year}::int - ${column('birth_year')} <= ${filters.age_to}`);
  if (filters.work_experience) conditions.push(sql.fragment`coalesce(${column('work_experience')}, 0) >= ${filters.work_experience}`);
  if (filters.driver_licence) conditions.push(sql.fragment`${column('driver_licence')}`);
  if (filters.willingness_to_move) conditions.push(sql.fragment`${column('willingness_to_move')}`);
  list('languages', filters.languages);
  list('employment_types', filters.employment_types);
  list('educations', filters.educations, filters.educations_operator);
  list('experiences', filters.experiences, filters.experiences_operator);
  list('profession_groups', filters.profession_groups);
  list('shifts', filters.shifts);
  return sql.fragment`${sql.join(conditions, sql.fragment` and `)}`;
}

/**
 * The contacts of `alias` an audience reaches, whether active or not: its profession (or any), within its
 * range (the bounding box first), and through its meta filters. The one rule behind the live count, the
 * lists' candidate counts, growth, the contacts modal and the audience's map.
 */
function reachedBy(alias: string, criteria: RadiusCriteria): FragmentSqlToken {
  const filters =
    criteria.filters && hasActiveFilters(criteria.filters)
      ? filterConditions(alias, criteria.filters, criteria.year ?? new Date().getUTCFullYear())
      : sql.fragment`true`;
  return sql.fragment`${withinRange(alias, criteria)} and ${professionIs(alias, criteria.profession)} and ${filters}`;
}

/** Active contacts within the range who pass the filters, counted one by one (the bounding box first). */
async function countFilteredContacts(pool: DatabasePool, criteria: RadiusCriteria): Promise<number> {
  const result = await pool.query(sql.unsafe`
    select count(*)::int as count from ${tables.contacts} c where c.is_active and ${reachedBy('c', criteria)}`);
  return (result.rows[0] as { count: number }).count;
}

/**
 * Active contacts within the range: a sum over places (about 10,000 in Germany), not over contacts;
 * with meta filters, the contacts themselves (the filters are about each person).
 */
export async function countPotentialContacts(pool: DatabasePool, criteria: RadiusCriteria): Promise<number> {
  if (criteria.filters && hasActiveFilters(criteria.filters)) return countFilteredContacts(pool, criteria);
  const result = await pool.query(sql.unsafe`
    select coalesce(sum(p.active_count), 0)::int as count from ${contactPlaces} p
    where ${withinRange('p', criteria)} and ${professionIs('p', criteria.profession)}`);
  return (result.rows[0] as { count: number }).count;
}

/** The columns of an audience row a count needs. */
interface CountedAudienceRow {
  lat: number;
  lng: number;
  range_km: number;
  profession: string;
  filters: AudienceFilters | null;
  /** The campaigns read model's running count: profession and range only. */
  candidates_count: number;
}

/** An audience's centre, range, profession and filters as a radius query's criteria. */
const criteriaOfAudience = (audience: CountedAudienceRow): RadiusCriteria => ({
  lat: audience.lat,
  lng: audience.lng,
  rangeKm: audience.range_km,
  profession: audience.profession,
  filters: audience.filters ?? {},
});

/**
 * The candidate counts of audiences as lists show them, by audience id (unknown ids are left out). The
 * campaigns read model keeps a running count by profession and range only (it knows nothing of a
 * contact's profile); an audience with meta filters is counted live, as POST /api/potential-contacts
 * counts the same criteria (`reachedBy`).
 */
export async function audienceCandidateCounts(pool: DatabasePool, audienceIds: readonly string[]): Promise<Map<string, number>> {
  const ids = [...new Set(audienceIds)];
  if (ids.length === 0) return new Map();
  const result = await pool.query(sql.unsafe`
    select audience_id, lat, lng, range_km, profession, filters, candidates_count from ${tables.audiences}
    where audience_id = any(${sql.array(ids, 'uuid')})`);
  const audiences = result.rows as unknown as Array<CountedAudienceRow & { audience_id: string }>;
  const counts = await candidatesOfAll(pool, audiences);
  return new Map(audiences.map((audience, index) => [audience.audience_id, counts[index] ?? 0]));
}

/** How many filtered audiences one statement counts (each its own index scan, one round trip for all). */
export const COUNTS_PER_STATEMENT = 100;

/**
 * The candidate counts of audiences, in their order: the running count, or counted live for those with
 * meta filters. Audiences with the same criteria (duplicates) are counted once, and the live counts go
 * to the database a hundred to a statement rather than one query each (a list holds up to 5,000: at most
 * 50 statements, on the pool's connections side by side). JIT is off for these statements: a hundred
 * cheap counts add up to a cost that would have PostgreSQL compile (and optimise) every one of them,
 * seconds of compiling for milliseconds of counting.
 */
async function candidatesOfAll(pool: DatabasePool, audiences: readonly CountedAudienceRow[]): Promise<number[]> {
  const year = new Date().getUTCFullYear();
  const keyOf = (audience: CountedAudienceRow) =>
    JSON.stringify([audience.lat, audience.lng, audience.range_km, audience.profession, audience.filters]);
  const distinct = new Map<string, CountedAudienceRow>();
  for (const audience of audiences)
    if (hasActiveFilters(audience.filters ?? undefined) && !distinct.has(keyOf(audience))) distinct.set(keyOf(audience), audience);
  const live = new Map<string, number>();
  const pending = [...distinct.entries()];
  const chunks: Array<typeof pending> = [];
  for (let start = 0; start < pending.length; start += COUNTS_PER_STATEMENT)
    chunks.push(pending.slice(start, start + COUNTS_PER_STATEMENT));
  await Promise.all(
    chunks.map((chunk) =>
      pool.transaction(async (connection) => {
        const counts = chunk.map(
          ([, audience]) => sql.fragment`(select count(*)::int from ${tables.contacts} c
            where c.is_active and ${reachedBy('c', { ...criteriaOfAudience(audience), year })})`,
        );
        await connection.query(sql.unsafe`set local jit = off`);
        const result = await connection.query(sql.unsafe`select array[${sql.join(counts, sql.fragment`, `)}]::int[] as counts`);
        const values = (result.rows[0] as { counts: number[] }).counts;
        chunk.forEach(([key], index) => live.set(key, values[index] ?? 0));
      }),
    ),
  );
  return audiences.map((audience) => live.get(keyOf(audience)) ?? audience.candidates_count);
}

/** One audience's candidate count: the running count, or counted live when it has meta filters. */
async function candidatesOf(pool: DatabasePool, audience: CountedAudienceRow): Promise<number> {
  return hasActiveFilters(audience.filters ?? undefined)
    ? countPotentialContacts(pool, criteriaOfAudience(audience))
    : audience.candidates_count;
}

/** The audiences with these ids, with what a radius query needs (unknown ids are left out). */
async function audiencesByIds(pool: DatabasePool, ids: readonly string[]): Promise<CountedAudienceRow[]> {
  const result = await pool.query(sql.unsafe`
    select lat, lng, range_km, profession, filters, candidates_count from ${tables.audiences}
    where audience_id = any(${sql.array([...new Set(ids)], 'uuid')})`);
  return result.rows as unknown as CountedAudienceRow[];
}

/** The places of the active contacts within the range, with their counts (with meta filters: of those who pass them). */
export async function potentialContactPlaces(pool: DatabasePool, criteria: RadiusCriteria): Promise<MapPoint[]> {
  if (criteria.filters && hasActiveFilters(criteria.filters)) {
    const filtered = await pool.query(sql.unsafe`
      select c.lat, c.lng, count(*)::int as count from ${tables.contacts} c where c.is_active and ${reachedBy('c', criteria)}
      group by c.lat, c.lng order by count desc, c.lat, c.lng limit 5000`);
    return filtered.rows as unknown as MapPoint[];
  }
  const result = await pool.query(sql.unsafe`
    select p.lat, p.lng, sum(p.active_count)::int as count from ${contactPlaces} p
    where ${withinRange('p', criteria)} and ${professionIs('p', criteria.profession)}
    group by p.lat, p.lng having sum(p.active_count) > 0 order by count desc, p.lat, p.lng limit 5000`);
  return result.rows as unknown as MapPoint[];
}

/** A complete postal code's place and centre; null when unknown. */
export async function postalPlace(pool: DatabasePool, zipCode: string): Promise<PostalPlace | null> {
  const result = await pool.query(sql.unsafe`select * from ${postalCodes} where zip_code = ${zipCode}`);
  return (result.rows[0] as PostalPlace | undefined) ?? null;
}

/** Places whose postal code starts with the digits given, by code (at most 20). */
export async function postalPlacesStartingWith(pool: DatabasePool, digits: string): Promise<PostalPlace[]> {
  const upper = `${digits}:`; // ':' sorts right after '9'
  const result = await pool.query(sql.unsafe`
    select * from ${postalCodes} where zip_code >= ${digits} and zip_code < ${upper} order by zip_code limit 20`);
  return result.rows as unknown as PostalPlace[];
}

/** Every postal code's centre, for the map's outline of Germany. */
export async function postalCentres(pool: DatabasePool): Promise<Array<[number, number]>> {
  const result = await pool.query(sql.unsafe`select lng, lat from ${postalCodes} order by zip_code`);
  return (result.rows as unknown as Array<{ lng: number; lat: number }>).map((row) => [row.lng, row.lat]);
}

interface AudienceRecord {
  audience_id: string;
  company_id: string;
  company_name: string | null;
  name: string;
  profession: string;
  zip_code: string;
  lat: number;
  lng: number;
  range_km: number;
  candidates_count: number;
  place: string | null;
  filters: AudienceFilters | null;
}

async function audienceRecord(pool: DatabasePool, audienceId: string): Promise<AudienceRecord | null> {
  const result = await pool.query(sql.unsafe`
    select a.*, co.name as company_name, pc.place from ${tables.audiences} a
    left join ${tables.campaignCompanies} co on co.company_id = a.company_id
    left join ${postalCodes} pc on pc.zip_code = a.zip_code
    where a.audience_id = ${audienceId}`);
  const row = result.rows[0] as AudienceRecord | undefined;
  return row ? { ...row, candidates_count: await candidatesOf(pool, row) } : null;
}

const detailOf = (row: AudienceRecord): AudienceDetail => ({
  id: row.audience_id,
  name: row.name,
  company_id: row.company_id,
  candidates_count: row.candidates_count,
  location: { lat: row.lat, lng: row.lng },
  place: row.place,
  meta: {
    ...(row.filters ?? {}),
    zip_code: row.zip_code,
    range: row.range_km,
    profession: row.profession as AudienceDetail['meta']['profession'],
  },
});

const mapAudienceOf = (row: AudienceRecord): MapAudience => ({
  id: row.audience_id,
  name: row.name,
  company_id: row.company_id,
  company_name: row.company_name,
  lat: row.lat,
  lng: row.lng,
  range: row.range_km,
  candidates_count: row.candidates_count,
});

/** An audience with its criteria; null when unknown. */
export async function readAudience(pool: DatabasePool, audienceId: string): Promise<AudienceDetail | null> {
  const row = await audienceRecord(pool, audienceId);
  return row ? detailOf(row) : null;
}

/** The audience optimisation preference as last saved; both lists empty before the first save. */
export async function readAudienceOptimization(pool: DatabasePool): Promise<{ experiences: string[]; qualifications: string[] }> {
  const result = await pool.query(sql.unsafe`select experiences, qualifications from ${tables.audienceOptimization} limit 1`);
  const row = result.rows[0] as { experiences: string[]; qualifications: string[] } | undefined;
  return { experiences: row?.experiences ?? [], qualifications: row?.qualifications ?? [] };
}

/** Audiences as map circles: every one, or those with an approved campaign (paying job locations). */
export async function listMapAudiences(pool: DatabasePool, which: 'paying_job_locations' | 'all'): Promise<MapAudience[]> {
  const paying =
    which === 'all'
      ? sql.fragment`true`
      : sql.fragment`exists (select 1 from ${tables.campaigns} c where c.audience_id = a.audience_id and c.status = 'approved')`;
  const result = await pool.query(sql.unsafe`
    select a.*, co.name as company_name, null as place from ${tables.audiences} a
    left join ${tables.campaignCompanies} co on co.company_id = a.company_id
    where ${paying} order by a.name, a.audience_id limit 5000`);
  const rows = result.rows as unknown as AudienceRecord[];
  const counts = await candidatesOfAll(pool, rows);
  return rows.map((row, index) => mapAudienceOf({ ...row, candidates_count: counts[index] ?? row.candidates_count }));
}

/** Registration days, both included. */
export interface DayRange {
  from: string;
  till: string;
}
const registeredWithin = (alias: string, days: DayRange): FragmentSqlToken =>
  sql.fragment`${sql.identifier([alias, 'created_at'])} >= ${days.from}::date and ${sql.identifier([alias, 'created_at'])} < ${days.till}::date + 1`;

/** An audience's active contacts who registered within the days, by place; null for an unknown audience. */
export async function mapAudienceContacts(
  pool: DatabasePool,
  audienceId: string,
  days: DayRange,
): Promise<{ audience: MapAudience; data: MapPoint[]; total: number } | null> {
  const row = await audienceRecord(pool, audienceId);
  if (!row) return null;
  const result = await pool.query(sql.unsafe`
    select c.lat, c.lng, count(*)::int as count from ${tables.contacts} c
    where c.is_active and ${reachedBy('c', criteriaOfAudience(row))} and ${registeredWithin('c', days)}
    group by c.lat, c.lng order by count desc, c.lat, c.lng`);
  const data = result.rows as unknown as MapPoint[];
  return { audience: mapAudienceOf(row), data, total: data.reduce((sum, point) => sum + point.count, 0) };
}

export interface MapContactFilters {
  page: number;
  eligible?: boolean;
  looking_for_job?: boolean;
  from?: string;
  till?: string;
  audiences?: readonly string[];
  profession_groups?: readonly string[];
  /** Around a place's centre (a known postal code's, looked up by the route). */
  around?: { lat: number; lng: number; radiusKm: number };
}
export const MAP_PLACES_PER_PAGE = 2000;

/** Contacts by place with the map's filters, a page of places at a time. */
export async function mapContacts(
  pool: DatabasePool,
  filters: MapContactFilters,
): Promise<{ data: MapPoint[]; total: number; meta: { current_page: number; last_page: number } }> {
  const conditions: FragmentSqlToken[] = [sql.fragment`true`];
  if (filters.eligible) conditions.push(sql.fragment`c.is_active and not c.disabled_for_unlock`);
  if (filters.looking_for_job) conditions.push(sql.fragment`c.recruitment_interest is true`);
  if (filters.from) conditions.push(sql.fragment`c.created_at >= ${filters.from}::date`);
  if (filters.till) conditions.push(sql.fragment`c.created_at < ${filters.till}::date + 1`);
  if (filters.profession_groups?.length)
    conditions.push(sql.fragment`c.profession = any(${sql.array([...filters.profession_groups], 'text')})`);
  if (filters.around) {
    const { radiusKm, ...centre } = filters.around;
    conditions.push(sql.fragment`${distanceFrom(sql.identifier(['c', 'lat']), sql.identifier(['c', 'lng']), centre)} <= ${radiusKm}`);
  }
  if (filters.audiences?.length) {
    // Whom any of the audiences reaches, by the rule of its live count (profession, range, meta filters).
    const audiences = await audiencesByIds(pool, filters.audiences);
    const reached = audiences.map((audience) => sql.fragment`(${reachedBy('c', criteriaOfAudience(audience))})`);
    conditions.push(reached.length > 0 ? sql.fragment`(${sql.join(reached, sql.fragment` or `)})` : sql.fragment`false`);
  }
  const where = sql.join(conditions, sql.fragment` and `);
  const result = await pool.query(sql.unsafe`
    select c.lat, c.lng, count(*)::int as count, count(*) over ()::int as places, sum(count(*)) over ()::int as total
    from ${tables.contacts} c where ${where}
    group by c.lat, c.lng order by count desc, c.lat, c.lng
    limit ${MAP_PLACES_PER_PAGE} offset ${(filters.page - 1) * MAP_PLACES_PER_PAGE}`);
  const rows = result.rows as unknown as Array<MapPoint & { places: number; total: number }>;
  const places = rows[0]?.places ?? 0;
  return {
    data: rows.map(({ lat, lng, count }) => ({ lat, lng, count })),
    total: rows[0]?.total ?? 0,
    meta: { current_page: filters.page, last_page: Math.max(1, Math.ceil(places / MAP_PLACES_PER_PAGE)) },
  };
}

const distanceFromColumns = (): FragmentSqlToken =>
  sql.fragment`(2 * 6371 * asin(least(1, sqrt(power(sin(radians(c.lat - a.lat) / 2), 2)
    + cos(radians(a.lat)) * cos(radians(c.lat)) * power(sin(radians(c.lng - a.lng) / 2), 2)))))`;

/** A contact scored against an audience, its meta filters included; null when either is unknown. */
export async function contactVsAudience(pool: DatabasePool, contactId: string, audienceId: string): Promise<AudienceScore | null> {
  const audience = await audienceRecord(pool, audienceId);
  if (!audience) return null;
  const filters = filterConditions('c', audience.filters ?? {}, new Date().getUTCFullYear());
  const contact = await pool.query(sql.unsafe`
    select c.profession, c.lat, c.lng, c.is_active, c.disabled_for_unlock, (${filters}) as matches_filters
    from ${tables.contacts} c where c.contact_id = ${contactId}`);
  const row = contact.rows[0] as
    | { profession: string; lat: number; lng: number; is_active: boolean; disabled_for_unlock: boolean; matches_filters: boolean }
    | undefined;
  if (!row) return null;
  return scoreContact(
    {
      profession: row.profession,
      lat: row.lat,
      lng: row.lng,
      isActive: row.is_active,
      disabledForUnlock: row.disabled_for_unlock,
      matchesFilters: row.matches_filters,
    },
    { profession: audience.profession, lat: audience.lat, lng: audience.lng, rangeKm: audience.range_km },
  );
}

interface ReachingAudience {
  company_id: string;
  company_name: string | null;
  audience_id: string;
  audience_name: string;
  distance_km: number;
}
interface PotentialCompany extends ReachingAudience {
  /** Every audience of the company that reaches the contact, nearest first (the first is the company's own fields'). */
  audiences: Array<{ id: string; name: string; distance_km: number }>;
}
/** At most this many companies are listed for a contact. */
const POTENTIAL_COMPANIES_MAX = 200;

/**
 * Companies whose audiences reach the contact (its profession, within its range, through its meta filters),
 * each company once with its nearest audience and all its reaching ones, nearest first; null for an unknown
 * contact. A company with several audiences around the contact is one potential employer, not several.
 */
export async function potentialCompanies(pool: DatabasePool, contactId: string): Promise<PotentialCompany[] | null> {
  const reaching = await audiencesReaching(pool, contactId);
  if (!reaching) return null;
  const companies = new Map<string, PotentialCompany>();
  for (const audience of reaching) {
    const entry = { id: audience.audience_id, name: audience.audience_name, distance_km: audience.distance_km };
    const known = companies.get(audience.company_id);
    if (known) known.audiences.push(entry);
    else companies.set(audience.company_id, { ...audience, audiences: [entry] });
  }
  return [...companies.values()].slice(0, POTENTIAL_COMPANIES_MAX);
}

/** The audiences that reach the contact, nearest first; null for an unknown contact. */
async function audiencesReaching(pool: DatabasePool, contactId: string): Promise<ReachingAudience[] | null> {
  const contact = await pool.query(sql.unsafe`select contact_id from ${tables.contacts} where contact_id = ${contactId}`);
  if (contact.rows.length === 0) return null;
  const result = await pool.query(sql.unsafe`
    select a.company_id, co.name as company_name, a.audience_id, a.name as audience_name, a.filters,
      round(${distanceFromColumns()}::numeric, 1)::float8 as distance_km
    from ${tables.contacts} c
    join ${tables.audiences} a on a.profession = c.profession
    left join ${tables.campaignCompanies} co on co.company_id = a.company_id
    where c.contact_id = ${contactId} and ${distanceFromColumns()} <= a.range_km
    order by distance_km, a.name, a.audience_id`);
  const reaching = result.rows as unknown as Array<ReachingAudience & { filters: AudienceFilters | null }>;
  const filtered = reaching.filter((audience) => hasActiveFilters(audience.filters ?? undefined));
  let passes = new Set<string>();
  if (filtered.length > 0) {
    // Whether the contact passes each audience's filters, asked in one statement.
    const year = new Date().getUTCFullYear();
    const matches = filtered.map((audience) => sql.fragment`(${filterConditions('c', audience.filters ?? {}, year)})`);
    const answer = await pool.query(sql.unsafe`
      select array[${sql.join(matches, sql.fragment`, `)}]::bool[] as matches from ${tables.contacts} c where c.contact_id = ${contactId}`);
    const flags = (answer.rows[0] as { matches: boolean[] } | undefined)?.matches ?? [];
    passes = new Set(filtered.filter((_, index) => flags[index] === true).map((audience) => audience.audience_id));
  }
  return reaching
    .filter((audience) => !hasActiveFilters(audience.filters ?? undefined) || passes.has(audience.audience_id))
    .map(({ filters: _filters, ...audience }) => audience);
}

/** The audience contacts modal's tab, a page of 20, nearest first; null for an unknown audience. */
export async function audienceContacts(
  pool: DatabasePool,
  audienceId: string,
  type: 'eligible' | 'potential' | 'unlocked' | 'unlocked_by_company',
  page: number,
): Promise<{ data: AudienceContact[]; meta: PageMeta } | null> {
  const audience = await audienceRecord(pool, audienceId);
  if (!audience) return null;
  const criteria = criteriaOfAudience(audience);
  const unlockedBy = (campaigns: FragmentSqlToken) => sql.fragment`exists (select 1 from ${tables.unlockedContacts} uc
    where uc.contact_id = c.contact_id and uc.company_id = ${audience.company_id} and uc.deleted_at is null and ${campaigns})`;
  const ownCampaigns = sql.fragment`uc.campaign_id in (select campaign_id from ${tables.campaigns} where audience_id = ${audienceId})`;
  const inRange = reachedBy('c', criteria);
  const where =
    type === 'potential'
      ? inRange
      : type === 'eligible'
        ? sql.fragment`${inRange} and c.is_active and not c.disabled_for_unlock and not ${unlockedBy(sql.fragment`true`)}`
        : type === 'unlocked'
          ? unlockedBy(ownCampaigns)
          : sql.fragment`${inRange} and ${unlockedBy(sql.fragment`not (${ownCampaigns}) or uc.campaign_id is null`)}`;
  const distance = distanceFrom(sql.identifier(['c', 'lat']), sql.identifier(['c', 'lng']), criteria);
  const result = await pool.query(sql.unsafe`
    select c.contact_id as id, c.full_name, c.zip_code, c.city, round(${distance}::numeric, 1)::float8 as distance_km, c.is_active,
      c.created_at::text as created_at, count(*) over ()::int as total
    from ${tables.contacts} c where ${where}
    order by distance_km, c.contact_id limit ${PER_PAGE} offset ${pageOffset(page)}`);
  const rows = result.rows as unknown as Array<AudienceContact & { total: number }>;
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && page > 1) {
    const counted = await pool.query(sql.unsafe`select count(*)::int as total from ${tables.contacts} c where ${where}`);
    total = (counted.rows[0] as { total: number }).total;
  }
  return {
    data: rows.map(({ total: _total, created_at, ...row }) => ({ ...row, created_at: new Date(created_at).toISOString() })),
    meta: pageMeta(page, total),
  };
}

/** Active contacts of the audience who registered within the last 1, 7 and 28 days; null for an unknown audience. */
export async function audienceGrowth(
  pool: DatabasePool,
  audienceId: string,
): Promise<{ total: number; growth: Array<{ days: number; count: number; per_day: number }> } | null> {
  const audience = await audienceRecord(pool, audienceId);
  if (!audience) return null;
  const result = await pool.query(sql.unsafe`
    select count(*)::int as total,
      count(*) filter (where c.created_at > now() - interval '1 day')::int as d1,
      count(*) filter (where c.created_at > now() - interval '7 days')::int as d7,
      count(*) filter (where c.created_at > now() - interval '28 days')::int as d28
    from ${tables.contacts} c where c.is_active and ${reachedBy('c', criteriaOfAudience(audience))}`);
  const row = result.rows[0] as { total: number; d1: number; d7: number; d28: number };
  const growth = ([1, 7, 28] as const).map((days) => {
    const count = days === 1 ? row.d1 : days === 7 ? row.d7 : row.d28;
    return { days, count, per_day: Math.round((count / days) * 100) / 100 };
  });
  return { total: row.total, growth };
}
