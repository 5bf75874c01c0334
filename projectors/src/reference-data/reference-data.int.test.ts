import { createInProcessBus } from '@rm/platform';
import { sql } from 'slonik';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProjections, type RunningProjections } from '../runner/runner';
import { waitForProjections } from '../runner/status';
import { createProjectionFixture, scriptWriter, type ProjectionFixture, type ScriptClock } from '../testing/projection-fixture';
import { REFERENCE_DATA_CHANGED, referenceDataProjection } from './reference-data';

const itemId = '00000000-0000-4000-8000-0000000000a1';
const otherId = '00000000-0000-4000-8000-0000000000a2';
let fixture: ProjectionFixture;
let running: RunningProjections;
const bus = createInProcessBus();
const notices: unknown[] = [];
const clock: ScriptClock = { at: '2026-11-01T08:00:00.000Z', actorId: null, actorRole: 'admin' };

beforeAll(async () => {
  fixture = await createProjectionFixture('refdata');
  bus.subscribe(REFERENCE_DATA_CHANGED, (message) => notices.push(message));
  running = await startProjections({ pool: fixture.pool, databaseUrl: fixture.database.url, store: fixture.store, bus }, [
    referenceDataProjection,
  ]);
});
afterAll(async () => {
  await running.stop();
  await fixture.close();
});

/** The rows by id, each search text as its sorted words (jsonb keeps no field order). */
async function rows(): Promise<Array<Record<string, unknown>>> {
  const result = await fixture.pool.query(
    sql.unsafe`select item_id, kind, label, search, sort, fields, created_at, updated_at from rm_reference_data.items order by item_id`,
  );
  return (result.rows as ReadonlyArray<Record<string, unknown>>).map((row) => ({
    ...row,
    search: String(row.search).split(' ').filter(Boolean).sort(),
  }));
}

describe('reference-data projection', () => {
  it('keeps live items with label, search text and order; applies changes; drops deleted items; tells the bus', async () => {
    const write = scriptWriter(fixture.store, clock);
    await write(`reference-item-${itemId}`, {
      type: 'ReferenceItemCreated',
      data: {
        itemId,
        kind: 'documents',
        fields: { title: 'Einführung', description: 'Erste Schritte', length: '03:00', wistia_id: '', sort: 5, published: false },
      },
    });
    await write(`reference-item-${otherId}`, {
      type: 'ReferenceItemCreated',
      data: {
        itemId: otherId,
        kind: 'options',
        fields: { group: 'shifts', key: 'night', label: { de: 'Nachtschicht', en: 'Night shift', pl: '' } },
      },
    });
    clock.at = '2026-11-02T08:00:00.000Z';
    const changed = await write(`reference-item-${itemId}`, {
      type: 'ReferenceItemChanged',
      data: {
        itemId,
        kind: 'documents',
        changes: { title: 'Willkommen', published: true },
        before: { title: 'Einführung', published: false },
      },
    });
    await waitForProjections(fixture.pool, fixture.store, [referenceDataProjection], { position: changed });
    expect(await rows()).toEqual([
      {
        item_id: itemId,
        kind: 'documents',
        label: 'Willkommen',
        search: ['03:00', 'erste', 'schritte', 'willkommen'],
        sort: 5,
        fields: { title: 'Willkommen', description: 'Erste Schritte', length: '03:00', wistia_id: '', sort: 5, published: true },
        created_at: '2026-11-01T08:00:00.000Z',
        updated_at: '2026-11-02T08:00:00.000Z',
      },
      {
        item_id: otherId,
        kind: 'options',
        label: 'shifts.night',
        search: ['nachtschicht', 'night', 'night', 'shift', 'shifts'],
        sort: 0,
        fields: { group: 'shifts', key: 'night', label: { de: 'Nachtschicht', en: 'Night shift', pl: '' } },
        created_at: '2026-11-01T08:00:00.000Z',
        updated_at: '2026-11-01T08:00:00.000Z',
      },
    ]);

    const deleted = await write(`reference-item-${itemId}`, {
      type: 'ReferenceItemDeleted',
      data: { itemId, kind: 'documents', label: 'Willkommen' },
    });
    await waitForProjections(fixture.pool, fixture.store, [referenceDataProjection], { position: deleted });
    expect((await rows()).map((row) => row.item_id)).toEqual([otherId]);
    await expect.poll(() => notices.length).toBe(4);
    expect(notices.at(-1)).toMatchObject({ kind: 'documents', itemId });
  });
});
