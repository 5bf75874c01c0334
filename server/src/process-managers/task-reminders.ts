import { handleCommand } from '@rm/command-api';
import { taskDecider, taskStreamId } from '@rm/domain';
import type { EventStore } from '@rm/eventstore';
import type { Logger } from '@rm/platform';
import { dueTaskReminders } from '@rm/query-api';
import { sql, type DatabasePool } from 'slonik';
import { periodic, type Periodic } from './periodic';

/** The time zone a due date is a day of (the product's market). */
export const REMINDER_TIME_ZONE = 'Europe/Berlin';

/** The day `now` is in Germany, YYYY-MM-DD: a task is due from the start of its due date there. */
export const dayIn = (now: Date, timeZone = REMINDER_TIME_ZONE): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);

export interface TaskReminderOptions {
  pool: DatabasePool;
  store: EventStore;
  logger?: Logger;
  /** How often to look for due reminders (default a minute). */
  checkMs?: number;
  now?: () => Date;
  /** At most this many reminders per look (the next look takes the rest). */
  batch?: number;
}

/** `tick()`: one look; sends the reminders due now and answers how many went out. */
export type TaskReminderScheduler = Periodic<number>;

/**
 * Sends each due task's reminder on its due date, once, whichever instance looks first, across
 * restarts: the work list is the timeline read model's tasks whose reminder is due and not yet sent,
 * claimed row by row with `FOR UPDATE SKIP LOCKED` (another instance looking at the same moment takes
 * other rows), and each reminder is the task's own event `TaskReminderSent`, decided on the task's stream
 * with its expected revision: a second send for the same due date decides nothing, even after a crash
 * between the append and the read model. The projection turns the event into a notification row (the
 * outbox the bell and e-mail read). Nothing is kept in memory, so a restart just looks again.
 */
export function startTaskReminders(options: TaskReminderOptions): TaskReminderScheduler {
  const now = options.now ?? (() => new Date());
  const batch = options.batch ?? 100;

  async function tick(): Promise<number> {
    const today = dayIn(now());
    return options.pool.transaction(async (transaction) => {
      const due = await transaction.query(sql.unsafe`${dueTaskReminders(today, batch)} for update skip locked`);
      let sent = 0;
      for (const { task_id: taskId } of due.rows as ReadonlyArray<{ task_id: string }>) {
        const result = await handleCommand({
          store: options.store,
          streamId: taskStreamId(taskId),
          decider: taskDecider,
          command: { type: 'SendTaskReminder', data: { taskId, today } },
          metadata: { actorId: null, actorRole: 'system' },
        });
        sent += result.events.length;
      }
      if (sent > 0) options.logger?.info({ sent, today }, 'task reminders sent');
      return sent;
    });
  }

  return periodic(tick, {
    firstMs: options.checkMs ?? 60_000,
    everyMs: options.checkMs ?? 60_000,
    onError: (error) => options.logger?.error({ err: error }, 'task reminders failed; tried again at the next look'),
  });
}
