import { randomUUID } from 'node:crypto';
import { eventMetadata } from '@rm/command-api';
import { notificationJobsChanged, notificationStreamId, type NotificationChannel, type PushKind } from '@rm/domain';
import { WrongExpectedRevisionError, type EventStore } from '@rm/eventstore';
import {
  batchedOutboxNotifications,
  createNotificationOutbox,
  nameBasedId,
  type Bus,
  type Logger,
  type Notification,
  type NotificationPort,
} from '@rm/platform';
import { contactsTables, type Projection } from '@rm/projectors';
import { sql, type CommonQueryMethods, type DatabasePool } from 'slonik';
import { periodic, type Periodic } from './periodic';

/** Pushes appended at once within a batch. */
const PUSH_CONCURRENCY = 8;
const jobs = sql.identifier(['ops', 'notification_jobs']);
const recipients = sql.identifier(['ops', 'notification_job_recipients']);
const contacts = sql.identifier(contactsTables.contacts.split('.'));

/** Creates the job tables: a job's progress, and each recipient's state (pending until sent). */
export async function createNotificationJobTables(connection: CommonQueryMethods): Promise<void> {
  await createNotificationOutbox(connection);
  await connection.query(sql.unsafe`
    create table if not exists ${jobs} (
      job_id uuid primary key,
      channel text not null,
      kind text not null,
      total integer not null,
      sent integer not null default 0,
      status text not null default 'queued',
      requested_by uuid,
      created_at timestamptz not null,
      finished_at timestamptz
    )`);
  await connection.query(sql.unsafe`
    create table if not exists ${recipients} (
      job_id uuid not null,
      contact_id uuid not null,
      sent_at timestamptz,
      primary key (job_id, contact_id)
    )`);
  await connection.query(
    sql.unsafe`create index if not exists notification_job_recipients_pending on ${recipients} (job_id) where sent_at is null`,
  );
}

/** The id of one job's notification to one contact: the same on every attempt (a name-based uuid, version 5 layout). */
export const jobNotificationId = (jobId: string, contactId: string): string => nameBasedId(`${jobId}/${contactId}`);

/**
 * Turns each `NotificationJobRequested` into a job row and one pending row per recipient, in the runner's
 * transaction with its checkpoint: the job's state lives in PostgreSQL from then on (see `startNotificationJobs`).
 */
export function notificationJobIntake(): Projection {
  return {
    name: 'notification-jobs',
    schema: 'pm_notification_jobs',
    eventTypes: ['NotificationJobRequested'],
    createTables: (connection) => createNotificationJobTables(connection),
    async handle(batch, connection) {
      for (const event of batch) {
        if (event.type !== 'NotificationJobRequested') continue;
        const d = event.data;
        const inserted = await connection.query(sql.unsafe`
          insert into ${jobs} (job_id, channel, kind, total, requested_by, created_at)
          values (${d.jobId}, ${d.channel}, ${d.kind}, ${d.contactIds.length}, ${d.requestedBy}, ${event.metadata.occurredAt})
          on conflict (job_id) do nothing returning job_id`);
        if (inserted.rowCount === 0) continue;
        await connection.query(sql.unsafe`
          insert into ${recipients} (job_id, contact_id)
          select ${d.jobId}, contact_id from unnest(${sql.array(d.contactIds, 'uuid')}::uuid[]) as contact_id
          on conflict do nothing`);
      }
      return [];
    },
  };
}

export interface NotificationJobOptions {
  pool: DatabasePool;
  store: EventStore;
  /** Where mails and SMS go (default the outbox, whose senders deliver them). Called with the pool (autocommit). */
  port?: NotificationPort;
  bus?: Bus;
  logger?: Logger;
  /** Recipients per transaction (default 500). */
  batch?: number;
  /** How often to look for work when idle (default 2 s). */
  checkMs?: number;
  /** Called after each batch (tests stop a worker mid-job here). */
  afterBatch?: (sent: number) => Promise<void> | void;
}

interface Claimed {
  job_id: string;
  contact_id: string;
  channel: NotificationChannel;
  kind: PushKind;
  user_id: string | null;
}

/**
 * Works through the sending jobs, a batch of recipients per transaction: the batch's rows are locked
 * (`FOR UPDATE SKIP LOCKED`, so instances share the work), each recipient is delivered, the rows are marked
 * sent and the job's count moves on, then commit. A crash or restart leaves the batch pending and the next
 * look delivers it again, which sends nobody anything twice: a push is the event of a stream of its own
 * (`notification-<job/contact id>`, decided once), an outbox row is keyed by the same id, and the SMTP
 * adapter records each mail before handing it over. `tick()` works until no job has pending recipients
 * and answers how many went out.
 */
export function startNotificationJobs(options: NotificationJobOptions): Periodic<number> {
  const port = options.port ?? batchedOutboxNotifications;
  const batchSize = options.batch ?? 500;

  async function deliver(rows: readonly Claimed[]): Promise<void> {
    const now = new Date().toISOString();
    const pushes = rows.filter((row) => row.channel === 'push');
    const metadata = eventMetadata({ actorId: null, actorRole: 'system', occurredAt: now });
    // Each push is the first and only event of its stream: appended expecting no stream, so an earlier
    // attempt (a crash before the batch's commit) or another instance makes the append fail instead of
    // pushing twice. A few at a time: each append waits on its own round trip.
    const pushOne = async (row: Claimed): Promise<void> => {
      const notificationId = jobNotificationId(row.job_id, row.contact_id);
      const data = { notificationId, jobId: row.job_id, kind: row.kind, contactId: row.contact_id, userId: row.user_id };
      try {
        await options.store.append(
          notificationStreamId(notificationId),
          [{ id: randomUUID(), type: 'NotificationPushed', data, metadata }],
          'no_stream',
        );
      } catch (error) {
        if (!(error instanceof WrongExpectedRevisionError)) throw error;
      }
    };
    for (let start = 0; start < pushes.length; start += PUSH_CONCURRENCY)
      await Promise.all(pushes.slice(start, start + PUSH_CONCURRENCY).map(pushOne));
    const messages: Notification[] = rows
      .filter((row) => row.channel !== 'push')
      .map((row) => ({
        id: jobNotificationId(row.job_id, row.contact_id),
        channel: row.channel === 'mail' ? 'mail' : 'sms',
        template: row.kind,
        recipient: { type: 'contact', id: row.contact_id },
        data: { jobId: row.job_id },
        createdAt: now,
      }));
    if (messages.length > 0) await port.send(messages, options.pool);
  }

  async function oneBatch(): Promise<{ sent: number; jobIds: string[] }> {
    return options.pool.transaction(async (transaction) => {
      const claimed = await transaction.query(sql.unsafe`
        select r.job_id, r.contact_id, j.channel, j.kind, c.user_id
        from ${recipients} r
        join ${jobs} j on j.job_id = r.job_id
        left join ${contacts} c on c.contact_id = r.contact_id
        where r.sent_at is null
        order by j.created_at, r.job_id, r.contact_id
        limit ${batchSize}
        for update of r skip locked`);
      const rows = claimed.rows as readonly Claimed[];
      if (rows.length === 0) return { sent: 0, jobIds: [] };
      await deliver(rows);
      const jobIds = [...new Set(rows.map((row) => row.job_id))];
      await transaction.query(sql.unsafe`
        update ${recipients} r set sent_at = now()
        from unnest(${sql.array(
          rows.map((row) => row.job_id),
          'uuid',
        )}::uuid[], ${sql.array(
          rows.map((row) => row.contact_id),
          'uuid',
        )}::uuid[])
          as done(job_id, contact_id)
        where r.job_id = done.job_id and r.contact_id = done.contact_id`);
      await transaction.query(sql.unsafe`
        update ${jobs} j set sent = counted.sent,
          status = case when counted.sent >= j.total then 'done' else 'running' end,
          finished_at = case when counted.sent >= j.total then now() else null end
        from (select job_id, count(*) filter (where sent_at is not null)::int as sent from ${recipients}
              where job_id = any(${sql.array(jobIds, 'uuid')}) group by job_id) counted
        where j.job_id = counted.job_id`);
      return { sent: rows.length, jobIds };
    });
  }

  async function tick(): Promise<number> {
    let total = 0;
    for (;;) {
      const { sent, jobIds } = await oneBatch();
      if (sent === 0) break;
      total += sent;
      for (const jobId of jobIds) options.bus?.publish(notificationJobsChanged.subject, { jobId });
      await options.afterBatch?.(sent);
    }
    if (total > 0) options.logger?.info({ sent: total }, 'notification job recipients sent');
    return total;
  }

  return periodic(tick, {
    firstMs: options.checkMs ?? 2000,
    everyMs: options.checkMs ?? 2000,
    onError: (error) => options.logger?.error({ err: error }, 'notification jobs failed; tried again at the next look'),
  });
}
