import { randomUUID } from 'node:crypto';
import { ERASED_TEXT, timelineChanged, type DomainEvent } from '@rm/domain';
import { sql } from 'slonik';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProjectionFixture, type ProjectionFixture } from '../testing/projection-fixture';
import { scriptProjection, type ProjectionScript } from '../testing/projection-script';
import { timelineProjection } from './timeline';

const [companyId, unlockId, contactId, author, entryId, taskId, statusId, doneId] = [
  randomUUID(),
  randomUUID(),
  randomUUID(),
  randomUUID(),
  randomUUID(),
  randomUUID(),
  randomUUID(),
  randomUUID(),
];
const ref = { companyId, model: 'unlocked-contact' as const, modelId: unlockId, contactId };

const call: DomainEvent = {
  type: 'TimelineEntryCreated',
  data: {
    entryId,
    ...ref,
    subjectId: contactId,
    authorId: author,
    entryType: 'call',
    text: 'Erstgespräch',
    title: null,
    outcome: 'connected',
    meetingDate: null,
    meetingTime: null,
    performedAt: '2026-11-20T09:30:00.000Z',
  },
};
const task: DomainEvent = {
  type: 'TaskCreated',
  data: {
    taskId,
    ...ref,
    subjectId: contactId,
    title: 'Zurückrufen',
    task: 'Nach 17 Uhr',
    statusId,
    dueAt: '2026-11-21',
    remindOnDueAt: true,
    assigneeId: author,
    createdBy: author,
  },
};

describe('timeline projection', () => {
  let fixture: ProjectionFixture;
  let script: ProjectionScript;

  beforeAll(async () => {
    fixture = await createProjectionFixture('timeline');
    script = await scriptProjection(fixture, timelineProjection, {
      at: '2026-11-20T10:00:00.000Z',
      actorId: author,
      actorRole: 'business',
    });
  });
  afterAll(() => fixture.close());

  it('keeps entries and tasks per subject, starred and deleted, and announces each subject once per batch', async () => {
    await script.write(`timeline-${entryId}`, call, { type: 'TimelineEntryStarred', data: { entryId, ...ref, starred: true } });
    await script.write(`task-${taskId}`, task, { type: 'TaskStatusChanged', data: { taskId, ...ref, statusId: doneId } });
    const result = await script.apply();
    expect(result.notices).toEqual([
      { subject: timelineChanged.subject, message: { companyId, model: 'unlocked-contact', modelId: unlockId, kind: 'entry' } },
      { subject: timelineChanged.subject, message: { companyId, model: 'unlocked-contact', modelId: unlockId, kind: 'task' } },
    ]);
    expect(await script.rows(sql.unsafe`select entry_type, text, outcome, starred, deleted_at from rm_timeline.entries`)).toEqual([
      { entry_type: 'call', text: 'Erstgespräch', outcome: 'connected', starred: true, deleted_at: null },
    ]);
    expect(await script.rows(sql.unsafe`select title, status_id from rm_timeline.tasks`)).toEqual([
      { title: 'Zurückrufen', status_id: doneId },
    ]);
  });

  it('turns a sent reminder into a notification row, and builds the same in batches of one', async () => {
    await script.write(`task-${taskId}`, { type: 'TaskReminderSent', data: { taskId, ...ref, assigneeId: author, dueAt: '2026-11-21' } });
    await script.write(`timeline-${entryId}`, { type: 'TimelineEntryDeleted', data: { entryId, ...ref } });
    await script.apply();
    expect(await script.rows(sql.unsafe`select user_id, kind, due_at from rm_timeline.notifications`)).toEqual([
      { user_id: author, kind: 'task_reminder', due_at: '2026-11-21' },
    ]);
    expect(await script.rows(sql.unsafe`select reminded_for from rm_timeline.tasks`)).toEqual([{ reminded_for: '2026-11-21' }]);
    expect(await script.rows(sql.unsafe`select count(*)::int as n from rm_timeline.entries where deleted_at is not null`)).toEqual([
      { n: 1 },
    ]);
    expect(await script.contentsInBatchesOf(1)).toEqual(await script.contents());
  });

  it('forgets an erased contact: the free text reads as erased', async () => {
    await fixture.pool.transaction((connection) =>
      (timelineProjection.forget ?? (() => Promise.resolve([])))([contactId], connection, { schema: 'rm_timeline' }),
    );
    expect(await script.rows(sql.unsafe`select text from rm_timeline.entries`)).toEqual([{ text: ERASED_TEXT }]);
    expect(await script.rows(sql.unsafe`select title, task from rm_timeline.tasks`)).toEqual([{ title: ERASED_TEXT, task: null }]);
  });
});
