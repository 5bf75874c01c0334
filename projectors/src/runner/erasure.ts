import { EVENT_SCHEMAS, personalDataPlan } from '@rm/domain';
import type { RecordedEvent } from '@rm/eventstore';
import type { Projection } from './projection';

const personalTypes = new Set(personalDataPlan(EVENT_SCHEMAS).keys());

/** The events that erase persons: a candidate's erasure, and a company user's or an admin's account's. */
export const ERASURE_EVENT_TYPES = ['PersonalDataErased', 'AccountPersonalDataErased'] as const;
const erasures = new Set<string>(ERASURE_EVENT_TYPES);

/** The persons a batch erases: every subject id of its erasure events. */
export function erasedSubjectsOf(events: readonly RecordedEvent[]): string[] {
  const ids = new Set<string>();
  for (const event of events)
    if (erasures.has(event.type)) for (const id of (event.data as { subjectIds: readonly string[] }).subjectIds) ids.add(id);
  return [...ids];
}

/**
 * Whether an erasure makes this projection rebuild: it has no `forget`, is no reactor (a reactor acts,
 * it must not act twice), and may hold personal data (it reads every event, or an event type that
 * declares personal fields). A rebuild replays the log, where the erased person's fields now read as
 * their erased values.
 */
export const needsRebuildAfterErasure = (projection: Projection): boolean => !projection.forget && mayHoldPersonalData(projection);

/** Whether a read model may hold personal data: no reactor, and it reads every event or one that declares personal fields. */
export const mayHoldPersonalData = (projection: Projection): boolean =>
  !projection.startsAtHead && (projection.eventTypes ? projection.eventTypes.some((type) => personalTypes.has(type)) : true);
