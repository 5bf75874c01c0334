/**
 * `npx tsx bench/src/geo/audience-counts-bench.ts [audiences] [contacts] [runs]`: the candidate counts of an
 * audience list (`audienceCandidateCounts`, behind the map's audiences and a company's list) when every
 * audience has meta filters, so each is counted live over the contacts: 1,000 audiences (default) over
 * 100,000 contacts (default). Before: one query per audience (all at once on the pool); now: identical
 * criteria counted once and the counts sent a few hundred to a statement. Appends its section to
 * bench/GEO-RESULTS.md.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { AudienceFilters } from '@rm/domain';
import { createDatabasePool, createTestDatabase } from '@rm/platform';
import { campaignsProjection, contactsProjection } from '@rm/projectors';
import { audienceCandidateCounts, countPotentialContacts } from '@rm/query-api';
import { sql, type DatabasePool } from 'slonik';
import { ms, summarize, type LatencySummary } from '../lib/stats';

const audiences = Number(process.argv[2] ?? 1_000);
const contacts = Number(process.argv[3] ?? 100_000);
const RUNS = Number(process.argv[4] ?? 2);

/** The check before timing (each way counted once) is the warm-up. */
async function timed(run: () => Promise<unknown>): Promise<LatencySummary> {
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  return summarize(samples);
}

interface Row {
  audience_id: string;
  lat: number;
  lng: number;
  range_km: number;
  profession: string;
  filters: AudienceFilters;
}

/** How the list counted before: each filtered audience with a query of its own, all at once on the pool. */
async function previousCounts(pool: DatabasePool, ids: readonly string[]): Promise<Map<string, number>> {
  const result = await pool.query(sql.unsafe`
    select audience_id, lat, lng, range_km, profession, filters from rm_campaigns.audiences where audience_id = any(${sql.array([...ids], 'uuid')})`);
  const rows = result.rows as unknown as Row[];
  const counted = await Promise.all(
    rows.map(async (row): Promise<[string, number]> => [
      row.audience_id,
      await countPotentialContacts(pool, {
        lat: row.lat,
        lng: row.lng,
        rangeKm: row.range_km,
        profession: row.profession,
        filters: row.filters,
      }),
    ]),
  );
  return new Map(counted);
}

const database = await createTestDatabase('bench_audience_counts');
const pool = await createDatabasePool(database.url);
try {
  await pool.transaction(async (connection) => {
    await connection.query(sql.unsafe`create schema rm_campaigns`);
    await campaignsProjection.createTables(connection, 'rm_campaigns');
    await connection.query(sql.unsafe`create schema rm_contacts`);
    await contactsProjection.createTables(connection, 'rm_contacts');
  });
  const filling = performance.now();
  // Contacts at random postal codes, a third per profession, 97 % active, with random profiles.
  await pool.query(sql.unsafe`
    insert into rm_contacts.contacts (contact_id, first_name, last_name, full_name, email, phone, profession, zip_code, city, lat, lng,
      is_active, created_at, gender, birth_year, languages, driver_licence, shifts, work_experience)
    with pick as (
      select n, 1 + floor(random() * (select count(*) from rm_campaigns.postal_codes))::int as i from generate_series(1, ${contacts}) n
    )
    select gen_random_uuid(), 'Kim', 'Muster ' || n, 'Kim Muster ' || n, null, null, (array['care','nursing','driver'])[1 + n % 3],
      p.zip_code, p.place, p.lat, p.lng, random() > 0.03, now() - (n || ' minutes')::interval,
      (array['male','female','diverse'])[1 + n % 3], 1960 + (n % 45),
      case when n % 2 = 0 then array['de'] when n % 5 = 0 then array['de','pl'] else array['en'] end,
      n % 4 = 0, case when n % 3 = 0 then array['night'] else array['early'] end, n % 20
    from pick join (select row_number() over (order by zip_code)::int as i, zip_code, place, lat, lng from rm_campaigns.postal_codes) p
      on p.i = pick.i`);
  // Audiences of 40 km around random postal codes, each with a filter; a tenth duplicates of others.
  await pool.query(sql.unsafe`
    insert into rm_campaigns.audiences (audience_id, company_id, name, profession, zip_code, lat, lng, range_km, filters)
    with pick as (
      select n, 1 + floor(random() * (select count(*) from rm_campaigns.postal_codes))::int as i
      from generate_series(1, ${Math.round(audiences * 0.9)}) n
    )
    select gen_random_uuid(), gen_random_uuid(), 'Zielgruppe ' || n, (array['care','nursing','driver'])[1 + n % 3], p.zip_code,
      p.lat, p.lng, 40,
      (array['{"languages":["de"]}', '{"gender":"female","age_from":25,"age_to":45}', '{"driver_licence":true,"shifts":["night"]}',
        '{"work_experience":5,"languages":["pl","de"]}'])[1 + n % 4]::jsonb
    from pick join (select row_number() over (order by zip_code)::int as i, zip_code, lat, lng from rm_campaigns.postal_codes) p on p.i = pick.i`);
  await pool.query(sql.unsafe`
    insert into rm_campaigns.audiences (audience_id, company_id, name, profession, zip_code, lat, lng, range_km, filters)
    select gen_random_uuid(), company_id, name || ' (Kopie)', profession, zip_code, lat, lng, range_km, filters
    from rm_campaigns.audiences order by audience_id limit ${audiences - Math.round(audiences * 0.9)}`);
  await pool.query(sql.unsafe`vacuum analyze`);
  const filled = Math.round((performance.now() - filling) / 1000);
  const ids = (await pool.anyFirst(sql.unsafe`select audience_id from rm_campaigns.audiences`)) as readonly string[];

  const [before, now] = [await previousCounts(pool, ids), await audienceCandidateCounts(pool, ids)];
  for (const id of ids)
    if (before.get(id) !== now.get(id)) throw new Error(`the counts differ for ${id}: ${before.get(id)} / ${now.get(id)}`);
  const total = [...now.values()].reduce((sum, count) => sum + count, 0);

  const rows: Array<[string, LatencySummary]> = [
    [
      `before: one query per audience (${ids.length.toLocaleString('en-US')} queries, all at once on the pool)`,
      await timed(() => previousCounts(pool, ids)),
    ],
    [
      'now: distinct criteria, 100 counts a statement (JIT off), statements side by side',
      await timed(() => audienceCandidateCounts(pool, ids)),
    ],
  ];
  const section = [
    '## Audience list counts (audiences with meta filters)',
    '',
    `Generated by \`npx tsx bench/src/geo/audience-counts-bench.ts ${audiences} ${contacts} ${RUNS}\` on ${new Date().toISOString()}: ${contacts.toLocaleString('en-US')} contacts at random postal codes with random profiles, ${ids.length.toLocaleString('en-US')} audiences of 40 km around random postal codes, each with meta filters (a tenth duplicates of others), so each is counted live over the contacts (${total.toLocaleString('en-US')} candidates in all; filled in ${filled} s). One whole list's counts (\`audienceCandidateCounts\`) per run, ${RUNS} runs of each way after the check (which warms both); loaded machine (load average ${loadavg()[0]?.toFixed(1) ?? '?'} while it ran, 2 shared cores). Both ways give the same counts (checked before timing).`,
    '',
    '| counts of the whole list | runs | p50 | max |',
    '| --- | ---: | ---: | ---: |',
    ...rows.map(([name, s]) => `| ${name} | ${s.count} | ${ms(s.p50)} | ${ms(s.max)} |`),
    '',
    'Each count is still an index range scan of its own (the (profession, lat) index of active contacts, then the exact distance and the filters); what went is a round trip, a parse and a pool checkout per audience, and the counting of the same criteria twice. A first try with 250 counts a statement and JIT on took 148 s a list (p50, 2 runs, same machine): the summed cost of a statement passed the JIT thresholds and PostgreSQL compiled every count; JIT is now off for these statements.',
    '',
  ].join('\n');
  const file = fileURLToPath(new URL('../../GEO-RESULTS.md', import.meta.url));
  const previous = readFileSync(file, 'utf8');
  const marker = previous.indexOf('## Audience list counts');
  const next = marker === -1 ? -1 : previous.indexOf('\n## ', marker + 1);
  const head = (marker === -1 ? previous : previous.slice(0, marker)).trimEnd();
  const tail = next === -1 ? '' : previous.slice(next).trimStart();
  writeFileSync(file, `${head}\n\n${section.trimEnd()}\n${tail ? `\n${tail}` : ''}`);
  console.log(section);
} finally {
  await pool.end();
  await database.drop();
}
