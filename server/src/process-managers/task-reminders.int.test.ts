import { createReferenceItem } from '@rm/command-api';
import { taskStreamId } from '@rm/domain';
import { sql } from 'slonik';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestAppWithWorld, type TestApp, type World } from '../testing';
import { dayIn, startTaskReminders } from './task-reminders';

let t: TestApp;
let w: World;
let taskId: string;
let laterTaskId: string;
const now = new Date('2026-11-24T07:00:00Z');

beforeAll(async () => {
  ({ t, w } = await startTestAppWithWorld({}, { contacts: 2 }));
  await createReferenceItem(
    t.store,
    'task-statuses',
    { name: 'Offen', identifier: 'not_started', status_color: 'default' },
    {
      actorId: null,
      actorRole: 'system',
    },
  );
  await t.caughtUp();
  const create = async (dueAt: string) =>
    (await t.call('POST', `/api/tasks/company/${w.companyId}`, w.sessions.business, { title: `Fällig ${dueAt}`, due_at: dueAt })).json<{
      data: { id: string };
    }>().data.id;
  taskId = await create('2026-11-24');
  laterTaskId = await create('2026-11-25');
  await t.call('POST', `/api/tasks/company/${w.companyId}`, w.sessions.business, {
    title: 'Ohne',
    due_at: '2026-11-01',
    remind_on_due_at: false,
  });
  await t.caughtUp();
});
afterAll(() => t.close());

const reminders = async (id: string) => (await t.store.readStream(taskStreamId(id))).filter((e) => e.type === 'TaskReminderSent');

describe('the task reminder scheduler', () => {
  it('takes the due date as a day in Germany', () => {
    expect(dayIn(new Date('2026-11-24T23:30:00Z'))).toBe('2026-11-25');
  });

  it('reminds a due task once, even with two instances looking at the same moment, and writes the notification', async () => {
    const first = startTaskReminders({ pool: t.pool, store: t.store, now: () => now, checkMs: 3_600_000 });
    const second = startTaskReminders({ pool: t.pool, store: t.store, now: () => now, checkMs: 3_600_000 });
    // An hour before the due date begins in Germany (23:00 the evening before): nothing yet.
    const early = startTaskReminders({ pool: t.pool, store: t.store, now: () => new Date('2026-11-23T22:00:00Z'), checkMs: 3_600_000 });
    expect(await early.tick()).toBe(0);
    await early.stop();
    try {
      const sent = await Promise.all([first.tick(), second.tick()]);
      expect(sent[0] + sent[1]).toBe(1);
      expect(await reminders(taskId)).toHaveLength(1);
      // A look before the read model knows of the reminder (as after a crash between the append and the
      // projection) still lists the task, and the task's stream decides nothing a second time.
      expect(await second.tick()).toBe(0);
      expect(await reminders(taskId)).toHaveLength(1);
      expect(await reminders(laterTaskId)).toHaveLength(0);
      await t.caughtUp();
      const rows = await t.pool.query(sql.unsafe`select user_id, task_id, kind, due_at from rm_timeline.notifications`);
      expect(rows.rows).toEqual([{ user_id: w.users.business.id, task_id: taskId, kind: 'task_reminder', due_at: '2026-11-24' }]);
      expect(await first.tick()).toBe(0);
    } finally {
      await first.stop();
      await second.stop();
    }
  });

  it('after a restart sends nothing twice, and the next day the next task', async () => {
    const restarted = startTaskReminders({ pool: t.pool, store: t.store, now: () => now, checkMs: 3_600_000 });
    expect(await restarted.tick()).toBe(0);
    await restarted.stop();
    const tomorrow = startTaskReminders({ pool: t.pool, store: t.store, now: () => new Date('2026-11-25T06:00:00Z'), checkMs: 3_600_000 });
    expect(await tomorrow.tick()).toBe(1);
    await tomorrow.stop();
    expect(await reminders(laterTaskId)).toHaveLength(1);
    expect(await reminders(taskId)).toHaveLength(1);
  });

  it('reminds again when the task is moved to a new due date', async () => {
    await t.call('PUT', `/api/tasks/${taskId}`, w.sessions.business, { due_at: '2026-11-26' });
    await t.caughtUp();
    const later = startTaskReminders({ pool: t.pool, store: t.store, now: () => new Date('2026-11-26T06:00:00Z'), checkMs: 3_600_000 });
    expect(await later.tick()).toBe(1);
    await later.stop();
    expect((await reminders(taskId)).map((e) => (e.data as { dueAt: string }).dueAt)).toEqual(['2026-11-24', '2026-11-26']);
  });
});
