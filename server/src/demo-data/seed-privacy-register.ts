import { randomUUID } from 'node:crypto';
import { handleCommand, type CommandMetadata } from '@rm/command-api';
import {
  breachDecider,
  breachStreamId,
  dataSubjectRequestDecider,
  dataSubjectRequestStreamId,
  type BreachFields,
  type DataSubjectRequestFields,
  type Decider,
  type DomainEvent,
} from '@rm/domain';
import type { EventStore } from '@rm/eventstore';
import { nameBasedId } from '@rm/platform';
import type { DemoPlan } from './demo-plan';

/** A demo entry's id, the same on every seed of the same plan. */
const demoId = (key: string): string => nameBasedId(`demo-privacy-register:${key}`);

const DAY = 24 * 3600 * 1000;

/** A change to a seeded entry: the fields it sets, at the instant it is made. */
type Change<Fields> = { at: string; fields: Partial<Fields> };

/**
 * The data-protection register through the command path: two breaches (one told to the authority the day
 * after, one assessed without risk) and three data-subject requests (one open, one extended, one done),
 * none overdue. Texts name no person; a request is known by its file reference.
 */
export async function seedPrivacyRegister(store: EventStore, plan: DemoPlan, now: Date): Promise<void> {
  const admin = plan.users.find((u) => u.email === 'admin@demo.test');
  const daysAgo = (days: number, hour = 10): string => {
    const at = new Date(now.getTime() - days * DAY);
    at.setUTCHours(hour, 0, 0, 0);
    return at.toISOString();
  };
  const asAdmin = (occurredAt: string): CommandMetadata => ({
    actorId: admin?.userId ?? null,
    actorRole: 'admin',
    occurredAt,
    correlationId: randomUUID(),
  });

  /** Records an entry on its new stream at `recordedAt`, then applies each change on top of the fields so far, at its own instant. */
  const recordThenChange = async <State, Command, Event extends DomainEvent, Fields>(entry: {
    streamId: string;
    decider: Decider<State, Command, Event>;
    fields: Fields;
    recordedAt: string;
    changes: ReadonlyArray<Change<Fields>>;
    record: (fields: Fields) => Command;
    change: (fields: Fields) => Command;
  }): Promise<void> => {
    const { streamId, decider } = entry;
    await handleCommand({
      store,
      streamId,
      decider,
      command: entry.record(entry.fields),
      metadata: asAdmin(entry.recordedAt),
      expectNewStream: true,
    });
    let current = entry.fields;
    for (const change of entry.changes) {
      current = { ...current, ...change.fields };
      await handleCommand({ store, streamId, decider, command: entry.change(current), metadata: asAdmin(change.at) });
    }
  };
  const breach = (key: string, fields: BreachFields, changes: ReadonlyArray<Change<BreachFields>> = []) => {
    const breachId = demoId(`breach:${key}`);
    return recordThenChange({
      streamId: breachStreamId(breachId),
      decider: breachDecider,
      fields,
      recordedAt: fields.detectedAt,
      changes,
      record: (recorded) => ({ type: 'RecordBreach', data: { breachId, fields: recorded } }),
      change: (changed) => ({ type: 'ChangeBreach', data: { breachId, fields: changed } }),
    });
  };
  const request = (key: string, fields: DataSubjectRequestFields, changes: ReadonlyArray<Change<DataSubjectRequestFields>> = []) => {
    const requestId = demoId(`request:${key}`);
    return recordThenChange({
      streamId: dataSubjectRequestStreamId(requestId),
      decider: dataSubjectRequestDecider,
      fields,
      recordedAt: fields.receivedAt,
      changes,
      record: (recorded) => ({ type: 'RecordDataSubjectRequest', data: { requestId, fields: recorded } }),
      change: (changed) => ({ type: 'ChangeDataSubjectRequest', data: { requestId, fields: changed } }),
    });
  };

  const wrongRecipient = daysAgo(20, 8);
  await breach(
    'wrong-recipient',
    {
      detectedAt: wrongRecipient,
      description:
        'Eine Liste von Bewerbungen wurde per E-Mail an einen falschen Empfänger (Partnerunternehmen) gesendet; der Empfänger hat die Löschung schriftlich bestätigt.',
      dataCategories: 'Kontaktdaten, Berufsangaben, Verfügbarkeit',
      personsAffected: 14,
      risk: 'risk',
      authorityNotifiedAt: null,
      personsNotifiedAt: null,
    },
    [{ at: daysAgo(19, 9), fields: { authorityNotifiedAt: daysAgo(19, 9) } }],
  );
  await breach('misplaced-phone', {
    detectedAt: daysAgo(6, 15),
    description:
      'Ein Dienst-Smartphone des Vertriebs war zwei Stunden verlegt und wurde im Büro wiedergefunden; das Gerät ist verschlüsselt und per PIN gesperrt, ein Zugriff ist ausgeschlossen.',
    dataCategories: 'Kontaktdaten',
    personsAffected: 40,
    risk: 'none',
    authorityNotifiedAt: null,
    personsNotifiedAt: null,
  });

  await request('open-access', {
    kind: 'access',
    receivedAt: daysAgo(5, 11),
    reference: 'DSA-2026-014',
    contactId: null,
    extended: false,
    doneAt: null,
  });
  await request(
    'extended-portability',
    {
      kind: 'portability',
      receivedAt: daysAgo(40, 9),
      reference: 'DSA-2026-011',
      contactId: null,
      extended: false,
      doneAt: null,
    },
    [{ at: daysAgo(20, 14), fields: { extended: true } }],
  );
  await request(
    'done-rectification',
    {
      kind: 'rectification',
      receivedAt: daysAgo(30, 10),
      reference: 'DSA-2026-009',
      contactId: null,
      extended: false,
      doneAt: null,
    },
    [{ at: daysAgo(24, 16), fields: { doneAt: daysAgo(24, 16) } }],
  );
}
