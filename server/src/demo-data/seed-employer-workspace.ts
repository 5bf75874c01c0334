import { randomUUID } from 'node:crypto';
import { handleCommand, loadUnlock, recordUnlock, type CommandMetadata } from '@rm/command-api';
import {
  taskDecider,
  taskStreamId,
  timelineDecider,
  timelineStreamId,
  unlockDecider,
  unlockStreamId,
  type ReferenceKind,
  type TimelineEntryCreated,
  type UnlockCommand,
} from '@rm/domain';
import type { EventStore } from '@rm/eventstore';
import type { DemoPlan } from './demo-plan';

type Content = Omit<
  TimelineEntryCreated['data'],
  'entryId' | 'companyId' | 'model' | 'modelId' | 'contactId' | 'subjectId' | 'authorId' | 'performedAt'
>;

const entry = (entryType: Content['entryType'], text: string, extra: Partial<Content> = {}): Content => ({
  entryType,
  text,
  title: null,
  outcome: null,
  meetingDate: null,
  meetingTime: null,
  ...extra,
});

/** What the company did with each of its contacts, by position (every status, every kind of entry). */
const SCRIPTS: Array<{ status: 'initial' | 2 | 'custom3' | 4 | 5 | 'custom4'; owner: 'owner' | 'employer' | null; entries: Content[] }> = [
  { status: 'initial', owner: null, entries: [] },
  { status: 2, owner: 'employer', entries: [entry('call', 'Kurz vorgestellt, Rückruf am Abend vereinbart.', { outcome: 'no_answer' })] },
  {
    status: 'custom3',
    owner: 'owner',
    entries: [
      entry('call', 'Erstgespräch: sehr motiviert, Führerschein C/CE vorhanden.', { outcome: 'connected' }),
      entry('email', 'Guten Tag, wir laden Sie herzlich zum Vorstellungsgespräch ein …', { title: 'Einladung zum Vorstellungsgespräch' }),
      entry('meeting', 'Vorstellungsgespräch im Büro', { meetingDate: '2026-12-02', meetingTime: '10:00', outcome: 'connected' }),
    ],
  },
  {
    status: 4,
    owner: 'owner',
    entries: [
      entry('call', 'Zusage zum Angebot erhalten.', { outcome: 'connected' }),
      entry('note', 'Arbeitsvertrag per Post verschickt.'),
      entry('sms', 'Willkommen im Team! Start am Montag um 7 Uhr.'),
    ],
  },
  {
    status: 5,
    owner: 'employer',
    entries: [
      entry('call', 'Nicht erreicht.', { outcome: 'busy' }),
      entry('sms', 'Bitte rufen Sie uns zurück.', { outcome: 'no_answer' }),
      entry('note', 'Kein gültiger Führerschein, passt leider nicht.'),
    ],
  },
  { status: 'custom4', owner: 'employer', entries: [entry('email', 'Anbei Ihr unterschriebener Vertrag.', { title: 'Ihr Vertrag' })] },
  { status: 'initial', owner: 'owner', entries: [entry('note', 'Lebenslauf angefordert.')] },
];

const TASKS = [
  { title: 'Rückruf vereinbaren', task: 'Am besten nach 17 Uhr anrufen.', status: 'not_started', dueDays: 1 },
  { title: 'Unterlagen anfordern', task: 'Führerschein und Fahrerkarte als Kopie.', status: 'in_progress', dueDays: 0 },
  { title: 'Probearbeit planen', task: null, status: 'waiting', dueDays: 3 },
  { title: 'Vertrag vorbereiten', task: 'Mit der Personalabteilung abstimmen.', status: 'done', dueDays: -2 },
];

const day = (now: Date, days: number): string => new Date(now.getTime() + days * 24 * 3600 * 1000).toISOString().slice(0, 10);

/**
 * The employer workspace of the first demo company (owner@demo.test and employer@demo.test): its
 * unlocked contacts in every status with owners and reasons, timeline entries of every type on them and
 * on the company, and tasks in several states. Deterministic content; the last days before `now`.
 */
export async function seedEmployerWorkspace(
  store: EventStore,
  plan: DemoPlan,
  referenceIds: ReadonlyMap<ReferenceKind, string[]>,
  now: Date,
): Promise<void> {
  const company = plan.companies[0];
  const owner = plan.users.find((u) => u.email === 'owner@demo.test');
  const employer = plan.users.find((u) => u.email === 'employer@demo.test');
  if (!company || !owner || !employer) return;
  const companyId = company.companyId;
  let tick = 0;
  const as = (userId: string): CommandMetadata => {
    tick += 1;
    return { actorId: userId, actorRole: 'business', occurredAt: new Date(now.getTime() - (400 - tick) * 60_000).toISOString() };
  };

  // The company's unlocks through its campaigns, and three on request.
  const contactIds = new Set(
    plan.offers.filter((o) => o.campaign.companyId === companyId && o.path.includes('unlocked')).map((o) => o.contact.contactId),
  );
  const others = plan.contacts.filter((c) => !contactIds.has(c.contactId)).slice(0, 3);
  for (const contact of others) {
    await recordUnlock(
      store,
      { contactId: contact.contactId, companyId, employerId: null, campaignId: null, offerId: null, price: 4500 },
      {
        actorId: plan.users.find((u) => u.email === 'admin@demo.test')?.userId ?? null,
        actorRole: 'admin',
        occurredAt: new Date(now.getTime() - 2 * 24 * 3600 * 1000).toISOString(),
      },
    );
    contactIds.add(contact.contactId);
  }

  const customStatuses = referenceIds.get('contact-statuses') ?? [];
  const reasons = referenceIds.get('unqualified-status-reasons') ?? [];
  const taskStatuses = referenceIds.get('task-statuses') ?? [];
  const taskStatusIds: Record<string, string | undefined> = {
    not_started: taskStatuses[0],
    in_progress: taskStatuses[1],
    waiting: taskStatuses[2],
    done: taskStatuses[4],
  };

  let index = 0;
  for (const contactId of [...contactIds].sort()) {
    const unlock = await loadUnlock(store, companyId, contactId);
    if (unlock.status === 'none' || unlock.status === 'deleted') continue;
    const script = SCRIPTS[index % SCRIPTS.length];
    index += 1;
    if (!script) continue;
    const actorId = script.owner === 'employer' ? employer.userId : owner.userId;
    const run = (command: UnlockCommand) =>
      handleCommand({ store, streamId: unlockStreamId(companyId, contactId), decider: unlockDecider, command, metadata: as(actorId) });
    const unlockId = unlock.unlockId;
    if (script.owner) await run({ type: 'ChangeUnlockedContactOwner', data: { unlockId, ownerId: actorId, allowed: true } });
    for (const content of script.entries) {
      const entryId = randomUUID();
      const metadata = as(actorId);
      await handleCommand({
        store,
        streamId: timelineStreamId(entryId),
        decider: timelineDecider,
        command: {
          type: 'CreateTimelineEntry',
          data: {
            entryId,
            companyId,
            model: 'unlocked-contact',
            modelId: unlockId,
            contactId,
            subjectId: contactId,
            authorId: actorId,
            performedAt: metadata.occurredAt ?? now.toISOString(),
            ...content,
          },
        },
        metadata,
      });
    }
    const status = (statusId: number, customStatusId: string | null = null, firstWorkDayAt: string | null = null) =>
      run({ type: 'ChangeUnlockedContactStatus', data: { unlockId, statusId, customStatusId, firstWorkDayAt } });
    if (script.status === 2) await status(2);
    else if (script.status === 'custom3') await status(3, customStatuses[0] ?? null);
    else if (script.status === 4) await status(4, null, day(now, 14));
    else if (script.status === 'custom4') await status(4, customStatuses[2] ?? null, day(now, 30));
    else if (script.status === 5) {
      await run({ type: 'SetUnqualifiedReasons', data: { unlockId, reasonIds: reasons.slice(0, 2) } });
      await status(5);
    }
    if (index <= TASKS.length) {
      const plan = TASKS[index - 1];
      const statusId = plan ? taskStatusIds[plan.status] : undefined;
      if (plan && statusId) {
        const taskId = randomUUID();
        await handleCommand({
          store,
          streamId: taskStreamId(taskId),
          decider: taskDecider,
          command: {
            type: 'CreateTask',
            data: {
              taskId,
              companyId,
              model: 'unlocked-contact',
              modelId: unlockId,
              contactId,
              subjectId: contactId,
              title: plan.title,
              task: plan.task,
              statusId,
              dueAt: day(now, plan.dueDays),
              remindOnDueAt: true,
              assigneeId: actorId,
              createdBy: actorId,
            },
          },
          metadata: as(actorId),
        });
      }
    }
  }

  // The company's own timeline and a task on it.
  const note = randomUUID();
  const noteMeta = as(owner.userId);
  await handleCommand({
    store,
    streamId: timelineStreamId(note),
    decider: timelineDecider,
    command: {
      type: 'CreateTimelineEntry',
      data: {
        entryId: note,
        companyId,
        model: 'company',
        modelId: companyId,
        contactId: null,
        subjectId: owner.userId,
        authorId: owner.userId,
        performedAt: noteMeta.occurredAt ?? now.toISOString(),
        ...entry('note', 'Quartalsziel: acht Einstellungen im Fahrdienst.'),
      },
    },
    metadata: noteMeta,
  });
  const notStarted = taskStatusIds.not_started;
  if (notStarted) {
    const taskId = randomUUID();
    await handleCommand({
      store,
      streamId: taskStreamId(taskId),
      decider: taskDecider,
      command: {
        type: 'CreateTask',
        data: {
          taskId,
          companyId,
          model: 'company',
          modelId: companyId,
          contactId: null,
          subjectId: owner.userId,
          title: 'Neue Kampagne für Pflegekräfte besprechen',
          task: null,
          statusId: notStarted,
          dueAt: day(now, 7),
          remindOnDueAt: true,
          assigneeId: employer.userId,
          createdBy: owner.userId,
        },
      },
      metadata: as(owner.userId),
    });
  }
}
