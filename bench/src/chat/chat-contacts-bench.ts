/**
 * `npx tsx bench/src/chat/chat-contacts-bench.ts [contacts]`: the chat's contact list (GET /api/messages/contacts,
 * `chatContacts`) over 100,000 contacts (default), 5,000 of them with 20 messages each, as it reads now (one page of
 * the chat projection's conversation summaries) against how it read before (the latest message and the unread count
 * probed per contact), for an admin and for a company with 20,000 unlocked contacts. Checks that both give the same
 * answer, shows the plan of the new one, and times the projection's upkeep of the summaries per message. Prints a
 * Markdown section for bench/RESULTS.md.
 */
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { isDeepStrictEqual } from 'node:util';
import type { ChatContact, ChatViewer } from '@rm/domain';
import type { RecordedEvent } from '@rm/eventstore';
import { createDatabasePool, createTestDatabase } from '@rm/platform';
import { chatProjection, contactsProjection } from '@rm/projectors';
import { chatContacts } from '@rm/query-api';
import { sql, type DatabasePool, type FragmentSqlToken } from 'slonik';
import { ms, summarize, type LatencySummary } from '../lib/stats';

const contacts = Number(process.argv[2] ?? 100_000);
const COMPANY = '00000000-0000-4000-8000-000000000001';
const OTHER_COMPANIES = 19;

async function timed(runs: number, run: () => Promise<unknown>): Promise<LatencySummary> {
  for (let i = 0; i < Math.min(5, runs); i += 1) await run();
  const samples: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  return summarize(samples);
}

/** The list as it read before: every contact in scope, its latest visible message and its unread count probed one by one. */
async function previousChatContacts(pool: DatabasePool, viewer: ChatViewer): Promise<ChatContact[]> {
  const visible = viewer.admin ? sql.fragment`true` : sql.fragment`(m.company_id = ${viewer.companyId} or m.company_id is null)`;
  const unread = viewer.admin ? sql.fragment`m.company_id is null` : sql.fragment`m.company_id = ${viewer.companyId}`;
  const scope = viewer.admin
    ? sql.fragment`true`
    : sql.fragment`exists (select 1 from rm_chat.unlocks k where k.contact_id = c.contact_id and k.company_id = ${viewer.companyId})`;
  const rows = (await pool.any(sql.unsafe`
    select c.contact_id as id, c.full_name, c.phone, last.body as last_message, to_json(last.created_at)#>>'{}' as last_message_at,
      (select count(*) from rm_chat.messages m
        where m.contact_id = c.contact_id and m.direction = 'in' and m.read_at is null and ${unread})::int as unread_count
    from rm_contacts.contacts c
    join lateral (
      select m.body, m.created_at from rm_chat.messages m
      where m.contact_id = c.contact_id and ${visible}
      order by m.created_at desc, m.message_id desc limit 1
    ) last on true
    where ${scope}
    order by last.created_at desc, c.contact_id
    limit 200`)) as ChatContact[];
  return rows.map((row) => ({ ...row, last_message_at: row.last_message_at ? new Date(row.last_message_at).toISOString() : null }));
}

async function plan(pool: DatabasePool, query: FragmentSqlToken): Promise<string> {
  const result = await pool.query(sql.unsafe`explain (analyze, buffers, costs off, summary on) ${query}`);
  return (result.rows as unknown as Array<{ 'QUERY PLAN': string }>).map((row) => row['QUERY PLAN']).join('\n');
}

const database = await createTestDatabase('bench_chat_contacts');
const pool = await createDatabasePool(database.url);
try {
  await pool.transaction(async (connection) => {
    await connection.query(sql.unsafe`create schema rm_contacts`);
    await contactsProjection.createTables(connection, 'rm_contacts');
    await connection.query(sql.unsafe`create schema rm_chat`);
    await chatProjection.createTables(connection, 'rm_chat');
  });
  const filling = performance.now();
  await pool.query(sql.unsafe`
    insert into rm_contacts.contacts (contact_id, first_name, last_name, full_name, email, phone, profession, zip_code, city, lat, lng, created_at)
    select ('00000000-0000-4000-9000-' || lpad(n::text, 12, '0'))::uuid, 'Kim', 'Muster ' || n, 'Kim Muster ' || n, null,
      '+49 151 ' || n, 'driver', '20095', 'Hamburg', 53.5, 10.0, now() - (n || ' minutes')::interval
    from generate_series(1, ${contacts}) n`);
  // The company has the first 20,000 contacts unlocked; 19 others 1,000 each of the next 19,000.
  await pool.query(sql.unsafe`
    insert into rm_chat.unlocks (company_id, contact_id)
    select ${COMPANY}, contact_id from rm_contacts.contacts where right(contact_id::text, 12)::int <= 20000`);
  await pool.query(sql.unsafe`
    insert into rm_chat.unlocks (company_id, contact_id)
    select ('00000000-0000-4000-8000-' || lpad((2 + (n - 20001) / 1000)::text, 12, '0'))::uuid,
      ('00000000-0000-4000-9000-' || lpad(n::text, 12, '0'))::uuid
    from generate_series(20001, ${20000 + OTHER_COMPANIES * 1000}) n`);
  // Every 20th contact has 20 messages: half the back office's, half its company's (if one unlocked it); every fourth
  // one incoming, those of the last day unread.
  await pool.query(sql.unsafe`
    insert into rm_chat.messages (message_id, contact_id, company_id, direction, body, status, sender_id, created_at, read_at)
    select gen_random_uuid(), c.contact_id, case when i % 2 = 0 then null else k.company_id end,
      case when i % 4 = 3 then 'in' else 'out' end, 'Nachricht ' || i || ' an ' || c.full_name,
      case when i % 4 = 3 then 'received' else 'sent' end, null, t.at,
      case when i % 4 = 3 and t.at < now() - interval '1 day' then t.at end
    from rm_contacts.contacts c
    left join lateral (select company_id from rm_chat.unlocks u where u.contact_id = c.contact_id limit 1) k on true
    cross join generate_series(1, 20) i
    cross join lateral (select now() - (random() * 30 || ' days')::interval as at) t
    where right(c.contact_id::text, 12)::int % 20 = 0`);
  // The summaries as the projection keeps them (the same statements as its upkeep, for every conversation at once).
  await pool.query(sql.unsafe`
    insert into rm_chat.conversations (side, contact_id, last_message_id, last_body, last_at, unread_count)
    select 'admin', c.contact_id, l.message_id, l.body, l.created_at,
      (select count(*) from rm_chat.messages u where u.company_id is null and u.contact_id = c.contact_id and u.direction = 'in' and u.read_at is null)
    from (select distinct contact_id from rm_chat.messages) c
    join lateral (select message_id, body, created_at from rm_chat.messages m where m.contact_id = c.contact_id
      order by created_at desc, message_id desc limit 1) l on true`);
  await pool.query(sql.unsafe`
    insert into rm_chat.conversations (side, contact_id, last_message_id, last_body, last_at, unread_count)
    select k.company_id::text, k.contact_id, l.message_id, l.body, l.created_at,
      (select count(*) from rm_chat.messages u
        where u.company_id = k.company_id and u.contact_id = k.contact_id and u.direction = 'in' and u.read_at is null)
    from rm_chat.unlocks k
    join lateral (select message_id, body, created_at from rm_chat.messages m
      where m.contact_id = k.contact_id and (m.company_id = k.company_id or m.company_id is null)
      order by m.created_at desc, m.message_id desc limit 1) l on true`);
  await pool.transaction((connection) => chatProjection.createReaderIndexes?.(connection, 'rm_chat') ?? Promise.resolve());
  await pool.query(sql.unsafe`vacuum analyze rm_contacts.contacts, rm_chat.messages, rm_chat.unlocks, rm_chat.conversations`);
  const filled = Math.round((performance.now() - filling) / 1000);
  const [messages, conversations] = (await pool.oneFirst(
    sql.unsafe`select array[(select count(*) from rm_chat.messages), (select count(*) from rm_chat.conversations)]::int[]`,
  )) as number[];

  const admin: ChatViewer = { userId: randomUUID(), admin: true, companyId: null };
  const company: ChatViewer = { userId: randomUUID(), admin: false, companyId: COMPANY };
  const same = {
    admin: isDeepStrictEqual(await previousChatContacts(pool, admin), await chatContacts(pool, admin)),
    company: isDeepStrictEqual(await previousChatContacts(pool, company), await chatContacts(pool, company)),
  };
  const rows: Array<[string, LatencySummary]> = [
    ['before: the admin (every contact probed)', await timed(10, () => previousChatContacts(pool, admin))],
    ['now: the admin (one page of summaries)', await timed(300, () => chatContacts(pool, admin))],
    ['before: a company with 20,000 unlocked contacts', await timed(20, () => previousChatContacts(pool, company))],
    ['now: a company with 20,000 unlocked contacts', await timed(300, () => chatContacts(pool, company))],
  ];
  const adminPlan = await plan(
    pool,
    sql.fragment`select c.contact_id, c.full_name, c.phone, s.last_body, s.last_at, s.unread_count
      from rm_chat.conversations s join rm_contacts.contacts c on c.contact_id = s.contact_id
      where s.side = 'admin' order by s.last_at desc, s.contact_id limit 200`,
  );

  // The projection's upkeep: a company's message, a back-office message (its summary and those of the companies that
  // see it), an incoming answer, and the chat opened, each in the projection's own handler.
  const conversing = (await pool.anyFirst(sql.unsafe`
    select contact_id from rm_chat.conversations where side = ${COMPANY} order by random() limit 200`)) as string[];
  let position = 1_000_000n;
  const recorded = (type: string, data: Record<string, unknown>): RecordedEvent =>
    ({
      id: randomUUID(),
      type,
      data,
      metadata: { actorId: null, actorRole: null, correlationId: randomUUID(), causationId: null, occurredAt: new Date().toISOString() },
      streamId: `chat-${typeof data.messageId === 'string' ? data.messageId : randomUUID()}`,
      revision: 0,
      position: (position += 1n),
    }) as unknown as RecordedEvent;
  const batch = conversing.flatMap((contactId, i) => [
    recorded('ChatMessageSent', {
      messageId: randomUUID(),
      contactId,
      companyId: i % 2 === 0 ? COMPANY : null,
      senderId: randomUUID(),
      message: 'Hallo',
      phone: '+49 151 1',
    }),
    recorded('ChatMessageReceived', {
      messageId: randomUUID(),
      contactId,
      companyId: i % 2 === 0 ? COMPANY : null,
      message: 'Ja',
      phone: '+49 151 1',
      providerMessageId: randomUUID(),
    }),
    recorded('ChatContactOpened', { userId: randomUUID(), contactId, companyId: i % 2 === 0 ? COMPANY : null }),
  ]);
  const upkeepStarted = performance.now();
  await pool.transaction((connection) => chatProjection.handle(batch, connection, { schema: 'rm_chat' }));
  const perEvent = (performance.now() - upkeepStarted) / batch.length;

  const loadAverage = loadavg()[0]?.toFixed(1) ?? '?';
  console.log(
    [
      '## Chat: the contact list from conversation summaries',
      '',
      `\`npx tsx bench/src/chat/chat-contacts-bench.ts ${contacts}\` — ${new Date().toISOString()}: ${contacts.toLocaleString('en-US')} contacts, ${messages?.toLocaleString('en-US')} messages (20 each for every 20th contact), ${conversations?.toLocaleString('en-US')} conversation summaries (filled and vacuumed in ${filled} s); one company has 20,000 contacts unlocked (1,000 of them with messages). One request after the other through the slonik pool after 5 warm-up runs; loaded shared 2-core machine (load average ${loadAverage}).`,
      '',
      '| query | runs | p50 | p99 | max |',
      '| --- | ---: | ---: | ---: | ---: |',
      ...rows.map(([name, s]) => `| ${name} | ${s.count} | ${ms(s.p50)} | ${ms(s.p99)} | ${ms(s.max)} |`),
      '',
      `The same 200 rows in the same order before and after: admin ${same.admin ? 'yes' : 'NO'}, company ${same.company ? 'yes' : 'NO'}.`,
      `The projection's upkeep of the summaries: ${batch.length} events (a message out, an answer in, the chat opened; half of them the back office's) in one batch, ${perEvent.toFixed(2)} ms per event including the messages' own writes.`,
      '',
      "The admin's page now (EXPLAIN ANALYZE):",
      '',
      '```',
      adminPlan,
      '```',
    ].join('\n'),
  );
} finally {
  await pool.end();
  await database.drop();
}
