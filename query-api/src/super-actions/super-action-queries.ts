import { maskedOutboxData, MIN_HOURS_BETWEEN_REMINDERS, type PageMeta } from '@rm/domain';
import { NOTIFICATION_OUTBOX } from '@rm/platform';
import { sql, type DatabasePool, type FragmentSqlToken } from 'slonik';
import { pageMeta, pageOffset, PER_PAGE } from '../shared/paging';
import { tables } from '../shared/tables';

/** Which open offers a reminder run reaches; the same rule as the offer's decider (`reminderDue`). */
export interface ReminderSelection {
  campaignId?: string;
  maxReminders?: number;
  minHoursSinceLast: number;
  now: string;
}

const due = (selection: ReminderSelection): FragmentSqlToken => {
  const hours = Math.max(selection.minHoursSinceLast, MIN_HOURS_BETWEEN_REMINDERS);
  return sql.fragment`o.stage = 'new'
    ${selection.campaignId ? sql.fragment`and o.campaign_id = ${selection.campaignId}` : sql.fragment``}
    ${selection.maxReminders === undefined ? sql.fragment`` : sql.fragment`and o.reminders_count < ${selection.maxReminders}`}
    and coalesce(o.last_reminder_at, o.created_at) <= ${selection.now}::timestamptz - make_interval(hours => ${hours})`;
};

/** At most this many offers in one reminder run. */
const MAX_RUN = 5000;

/** The open offers a reminder run would remind, oldest first. */
export async function reminderTargetOffers(pool: DatabasePool, selection: ReminderSelection): Promise<string[]> {
  const result = await pool.query(sql.unsafe`
    select o.offer_id from ${tables.reminderOffers} o where ${due(selection)} order by o.created_at, o.offer_id limit ${MAX_RUN}`);
  return (result.rows as ReadonlyArray<{ offer_id: string }>).map((row) => row.offer_id);
}

/** The preview's three counts: open offers, those never reminded, those the filter leaves. */
export async function offerRemindersPreview(
  pool: DatabasePool,
  reminders: number,
  hours: number,
  now: string,
): Promise<{ open_offers: number; open_offers_without_reminders: number; open_offers_filtered: number }> {
  const result = await pool.query(sql.unsafe`
    select count(*) filter (where o.stage = 'new')::int as open_offers,
      count(*) filter (where o.stage = 'new' and o.reminders_count = 0)::int as open_offers_without_reminders,
      count(*) filter (where ${due({ maxReminders: reminders, minHoursSinceLast: hours, now })})::int as open_offers_filtered
    from ${tables.reminderOffers} o where o.stage = 'new'`);
  return result.rows[0] as { open_offers: number; open_offers_without_reminders: number; open_offers_filtered: number };
}

const outbox = sql.identifier([NOTIFICATION_OUTBOX.schema, NOTIFICATION_OUTBOX.table]);

interface OutboxRow {
  id: string;
  channel: string;
  template: string;
  recipient_type: string;
  recipient_id: string;
  data: Record<string, unknown>;
  created_at: string;
  sent_at: string | null;
}

/** The notification outbox, newest first (empty before anything was handed to the port), codes and links masked. */
export async function listOutbox(pool: DatabasePool, page: number) {
  const present = await pool.query(
    sql.unsafe`select to_regclass(${`${NOTIFICATION_OUTBOX.schema}.${NOTIFICATION_OUTBOX.table}`}) is not null as present`,
  );
  if (!(present.rows[0] as { present: boolean } | undefined)?.present) return { data: [], meta: pageMeta(page, 0) };
  const [rows, total] = await Promise.all([
    pool.query(sql.unsafe`
      select id, channel, template, recipient_type, recipient_id, data, created_at, sent_at from ${outbox}
      order by created_at desc, id limit ${PER_PAGE} offset ${pageOffset(page)}`),
    pool.query(sql.unsafe`select count(*)::int as total from ${outbox}`),
  ]);
  return {
    data: (rows.rows as readonly OutboxRow[]).map((row) => ({
      id: row.id,
      channel: row.channel,
      template: row.template,
      recipient: { type: row.recipient_type, id: row.recipient_id },
      data: maskedOutboxData(row.data),
      created_at: row.created_at,
      sent_at: row.sent_at,
    })),
    meta: pageMeta(page, (total.rows[0] as { total: number } | undefined)?.total ?? 0) satisfies PageMeta,
  };
}
