import { Type, type Static } from '@sinclair/typebox';
import { Subject } from '../shared/personal-data';
import { Uuid } from '../shared/schema';

/** Names a tracked interface event may have (`new_offer_popup_dismissed`, `pipeline.opened`). */
export const TRACKED_EVENT_NAME = { minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_.:-]+$' } as const;

/** A signed-in user's interface event, recorded for the audit log and statistics (POST /api/events/track). */
export const UserEventTrackedSchema = Type.Object({
  type: Type.Literal('UserEventTracked'),
  data: Type.Object({ trackingId: Uuid, userId: Subject(Uuid), name: Type.String(TRACKED_EVENT_NAME) }),
});

export type UserEventTracked = Static<typeof UserEventTrackedSchema>;
export type BaseDataEvent = UserEventTracked;
export const BaseDataEventSchemas = [UserEventTrackedSchema] as const;

/** One stream per tracked event: nothing is decided on a user's history, so no stream grows with it. */
export const trackedEventStreamId = (trackingId: string): string => `tracked-event-${trackingId}`;
