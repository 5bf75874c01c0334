import { randomUUID } from 'node:crypto';
import type { DomainEvent } from '@rm/domain';
import { sql } from 'slonik';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rebuildProjection } from '../runner/rebuild';
import { createProjectionFixture, scriptWriter, type ProjectionFixture } from '../testing/projection-fixture';
import { candidateOffersProjection } from './candidate-offers';

const companyId = randomUUID();
const campaignId = randomUUID();

const created = (offerId: string, contactId: string): DomainEvent => ({
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
const moved = (offerId: string, from: string, to: string): DomainEvent =>
  ({ type: 'OfferStageChanged', data: { offerId, companyId, from, to, hiredAt: null, unlockId: null } }) as DomainEvent;
const linked = (offerId: string, contactId: string, token: string): DomainEvent => ({
  type: 'OfferLinkIssued',
  data: { offerId, contactId, token, issuedAt: '2026-10-01T09:00:00.000Z' },
});
const popup = (offerId: string, answeredAt: string): DomainEvent => ({
  type: 'OfferPopupAnswered',
  data: { userId: randomUUID(), offerId, identifier: 'new-offers', variant: 'new_offer_popup_dismissed', answeredAt },
});

describe('candidate-offers projection', () => {
  let fixture: ProjectionFixture;
  const [a, b] = [randomUUID(), randomUUID()];
  const [ca, cb] = [randomUUID(), randomUUID()];
  const rows = async (): Promise<unknown[]> =>
    (
      await fixture.pool.query(sql.unsafe`
        select offer_id, contact_id, stage, token, accepted_at::text as accepted_at, rejected_at::text as rejected_at,
          popup_answered_at::text as popup_answered_at
        from rm_candidate_offers.offers order by offer_id`)
    ).rows as unknown[];

  beforeAll(async () => {
    fixture = await createProjectionFixture('candidate_offers');
    const write = scriptWriter(fixture.store, { at: '2026-10-02T09:00:00.000Z', actorId: null, actorRole: 'admin' });
    // Offer a: created, moved twice, linked twice, answered in the popup twice, accepted. Offer b: created, rejected.
    await write(`offer-${a}`, created(a, ca), moved(a, 'new', 'in_process'));
    await write(`offer-${b}`, created(b, cb));
    await write(`offer-${a}`, linked(a, ca, 'a'.repeat(40)), moved(a, 'in_process', 'unqualified'), linked(a, ca, 'b'.repeat(40)));
    await write(`offer-${a}`, popup(a, '2026-10-03T10:00:00.000Z'), popup(a, '2026-10-04T10:00:00.000Z'));
    await write(`offer-${a}`, {
      type: 'OfferAccepted',
      data: { offerId: a, contactId: ca, companyId, campaignId, acceptedAt: '2026-10-05T10:00:00.000Z' },
    });
    await write(`offer-${b}`, {
      type: 'OfferRejected',
      data: { offerId: b, contactId: cb, companyId, campaignId, reason: 'too_far', text: null, rejectedAt: '2026-10-06T10:00:00.000Z' },
    });
  });
  afterAll(() => fixture.close());

  const expected = [
    {
      offer_id: a,
      contact_id: ca,
      stage: 'unqualified',
      token: 'b'.repeat(40),
      accepted_at: '2026-10-05 10:00:00+00',
      rejected_at: null,
      popup_answered_at: '2026-10-03 10:00:00+00',
    },
    {
      offer_id: b,
      contact_id: cb,
      stage: 'new',
      token: null,
      accepted_at: null,
      rejected_at: '2026-10-06 10:00:00+00',
      popup_answered_at: null,
    },
  ].sort((x, y) => (x.offer_id < y.offer_id ? -1 : 1));

  it('folds a whole history given in one batch: last stage and link, first popup answer', async () => {
    await rebuildProjection({ pool: fixture.pool, store: fixture.store }, candidateOffersProjection, { batchSize: 50_000 });
    expect(await rows()).toEqual(expected);
  });

  it('gives the same rows when every event comes in a batch of its own', async () => {
    await rebuildProjection({ pool: fixture.pool, store: fixture.store }, candidateOffersProjection, { batchSize: 1 });
    expect(await rows()).toEqual(expected);
  });
});
