import { randomUUID } from 'node:crypto';
import { rejectedOffersChanged, type DomainEvent } from '@rm/domain';
import { createInProcessBus } from '@rm/platform';
import { sql } from 'slonik';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startProjector, type RunningProjector } from '../runner/runner';
import { waitForProjections } from '../runner/status';
import { createProjectionFixture, scriptWriter, type ProjectionFixture } from '../testing/projection-fixture';
import { rebuildProjection } from '../runner/rebuild';
import { rejectedOffersProjection } from './rejected-offers';

const companyId = randomUUID();
const campaignId = randomUUID();

const offer = (offerId: string, contactId: string): DomainEvent => ({
  type: 'OfferCreated',
  data: {
    offerId,
    contactId,
    campaignId,
    companyId,
    audienceId: null,
    employerId: null,
    price: 2500,
    createdAt: '2026-10-01T08:00:00.000Z',
  },
});
const rejection = (offerId: string, contactId: string, reason: string, text: string | null, rejectedAt: string): DomainEvent => ({
  type: 'OfferRejected',
  data: { offerId, contactId, companyId, campaignId, reason, text, rejectedAt },
});

describe('rejected-offers projection', () => {
  let fixture: ProjectionFixture;
  let projector: RunningProjector;
  const notices: Array<Record<string, unknown>> = [];
  const rows = async (): Promise<unknown[]> =>
    (
      await fixture.pool.query(
        sql.unsafe`select offer_id, reason, text, rejected_at::text as rejected_at from rm_rejected_offers.rejected_offers order by rejected_at`,
      )
    ).rows as unknown[];

  beforeAll(async () => {
    fixture = await createProjectionFixture('rejected');
    const bus = createInProcessBus();
    bus.subscribe(rejectedOffersChanged.subject, (message) => notices.push(message as Record<string, unknown>));
    projector = await startProjector(
      { pool: fixture.pool, databaseUrl: fixture.database.url, store: fixture.store, bus },
      rejectedOffersProjection,
    );
  });
  afterAll(async () => {
    await projector.stop();
    await fixture.close();
  });

  it('keeps each rejected offer with its reason and words, ignores offers nobody rejected, and announces each', async () => {
    const write = scriptWriter(fixture.store, { at: '2026-10-02T09:00:00.000Z', actorId: null, actorRole: 'contact' });
    const [a, b, c] = [randomUUID(), randomUUID(), randomUUID()];
    const [ca, cb, cc] = [randomUUID(), randomUUID(), randomUUID()];
    await write(`offer-${a}`, offer(a, ca));
    await write(`offer-${b}`, offer(b, cb));
    await write(`offer-${c}`, offer(c, cc));
    await write(`offer-${a}`, rejection(a, ca, 'too_far', null, '2026-10-03T10:00:00.000Z'));
    const last = await write(`offer-${b}`, rejection(b, cb, 'other', 'Ich bleibe bei meinem Arbeitgeber.', '2026-10-04T11:30:00.000Z'));
    await waitForProjections(fixture.pool, fixture.store, [rejectedOffersProjection], { position: last });

    expect(await rows()).toEqual([
      { offer_id: a, reason: 'too_far', text: null, rejected_at: '2026-10-03 10:00:00+00' },
      { offer_id: b, reason: 'other', text: 'Ich bleibe bei meinem Arbeitgeber.', rejected_at: '2026-10-04 11:30:00+00' },
    ]);
    // Notices go out after the commit the checkpoint belongs to.
    await vi.waitFor(() => expect(notices.map((notice) => notice.offerId).sort()).toEqual([a, b].sort()));
    expect(notices.every((notice) => notice.companyId === companyId)).toBe(true);
  });

  it('gives the same read model when rebuilt from the log', async () => {
    const before = await rows();
    await projector.stop();
    await rebuildProjection({ pool: fixture.pool, store: fixture.store }, rejectedOffersProjection);
    expect(await rows()).toEqual(before);
  });
});
