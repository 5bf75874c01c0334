import { randomUUID } from 'node:crypto';
import { registerUser } from '@rm/command-api';
import { createPostgresEventStore } from '@rm/eventstore';
import { createDatabasePool } from '@rm/platform';
import pg from 'pg';

export interface BenchAdmin {
  email: string;
  password: string;
}

/** An admin who can sign in, registered through the command path like any user. */
export async function registerBenchAdmin(url: string): Promise<BenchAdmin> {
  const pool = await createDatabasePool(url, { maximumPoolSize: 2 });
  const store = createPostgresEventStore({ pool, connectionString: url });
  const admin = { email: `bench-admin-${randomUUID().slice(0, 8)}@example.test`, password: randomUUID() };
  try {
    await registerUser(
      store,
      { email: admin.email, firstName: 'Bench', lastName: 'Admin', password: admin.password, roles: ['admin'], companyId: null },
      { actorId: null, actorRole: 'system' },
    );
  } finally {
    await store.close();
    await pool.end();
  }
  return admin;
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Tops the offer board up to `target` offers with rows shaped like the history's (its companies,
 * campaigns and contacts, a spread of stages and dates), then recounts the stage totals. Only the
 * read model is filled: a history with a million offers would take three million events.
 */
export async function fillOfferBoard(url: string, target: number): Promise<{ offers: number; added: number; seconds: number }> {
  const started = performance.now();
  return withClient(url, async (client) => {
    const existing = Number((await client.query<{ n: string }>('select count(*) as n from rm_offer_board.offers')).rows[0]?.n ?? 0);
    const add = Math.max(0, target - existing);
    if (add > 0) {
      // Names are denormalised onto the offer row in newer schemas; fill them where the columns exist.
      const columns = new Set(
        (
          await client.query<{ name: string }>(
            `select column_name as name from information_schema.columns where table_schema = 'rm_offer_board' and table_name = 'offers'`,
          )
        ).rows.map((r) => r.name),
      );
      const names = (['contact_name', 'campaign_name', 'company_name'] as const).filter((column) => columns.has(column));
      const nameValues: Record<(typeof names)[number], string> = {
        contact_name: 'people.names[d.ci]',
        campaign_name: 'pairs.campaign_names[d.i]',
        company_name: 'pairs.company_names[d.i]',
      };
      await client.query(
        `with pairs as (
           select array_agg(p.campaign_id order by p.campaign_id) as campaigns, array_agg(p.company_id order by p.campaign_id) as companies,
                  array_agg(coalesce(cp.name, '') order by p.campaign_id) as campaign_names, array_agg(coalesce(co.name, '') order by p.campaign_id) as company_names
           from (select distinct campaign_id, company_id from rm_offer_board.offers) p
           left join rm_offer_board.campaigns cp on cp.campaign_id = p.campaign_id
           left join rm_offer_board.companies co on co.company_id = p.company_id),
         people as (select array_agg(contact_id) as contacts, array_agg(full_name) as names from (select contact_id, full_name from rm_offer_board.contacts limit 200000) c),
         draws as (select random() as r1, random() as r2, random() as r3, random() as r4 from generate_series(1, $1::int))
         insert into rm_offer_board.offers (offer_id, stage, contact_id, campaign_id, company_id, audience_id, employer_id, price, created_at, stage_changed_at, hired_at, unlock_id${names.map((n) => `, ${n}`).join('')})
         select gen_random_uuid(), d.stage, people.contacts[d.ci], pairs.campaigns[d.i], pairs.companies[d.i], null, null, 2500, d.created, d.created,
                case when d.stage = 'hired' then d.created end, null${names.map((n) => `, ${nameValues[n]}`).join('')}
         from (select 1 + floor(r1 * (select cardinality(campaigns) from pairs))::int as i,
                      1 + floor(r3 * (select cardinality(contacts) from people))::int as ci,
                      case when r2 < 0.30 then 'new' when r2 < 0.50 then 'in_process' when r2 < 0.60 then 'unlocked'
                           when r2 < 0.70 then 'in_company_process' when r2 < 0.75 then 'gets_hired' when r2 < 0.82 then 'hired'
                           else 'unqualified' end as stage,
                      timestamptz '2024-01-01' + r4 * interval '730 days' as created
               from draws) d, pairs, people`,
        [add],
      );
      await client.query('begin');
      await client.query('delete from rm_offer_board.stage_counts');
      await client.query(
        `insert into rm_offer_board.stage_counts (company_id, campaign_id, stage, count)
         select company_id, campaign_id, stage, count(*) from rm_offer_board.offers group by 1, 2, 3`,
      );
      await client.query('commit');
      await client.query('vacuum analyze rm_offer_board.offers');
      await client.query('analyze rm_offer_board.stage_counts');
    }
    return { offers: existing + add, added: add, seconds: (performance.now() - started) / 1000 };
  });
}

export interface QueryKeys {
  companies: string[];
  campaigns: string[];
  accountManagers: string[];
}

/** Ids to filter by: the board's companies, campaigns and account managers. */
export function queryKeys(url: string): Promise<QueryKeys> {
  return withClient(url, async (client) => {
    const column = async (sql: string): Promise<string[]> => (await client.query<{ id: string }>(sql)).rows.map((r) => r.id);
    return {
      companies: await column('select company_id::text as id from rm_offer_board.companies'),
      campaigns: await column('select campaign_id::text as id from rm_offer_board.campaigns'),
      accountManagers: await column(
        'select distinct account_manager_id::text as id from rm_offer_board.companies where account_manager_id is not null',
      ),
    };
  });
}

/** The board's current stage of some offers. */
export function offerStages(url: string, offerIds: readonly string[]): Promise<Map<string, string>> {
  return withClient(url, async (client) => {
    const result = await client.query<{ id: string; stage: string }>(
      'select offer_id::text as id, stage from rm_offer_board.offers where offer_id = any($1::uuid[])',
      [offerIds],
    );
    return new Map(result.rows.map((r) => [r.id, r.stage]));
  });
}
