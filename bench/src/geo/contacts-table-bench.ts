/**
 * `npx tsx bench/src/geo/contacts-table-bench.ts [contacts]`: the admin contacts table (GET /api/contacts,
 * `listContacts`) over 100,000 contacts (default), as it pages now against how it paged before (the page
 * by offset on the whole rows plus an exact `count(*)` of the filter's matches), with the plans of both.
 * Writes the "Contacts table" section of bench/GEO-RESULTS.md.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createDatabasePool, createTestDatabase } from '@rm/platform';
import { contactsProjection } from '@rm/projectors';
import { listContacts, type ContactFilters } from '@rm/query-api';
import { sql, type DatabasePool, type FragmentSqlToken } from 'slonik';
import { ms, summarize, type LatencySummary } from '../lib/stats';

const contacts = Number(process.argv[2] ?? 100_000);
const TARGET_P99_MS = 20;
const PROFESSIONS = ['care', 'nursing', 'driver'] as const;

async function timed(runs: number, run: () => Promise<unknown>): Promise<LatencySummary> {
  for (let i = 0; i < Math.min(50, runs); i += 1) await run();
  const samples: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  return summarize(samples);
}

/** The table as it paged before: the whole rows by offset, and an exact count of every match. */
async function previousListContacts(pool: DatabasePool, filters: ContactFilters): Promise<void> {
  const conditions: FragmentSqlToken[] = [sql.fragment`true`];
  if (filters.profession) conditions.push(sql.fragment`c.profession = ${filters.profession}`);
  if (filters.zip_code) conditions.push(sql.fragment`c.zip_code like ${`${filters.zip_code}%`}`);
  const where = sql.join(conditions, sql.fragment` and `);
  await Promise.all([
    pool.query(sql.unsafe`
      select c.contact_id as id, c.full_name, c.email, c.phone, c.zip_code, c.city, c.profession, c.is_active, c.call_made,
        c.recruitment_interest, c.created_at from rm_contacts.contacts c
      where ${where} order by c.created_at desc, c.contact_id desc limit 20 offset ${(filters.page - 1) * 20}`),
    pool.query(sql.unsafe`select count(*)::int as total from rm_contacts.contacts c where ${where}`),
  ]);
}

async function plan(pool: DatabasePool, query: FragmentSqlToken): Promise<string> {
  const result = await pool.query(sql.unsafe`explain (analyze, buffers, costs off, summary on) ${query}`);
  return (result.rows as unknown as Array<{ 'QUERY PLAN': string }>).map((row) => row['QUERY PLAN']).join('\n');
}

const database = await createTestDatabase('bench_contacts_table');
const pool = await createDatabasePool(database.url);
try {
  await pool.transaction(async (connection) => {
    await connection.query(sql.unsafe`create schema rm_contacts`);
    await contactsProjection.createTables(connection, 'rm_contacts');
    await contactsProjection.createReaderIndexes?.(connection, 'rm_contacts');
  });
  const filling = performance.now();
  await pool.query(sql.unsafe`
    insert into rm_contacts.contacts (contact_id, first_name, last_name, full_name, email, phone, profession, zip_code, city, lat, lng,
      is_active, created_at)
    select gen_random_uuid(), 'Kim', 'Muster ' || n, 'Kim Muster ' || n, 'kim' || n || '@example.test', '+49 151 ' || n,
      (array['care','nursing','driver'])[1 + n % 3], lpad((1067 + floor(random() * 98000))::int::text, 5, '0'), 'Ort',
      47 + random() * 8, 6 + random() * 9, random() > 0.03, now() - (n || ' minutes')::interval
    from generate_series(1, ${contacts}) n`);
  // The running total the projection keeps with each batch.
  await pool.query(sql.unsafe`insert into rm_contacts.totals (name, count) values ('contacts', ${contacts})`);
  await pool.query(sql.unsafe`vacuum analyze rm_contacts.contacts`);
  const filled = Math.round((performance.now() - filling) / 1000);

  const random = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;
  const unfiltered = (): ContactFilters => ({ page: 1 + Math.floor(Math.random() * 50) });
  const filtered = (): ContactFilters => ({
    page: 1 + Math.floor(Math.random() * 10),
    profession: random(PROFESSIONS),
    zip_code: String(1 + Math.floor(Math.random() * 9)),
  });
  const rows: Array<[string, LatencySummary]> = [
    ['before: a page 1–50, no filter', await timed(300, () => previousListContacts(pool, unfiltered()))],
    ['now: a page 1–50, no filter', await timed(1000, () => listContacts(pool, unfiltered()))],
    ['before: a page 1–10 of one profession and postal-code prefix', await timed(300, () => previousListContacts(pool, filtered()))],
    ['now: a page 1–10 of one profession and postal-code prefix', await timed(1000, () => listContacts(pool, filtered()))],
    [
      'now: page 1, search "Muster 42" (no index for infix search yet)',
      await timed(30, () => listContacts(pool, { page: 1, search: 'Muster 42' })),
    ],
  ];
  const countPlan = await plan(pool, sql.fragment`select count(*) from rm_contacts.contacts c where true`);
  const filteredCountPlan = await plan(
    pool,
    sql.fragment`select count(*) from (select 1 from rm_contacts.contacts c where c.profession = 'care' and c.zip_code like '4%' limit 10001) m`,
  );
  const now = rows[1]?.[1];
  const nowFiltered = rows[3]?.[1];
  const section = [
    '## Contacts table (GET /api/contacts)',
    '',
    `Generated by \`npx tsx bench/src/geo/contacts-table-bench.ts ${contacts}\` on ${new Date().toISOString()}: ${contacts.toLocaleString('en-US')} contacts (filled and vacuumed in ${filled} s), a third per profession at random postal codes, one request after the other through the slonik pool after 50 warm-up runs; same machine as above.`,
    '',
    '| query | runs | p50 | p99 | max |',
    '| --- | ---: | ---: | ---: | ---: |',
    ...rows.map(([name, s]) => `| ${name} | ${s.count} | ${ms(s.p50)} | ${ms(s.p99)} | ${ms(s.max)} |`),
    '',
    `Target: pages p99 ≤ ${TARGET_P99_MS} ms at 100,000 contacts — ${now && nowFiltered && now.p99 <= TARGET_P99_MS && nowFiltered.p99 <= TARGET_P99_MS ? 'met' : 'not met'}.`,
    '',
    'Why it was slow (EXPLAIN ANALYZE): every page counted every match for the page picker. Unfiltered, that is a scan of all 100,000 index entries (plan below) on every request; filtered by profession and postal-code prefix, a bitmap heap scan of a third of the table. The page itself was cheap (the (created_at, contact_id) index). The "before" rows run the previous statements on the new schema (so the filtered one already profits from the new index). What changed:',
    '- the unfiltered total is a running count the contacts projection keeps in `rm_contacts.totals` with each batch (exact, nothing counted per request);',
    `- a filtered count stops at ${(10000).toLocaleString('en-US')} + 1 matches (an index-only scan for the profession and prefix filters); a filter that matches more shows the planner's estimate (the page picker's scale, not an exact figure);`,
    '- the index (profession, zip_code text_pattern_ops, created_at desc, contact_id desc) answers the profession and prefix filters in the table order, so page and count read the index only;',
    '- the page takes its 20 ids from the index first and reads only those 20 rows (a deferred join).',
    '',
    'Not solved: a free-text search (`search`, an infix `ilike` over name, e-mail and phone) still scans the table; a trigram index (pg_trgm) would answer it, not added because no read model installs extensions so far.',
    '',
    'The plan of the unfiltered count the table no longer runs:',
    '',
    '```',
    countPlan,
    '```',
    '',
    'The plan of a filtered count as it runs now:',
    '',
    '```',
    filteredCountPlan,
    '```',
    '',
  ].join('\n');
  const file = fileURLToPath(new URL('../../GEO-RESULTS.md', import.meta.url));
  const before = readFileSync(file, 'utf8');
  const marker = before.indexOf('## Contacts table (GET /api/contacts)');
  writeFileSync(file, `${(marker === -1 ? before : before.slice(0, marker)).trimEnd()}\n\n${section}`);
  console.log(section);
} finally {
  await pool.end();
  await database.drop();
}
