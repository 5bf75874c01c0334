import { randomUUID } from 'node:crypto';
import type { DomainEvent } from '@rm/domain';
import type { RecordedEvent } from '@rm/eventstore';
import { describe, expect, it } from 'vitest';
import { factsOf } from './stats-facts';

const [companyId, contactId, offerId, unlockId, campaignId] = [randomUUID(), randomUUID(), randomUUID(), randomUUID(), randomUUID()];
const recorded = (event: DomainEvent): RecordedEvent => ({
  id: randomUUID(),
  ...event,
  metadata: { actorId: null, actorRole: null, correlationId: randomUUID(), causationId: null, occurredAt: '2026-03-10T10:00:00.000Z' },
  streamId: 's',
  revision: 0,
  position: 1n,
});

describe('factsOf', () => {
  it('counts an unlock and its price as revenue, a hire charge as revenue', () => {
    expect(
      factsOf(
        recorded({ type: 'ContactUnlocked', data: { unlockId, contactId, companyId, employerId: null, campaignId, offerId, price: 2500 } }),
      ),
    ).toEqual([
      { kind: 'unlock', company_id: companyId, label: null },
      { kind: 'revenue', company_id: companyId, label: 'unlock', amount: 2500 },
    ]);
    expect(
      factsOf(recorded({ type: 'HireCharged', data: { unlockId, contactId, companyId, transactionId: randomUUID(), price: 9900 } })),
    ).toEqual([{ kind: 'revenue', company_id: companyId, label: 'hire', amount: 9900 }]);
  });

  it('puts a hire on its hiring day, and counts only moves to hired', () => {
    const moved = (to: 'hired' | 'gets_hired', hiredAt: string | null) =>
      factsOf(recorded({ type: 'OfferStageChanged', data: { offerId, companyId, from: 'gets_hired', to, hiredAt, unlockId: null } }));
    expect(moved('hired', '2026-03-01T08:00:00.000Z')).toEqual([
      { kind: 'hire', company_id: companyId, label: null, occurred_at: '2026-03-01T08:00:00.000Z' },
    ]);
    expect(moved('hired', null)).toEqual([{ kind: 'hire', company_id: companyId, label: null }]);
    expect(moved('gets_hired', null)).toEqual([]);
  });

  it('counts a rejection by its reason, terms consents and unlock approvals as activities, and keeps no personal text', () => {
    const rejection = factsOf(
      recorded({
        type: 'OfferRejected',
        data: {
          offerId,
          contactId,
          companyId,
          campaignId,
          reason: 'too_far',
          text: 'Zu weit von Köln',
          rejectedAt: '2026-03-02T09:00:00.000Z',
        },
      }),
    );
    expect(rejection).toEqual([{ kind: 'rejection', company_id: companyId, label: 'too_far', occurred_at: '2026-03-02T09:00:00.000Z' }]);
    const consent = (purpose: 'terms' | 'talent_pool') =>
      factsOf(
        recorded({
          type: 'ConsentGiven',
          data: { contactId, purpose, textVersion: '2026-01', channel: 'web', givenAt: '2026-03-03T09:00:00.000Z' },
        }),
      );
    expect(consent('terms')).toEqual([
      { kind: 'activity', company_id: null, label: 'accepted-terms', occurred_at: '2026-03-03T09:00:00.000Z' },
    ]);
    expect(consent('talent_pool')).toEqual([]);
    expect(factsOf(recorded({ type: 'ContactEnabledForUnlock', data: { contactId } }))).toEqual([
      { kind: 'activity', company_id: null, label: 'eligible-for-unlock' },
    ]);
    expect(factsOf(recorded({ type: 'ContactCallStatusChanged', data: { contactId, callMade: true } }))).toEqual([]);
  });
});
