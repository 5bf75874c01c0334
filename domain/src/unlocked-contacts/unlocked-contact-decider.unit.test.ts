import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../shared/decider-spec';
import { taskDecider, taskReminderDue } from '../tasks/task-decider';
import type { TaskEvent } from '../tasks/task-events';
import { unlockDecider } from '../unlocks/unlock-decider';
import type { UnlockEvent } from '../unlocks/unlock-events';
import { checklistOf } from './unlocked-contact-schemas';

const unlockId = '00000000-0000-4000-8000-000000000a31';
const contactId = '00000000-0000-4000-8000-000000000a32';
const companyId = '00000000-0000-4000-8000-000000000a33';
const reason = '00000000-0000-4000-8000-000000000a34';
const ownerId = '00000000-0000-4000-8000-000000000a35';
const ref = { unlockId, contactId, companyId };
const unlocked: UnlockEvent = {
  type: 'ContactUnlocked',
  data: { ...ref, employerId: null, campaignId: null, offerId: null, price: 2500 },
};
const spec = deciderSpec(unlockDecider);
const status = (statusId: number, customStatusId: string | null = null) =>
  ({ type: 'ChangeUnlockedContactStatus', data: { unlockId, statusId, customStatusId, firstWorkDayAt: null } }) as const;

describe("the company's work with an unlocked contact", () => {
  it('sets a status, and the same one again changes nothing', () => {
    const changed: UnlockEvent = {
      type: 'UnlockedContactStatusChanged',
      data: { ...ref, statusId: 3, customStatusId: null, firstWorkDayAt: null },
    };
    spec.given([unlocked]).when(status(3)).then([changed]);
    spec.given([unlocked, changed]).when(status(3)).then([]);
  });

  it('needs the unqualified reasons before the status 5', () => {
    spec
      .given([unlocked])
      .when(status(5))
      .thenThrows('invalid', { field: 'status_id', message: 'Choose the reasons why the contact is unqualified first.' });
    const reasons: UnlockEvent = { type: 'UnlockedContactUnqualifiedReasonsSet', data: { ...ref, reasonIds: [reason] } };
    spec
      .given([unlocked])
      .when({ type: 'SetUnqualifiedReasons', data: { unlockId, reasonIds: [reason, reason] } })
      .then([reasons]);
    spec
      .given([unlocked, reasons])
      .when(status(5))
      .then([{ type: 'UnlockedContactStatusChanged', data: { ...ref, statusId: 5, customStatusId: null, firstWorkDayAt: null } }]);
  });

  it('changes the owner only when the §6 rule allows it', () => {
    spec
      .given([unlocked])
      .when({ type: 'ChangeUnlockedContactOwner', data: { unlockId, ownerId, allowed: false } })
      .thenThrows('forbidden', { message: 'You may not change the owner of this contact.' });
    spec
      .given([unlocked])
      .when({ type: 'ChangeUnlockedContactOwner', data: { unlockId, ownerId, allowed: true } })
      .then([{ type: 'UnlockedContactOwnerChanged', data: { ...ref, ownerId } }]);
  });

  it('counts the open to-dos of the checklist', () => {
    expect(checklistOf({ owner_id: null, last_contacted_at: null, status_id: 1 }).open_count).toBe(3);
    expect(checklistOf({ owner_id: ownerId, last_contacted_at: '2026-11-20T09:00:00Z', status_id: 2 })).toEqual({
      owner_chosen: true,
      contacted: true,
      status_updated: true,
      open_count: 0,
    });
  });
});

describe('task reminders', () => {
  const taskId = '00000000-0000-4000-8000-000000000a41';
  const created: TaskEvent = {
    type: 'TaskCreated',
    data: {
      taskId,
      companyId,
      model: 'company',
      modelId: companyId,
      contactId: null,
      subjectId: ownerId,
      title: 'Anrufen',
      task: null,
      statusId: reason,
      dueAt: '2026-11-24',
      remindOnDueAt: true,
      assigneeId: ownerId,
      createdBy: ownerId,
    },
  };
  const tasks = deciderSpec(taskDecider);
  const remind = (today: string) => ({ type: 'SendTaskReminder', data: { taskId, today } }) as const;
  const sent: TaskEvent = {
    type: 'TaskReminderSent',
    data: { taskId, companyId, model: 'company', modelId: companyId, contactId: null, assigneeId: ownerId, dueAt: '2026-11-24' },
  };

  it('reminds on the due date, once', () => {
    tasks.given([created]).when(remind('2026-11-23')).then([]);
    tasks.given([created]).when(remind('2026-11-24')).then([sent]);
    tasks.given([created, sent]).when(remind('2026-11-25')).then([]);
    expect(taskReminderDue({ status: 'none' }, '2026-11-24')).toBe(false);
  });

  it('refuses another company', () => {
    tasks
      .given([created])
      .when({ type: 'DeleteTask', data: { taskId, companyId: ownerId } })
      .thenThrows('forbidden', { message: "You don't have access to do this." });
  });
});
