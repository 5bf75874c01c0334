import { appendFileSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { createDatabasePool, createTestDatabase } from '@rm/platform';
import { campaignsProjection, companiesProjection, OFFER_STEP_BITS, referenceDataProjection, reportsProjection } from '@rm/projectors';
import {
  campaignOf,
  campaignOffersGraph,
  campaignRejectionReasons,
  campaignRoi,
  campaignStats,
  conversionReport,
  dashboardCampaigns,
  dashboardPlayers,
  profileVisits,
  replacementReasons,
  transactionRevenueMonthly,
} from '@rm/query-api';
import { sql, type DatabasePool } from 'slonik';
import { ms, summarize } from '../lib/stats';

/**
 * The reports on a realistic read model: about 1,000,000 report facts (two years of 300,000 offers of 400
 * campaigns of 40 companies, their steps, stages, unlocks, hires, profile visits; 100,000 contacts' sources),
 * written straight into `rm_reports` with SQL (with the summaries the projection keeps beside them, made from those facts), then each report asked N times with random campaigns,
 * companies and, for the as-of rows, random past moments. Run: `npx tsx bench/src/reports/bench-reports.ts [runs] ['word|word']`.
 */
const RUNS = Number(process.argv[2] ?? 100);
/** Only the reports whose name contains one of these words (`|`-separated), when given. */
const ONLY = process.argv[3]?.split('|') ?? null;
const RESULTS = fileURLToPath(new URL('../../RESULTS.md', import.meta.url));

async function fill(pool: DatabasePool): Promise<number> {
  await pool.query(sql.unsafe`
    insert into rm_companies.companies (company_id, name, normalized_name, country, version, created_at, customer_level)
    select ('00000000-0000-4000-8000-' || lpad(to_hex(c), 12, '0'))::uuid, 'Firma ' || c, 'firma ' || c, 'DE', 1, now() - interval '800 days',
      (array['A','B','C','X'])[1 + c % 4]
    from generate_series(1, 40) c`);
  await pool.query(sql.unsafe`
    insert into rm_campaigns.campaigns (campaign_id, name, company_id, company_name, audience_id, status, cost_per_unlock, budget, remaining_budget, created_at)
    select ('00000000-0000-4000-9000-' || lpad(to_hex(k), 12, '0'))::uuid, 'Kampagne ' || k,
      ('00000000-0000-4000-8000-' || lpad(to_hex(1 + k % 40), 12, '0'))::uuid, 'Firma ' || (1 + k % 40), gen_random_uuid(), 'approved', 2500, 500000, 250000,
      now() - make_interval(days => 730 - (k * 730 / 400))
    from generate_series(1, 400) k`);
  // Offers: sent over two years; each fact kind a share of them (each offer one fact per kind at most).
  await pool.query(sql.unsafe`
    create temporary table offers_b as
    select o, ('00000000-0000-4000-a000-' || lpad(to_hex(o), 12, '0'))::uuid as offer_id,
      ('00000000-0000-4000-9000-' || lpad(to_hex(1 + o % 400), 12, '0'))::uuid as campaign_id,
      ('00000000-0000-4000-8000-' || lpad(to_hex(1 + (o % 400) % 40), 12, '0'))::uuid as company_id,
      ('00000000-0000-4000-b000-' || lpad(to_hex(1 + o % 150000), 12, '0'))::uuid as contact_id,
      now() - make_interval(secs => (o * 63072000.0 / 300000)) as sent_at
    from generate_series(1, 300000) o`);
  const kinds: Array<[string, number, string | null]> = [
    ['sent', 1, null],
    ['clicked_from_sms', 2, null],
    ['clicked_from_mail', 5, null],
    ['visible', 2, null],
    ['accept_modal_opened', 5, null],
    ['accepted', 6, null],
    ['reject_modal_opened', 9, null],
    ['rejected', 11, 'too_far'],
    ['stage', 3, 'in_process'],
    ['unlock', 8, null],
    ['hired', 40, null],
    ['hire_charge', 40, null],
    ['profile_visit', 15, null],
    ['replacement', 60, '00000000-0000-4000-c000-000000000001'],
  ];
  let seq = 0;
  for (const [kind, every, label] of kinds) {
    seq += 1;
    const amount = kind === 'unlock' ? 2500 : kind === 'hire_charge' ? 50000 : null;
    await pool.query(sql.unsafe`
      insert into rm_reports.facts (position, seq, kind, offer_id, campaign_id, company_id, contact_id, label, amount, occurred_at, recorded_at, first)
      select o, ${seq}, ${kind}, offer_id, campaign_id, company_id, contact_id, ${label}::text, ${amount}::bigint,
        sent_at + make_interval(mins => ${seq}), sent_at + make_interval(mins => ${seq}), ${Object.hasOwn(OFFER_STEP_BITS, kind)}
      from offers_b where o % ${every} = 0`);
  }
  await pool.query(sql.unsafe`
    insert into rm_reports.offers (id, kind, offer_id, campaign_id, company_id, contact_id, stage, price, rejected)
    select offer_id, 'offer', offer_id, campaign_id, company_id, contact_id, (array['new','in_process','unlocked'])[1 + o % 3], null, o % 11 = 0 from offers_b`);
  // The summaries the projection keeps beside the facts, made from the facts as it makes them.
  const bit = sql.join(
    Object.entries(OFFER_STEP_BITS).map(([kind, value]) => sql.fragment`when ${kind} then ${value}`),
    sql.fragment` `,
  );
  await pool.query(sql.unsafe`
    update rm_reports.offers o set sent_at = s.sent_at, steps = s.steps
    from (
      select offer_id, min(occurred_at) filter (where kind = 'sent') as sent_at, bit_or(case kind ${bit} else 0 end)::int as steps
      from rm_reports.facts where offer_id is not null group by offer_id
    ) s
    where o.id = s.offer_id`);
  await pool.query(sql.unsafe`
    insert into rm_reports.campaign_totals (campaign_id, offers_sent, visible, accepted, rejected, unlocked, unlocks, hires, cents, spent, profile_visits)
    select campaign_id, count(*) filter (where kind = 'sent'), count(distinct offer_id) filter (where kind = 'visible'),
      count(distinct offer_id) filter (where kind = 'accepted'), count(distinct offer_id) filter (where kind = 'rejected'),
      count(distinct offer_id) filter (where kind = 'unlock'),
      count(*) filter (where kind = 'unlock') - count(*) filter (where kind = 'unlock_deleted'), count(*) filter (where kind = 'hired'),
      coalesce(sum(amount) filter (where kind in ('unlock', 'hire_charge', 'unlock_deleted')), 0),
      coalesce(sum(amount) filter (where kind in ('unlock', 'unlock_deleted')), 0), count(*) filter (where kind = 'profile_visit')
    from rm_reports.facts where campaign_id is not null group by campaign_id`);
  // Each campaign's figures at the end of each day (UTC) of recording on which they changed.
  await pool.query(sql.unsafe`
    insert into rm_reports.campaign_days (campaign_id, day, offers_sent, visible, accepted, rejected, unlocked, unlocks, hires, cents, spent, profile_visits)
    select campaign_id, day, sum(offers_sent) over w, sum(visible) over w, sum(accepted) over w, sum(rejected) over w, sum(unlocked) over w,
      sum(unlocks) over w, sum(hires) over w, sum(cents) over w, sum(spent) over w, sum(profile_visits) over w
    from (
      select campaign_id, (recorded_at at time zone 'UTC')::date as day, count(*) filter (where kind = 'sent') as offers_sent,
        count(*) filter (where kind = 'visible' and first) as visible, count(*) filter (where kind = 'accepted' and first) as accepted,
        count(*) filter (where kind = 'rejected' and first) as rejected, count(*) filter (where kind = 'unlock' and first) as unlocked,
        count(*) filter (where kind = 'unlock') - count(*) filter (where kind = 'unlock_deleted') as unlocks,
        count(*) filter (where kind = 'hired') as hires,
        coalesce(sum(amount) filter (where kind in ('unlock', 'hire_charge', 'unlock_deleted')), 0) as cents,
        coalesce(sum(amount) filter (where kind in ('unlock', 'unlock_deleted')), 0) as spent,
        count(*) filter (where kind = 'profile_visit') as profile_visits
      from rm_reports.facts where campaign_id is not null group by 1, 2
    ) d
    window w as (partition by campaign_id order by day)`);
  await pool.query(sql.unsafe`
    insert into rm_reports.contact_totals (contact_id, offers, unlocks, hires, cents)
    select contact_id, count(*) filter (where kind = 'sent'), count(*) filter (where kind = 'unlock') - count(*) filter (where kind = 'unlock_deleted'),
      count(*) filter (where kind = 'hired'), coalesce(sum(amount) filter (where kind in ('unlock', 'hire_charge', 'unlock_deleted')), 0)
    from rm_reports.facts where contact_id is not null and kind in ('sent', 'unlock', 'unlock_deleted', 'hired', 'hire_charge') group by contact_id`);
  await pool.query(sql.unsafe`
    insert into rm_reports.sources (contact_id, utm_source, utm_medium, utm_campaign, utm_content, landed_at, recorded_at)
    select ('00000000-0000-4000-b000-' || lpad(to_hex(c), 12, '0'))::uuid, 'facebook', 'cpc', 'utm_' || (c % 20), 'ad_' || (c % 5),
      now() - make_interval(days => c % 730), now() - make_interval(days => c % 730)
    from generate_series(1, 100000) c`);
  await pool.query(sql.unsafe`
    insert into rm_reports.source_totals (utm_campaign, utm_content, contacts, offers, unlocks, hires, cents)
    select s.utm_campaign, coalesce(s.utm_content, ''), count(*), coalesce(sum(t.offers), 0), coalesce(sum(t.unlocks), 0),
      coalesce(sum(t.hires), 0), coalesce(sum(t.cents), 0)
    from rm_reports.sources s left join rm_reports.contact_totals t on t.contact_id = s.contact_id
    where s.utm_campaign is not null group by 1, 2`);
  await pool.query(sql.unsafe`vacuum analyze`);
  return Number(await pool.oneFirst(sql.unsafe`select count(*) from rm_reports.facts`));
}

const campaign = (): string => `00000000-0000-4000-9000-${(1 + Math.floor(Math.random() * 400)).toString(16).padStart(12, '0')}`;
const company = (): string => `00000000-0000-4000-8000-${(1 + Math.floor(Math.random() * 40)).toString(16).padStart(12, '0')}`;
const pastMoment = (): string => new Date(Date.now() - Math.random() * 700 * 86_400_000).toISOString();

async function main(): Promise<void> {
  const database = await createTestDatabase('bench_reports');
  const pool = await createDatabasePool(database.url);
  try {
    await pool.transaction(async (connection) => {
      for (const projection of [reportsProjection, campaignsProjection, companiesProjection, referenceDataProjection]) {
        await connection.query(sql.unsafe`create schema if not exists ${sql.identifier([projection.schema])}`);
        await projection.createTables(connection, projection.schema);
        await projection.createReaderIndexes?.(connection, projection.schema);
      }
    });
    const started = performance.now();
    const facts = await fill(pool);
    console.log(`${facts} facts written in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const stats = async (asOf?: string) => {
      const found = await campaignOf(pool, campaign());
      if (found) await campaignStats(pool, found, asOf);
    };
    const cases: Array<[string, () => Promise<unknown>]> = [
      ['conversion of a campaign', () => conversionReport(pool, 'all', { campaign_id: campaign() })],
      [
        'conversion of a company, one month',
        () => conversionReport(pool, 'all', { company_id: company(), from: '2026-01-01', till: '2026-01-31' }),
      ],
      ['conversion, SMS, a company', () => conversionReport(pool, 'sms', { company_id: company() })],
      ['conversion of a campaign, as_of', () => conversionReport(pool, 'all', { campaign_id: campaign(), as_of: pastMoment() })],
      ['conversion of everything (300,000 offers)', () => conversionReport(pool, 'all', {})],
      ['campaign stats', () => stats()],
      ['campaign stats, as_of', () => stats(pastMoment())],
      ['campaign offers graph, 90 days', () => campaignOffersGraph(pool, campaign(), { period: 'last_90_days' })],
      ['campaign rejection reasons', () => campaignRejectionReasons(pool, campaign(), undefined)],
      ['campaign ROI (5,000 contacts)', () => campaignRoi(pool, { utm_campaign: `utm_${Math.floor(Math.random() * 20)}`, spend: 1000 })],
      [
        'campaign ROI, as_of',
        () => campaignRoi(pool, { utm_campaign: `utm_${Math.floor(Math.random() * 20)}`, spend: 1000, as_of: pastMoment() }),
      ],
      ['dashboard of campaigns (400)', () => dashboardCampaigns(pool, { orderBy: 'revenue', order: 'desc' })],
      ['dashboard of campaigns, as_of', () => dashboardCampaigns(pool, { orderBy: 'revenue', order: 'desc', as_of: pastMoment() })],
      ['dashboard of players (40 companies)', () => dashboardPlayers(pool, {})],
      ['dashboard of players, as_of', () => dashboardPlayers(pool, { as_of: pastMoment() })],
      ['profile visits of a company, 90 days', () => profileVisits(pool, company(), { period: 'last_90_days' })],
      ['replacement reasons, 365 days', () => replacementReasons(pool, { period: 'last_365_days' })],
      ['revenue per month, effective', () => transactionRevenueMonthly(pool, { effective: true })],
      ['revenue per month, as_of', () => transactionRevenueMonthly(pool, { effective: true, as_of: pastMoment() })],
    ];
    const rows: string[] = [];
    for (const [name, run] of cases.filter(([name]) => !ONLY || ONLY.some((word) => name.includes(word)))) {
      for (let i = 0; i < 3; i += 1) await run();
      const samples: number[] = [];
      for (let i = 0; i < RUNS; i += 1) {
        const at = performance.now();
        await run();
        samples.push(performance.now() - at);
      }
      const summary = summarize(samples);
      console.log(`${name}: p50 ${ms(summary.p50)}, p99 ${ms(summary.p99)}`);
      rows.push(`| ${name} | ${RUNS} | ${ms(summary.p50)} | ${ms(summary.p99)} |`);
    }
    const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 1024 ** 3)} GB, ${os.platform()} ${os.release()}, Node ${process.version}`;
    appendFileSync(
      RESULTS,
      [
        '',
        `## Reports (rm_reports), ${new Date().toISOString().slice(0, 10)}`,
        '',
        `${facts.toLocaleString('en-US')} report facts (two years of 300,000 offers of 400 campaigns of 40 companies, their steps, stages, unlocks, hires, profile visits and replacement reasons) and 100,000 contact sources written straight into the read model, with the summaries the projection keeps beside them (an offer's reached steps, a campaign's, a contact's and a UTM campaign's totals, a campaign's figures at the end of each day) made from those facts; each report called ${RUNS} times in a row from one client, in process (no HTTP), after 3 warm-up calls; random campaign, company, UTM campaign and, in the as_of rows, a random moment of the last 700 days. Machine: ${machine} (shared with other work while measured). Reproduce: \`npx tsx bench/src/reports/bench-reports.ts ${RUNS}${ONLY ? ` '${ONLY.join('|')}'` : ''}\`.`,
        '',
        '| report | calls | p50 | p99 |',
        '| --- | ---: | ---: | ---: |',
        ...rows,
        '',
      ].join('\n'),
    );
  } finally {
    await pool.end();
    await database.drop();
  }
}

await main();
