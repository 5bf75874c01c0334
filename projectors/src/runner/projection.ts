import type { RecordedEvent } from '@rm/eventstore';
import type { DatabaseTransactionConnection, FragmentSqlToken } from 'slonik';

/**
 * Published by a projector whose bus connection came back after a loss: notices it published meanwhile
 * were dropped, so whoever relays notices tells its own listeners to look again.
 */
export const PROJECTIONS_RESYNC = 'rm.projections.resync';

/** A change notice, published on the bus only after the read-model change it announces has committed. */
export interface Notice {
  subject: string;
  message: Record<string, unknown>;
}

/** Where a handler writes: the live schema, or `<schema>__next` while a rebuild replays into it. */
export interface ProjectionContext {
  schema: string;
  /**
   * Takes a handler's last writes of the batch, to send them together with the other projections' and
   * the checkpoint as one statement (see `writeTogether`): they must not depend on each other, and the
   * handler must not read what they write. Absent, the handler writes them itself (`writeLast`).
   */
  writeLast?: (statements: ReadonlyArray<FragmentSqlToken | null>) => void;
}

/**
 * One read model. Its tables live in a PostgreSQL schema of their own (`schema`, e.g. `rm_offer_board`),
 * its progress in one row of `rm_checkpoints` (keyed by `name`, e.g. `offer-board`).
 *
 * `handle` receives a batch in global order and applies it inside the runner's transaction, which also
 * moves the checkpoint; it never sees an event at or below the checkpoint. Handlers are batch-shaped:
 * load the touched rows once, fold the batch in memory, write each table with one multi-row statement.
 */
export interface Projection {
  /** Kebab-case name, also the checkpoint key. */
  name: string;
  /** Base schema name; readers use `<schema>.<table>`. */
  schema: string;
  /** Creates the tables (with the indexes the handler itself needs) in `schemaName`, an empty schema. */
  createTables(connection: DatabaseTransactionConnection, schemaName: string): Promise<void>;
  /**
   * Creates the indexes only readers need. A rebuild calls this after replaying the log: one sorted build
   * per index costs a fraction of maintaining it row by row. Otherwise called right after `createTables`.
   */
  createReaderIndexes?(connection: DatabaseTransactionConnection, schemaName: string): Promise<void>;
  handle(batch: readonly RecordedEvent[], connection: DatabaseTransactionConnection, context: ProjectionContext): Promise<Notice[]>;
  /**
   * Forgets erased persons (the contact and user ids of a `PersonalDataErased`, the user id of an `AccountPersonalDataErased`): called in the batch's
   * transaction once the batch and its checkpoint are written, so that the read model shows what a
   * rebuild would show (every personal field as its declared erased value, the person dropped where that
   * is right) without one. Writes directly (no `writeLast`). A read model that may hold personal data and
   * has no `forget` is rebuilt after such a batch instead: correct, only slower. See `needsRebuildAfterErasure`.
   */
  forget?(subjectIds: readonly string[], connection: DatabaseTransactionConnection, context: ProjectionContext): Promise<Notice[]>;
  /**
   * The event types `handle` acts on, when it ignores all others: a rebuild then reads only these from
   * the log (the event store filters them, so the others are neither sent nor decoded). Omitted: every
   * event matters (the audit log).
   */
  eventTypes?: readonly string[];
  /**
   * A reactor (it acts on events, e.g. appends follow-up commands) rather than a read model: when it first
   * starts it begins at the head of the log instead of replaying history it must not act on again.
   */
  startsAtHead?: boolean;
}
