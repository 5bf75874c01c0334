import { EVENT_SCHEMAS } from '@rm/domain';
import type { RecordedEvent } from '@rm/eventstore';
import type { Projection } from '@rm/projectors';
import type { DatabaseTransactionConnection } from 'slonik';
import { describe, expect, it } from 'vitest';
import { productProjections } from './product-projections';

/** Every event type of the product. */
const ALL_TYPES = EVENT_SCHEMAS.map((schema) => (schema.properties['type'] as unknown as { const: string }).const);

/** A store that fails whatever it is asked: a reactor handed an event it does not act on must not ask. */
const refusingStore = new Proxy({} as never, {
  get: (_target, name) => () => {
    throw new Error(`the store was asked for ${String(name)}`);
  },
});

/** Data that says where it was looked at: a handler that ignores an event never looks. */
function watchedData(type: string, done: string[]): object {
  const looked = (what: string): void => {
    done.push(`looked at ${type}.${what}`);
  };
  return new Proxy(
    {},
    {
      get: (_target, key) => {
        looked(String(key));
        return undefined;
      },
      has: (_target, key) => {
        looked(String(key));
        return false;
      },
      ownKeys: () => {
        looked('(its keys)');
        return [];
      },
    },
  );
}

/**
 * What a projection's handler does with a batch of one event of every type it does not declare, whose
 * data says where it was looked at: the fields it looks at, the statements it sends, the
 * last writes it hands over, the notices it returns, or the error it throws. A handler that ignores them
 * does none of it.
 */
async function handleUndeclared(projection: Projection, types: readonly string[]): Promise<string[]> {
  const done: string[] = [];
  const connection = {
    query: (statement: { sql?: string }) => {
      done.push(`statement: ${statement.sql ?? JSON.stringify(statement)}`);
      return Promise.resolve({ rows: [], rowCount: 0, fields: [], command: 'SELECT', notices: [] });
    },
  } as unknown as DatabaseTransactionConnection;
  const batch = types.map(
    (type, index) =>
      ({
        id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
        streamId: `stream-${index}`,
        revision: 0,
        position: BigInt(index + 1),
        type,
        data: watchedData(type, done),
        // Handlers read the time of every event before they look at its type: only the data tells.
        metadata: { occurredAt: '2026-12-01T10:00:00.000Z', actorId: null, actorRole: 'system' },
      }) as unknown as RecordedEvent,
  );
  try {
    const notices = await projection.handle(batch, connection, {
      schema: 'check',
      writeLast: (statements) => {
        for (const statement of statements) if (statement) done.push(`last write: ${statement.sql}`);
      },
    });
    for (const notice of notices) done.push(`notice: ${notice.subject}`);
  } catch (error) {
    done.push(`threw: ${String(error)}`);
  }
  return done;
}

describe("the projections' event types", () => {
  const declaring = productProjections(refusingStore).filter(
    (projection): projection is Projection & { eventTypes: readonly string[] } => projection.eventTypes !== undefined,
  );

  it('name only event types of the product', () => {
    const unknown = declaring.flatMap((projection) =>
      projection.eventTypes.filter((type) => !ALL_TYPES.includes(type)).map((type) => `${projection.name}: ${type}`),
    );
    expect(unknown).toEqual([]);
  });

  // A live batch hands a projection only its declared types, and a rebuild reads only those: a type it acts
  // on but does not declare would be lost both ways, and no comparison of the two would notice.
  it.each(declaring.map((projection) => [projection.name, projection] as const))(
    '%s does nothing with an event of a type it does not declare',
    async (_name, projection) => {
      expect(
        await handleUndeclared(
          projection,
          ALL_TYPES.filter((type) => !projection.eventTypes.includes(type)),
        ),
      ).toEqual([]);
    },
  );
});
