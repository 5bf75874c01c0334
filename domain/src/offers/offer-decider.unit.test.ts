import { describe, it } from 'vitest';
import { deciderSpec } from '../shared/decider-spec';
import { offerDecider } from './offer-decider';
import type { OfferEvent } from './offer-events';

const offerId = '00000000-0000-4000-8000-000000000001';
const companyId = '00000000-0000-4000-8000-000000000002';
const created: OfferEvent = {
  type: 'OfferCreated',
  data: { offerId, contactId: '00000000-0000-4000-8000-000000000003', campaignId: '00000000-0000-4000-8000-000000000004', companyId, audienceId: null, employerId: null, price: 2500, createdAt: '2026-11-01T10:00:00.000Z' },
};
const now = '2026-11-22T12:00:00.000Z';
const spec = deciderSpec(offerDecider);

describe('offer decider', () => {
  it('creates an offer in the new stage', () => {
    const { createdAt: _createdAt, ...data } = created.data;
    spec.given([]).when({ type: 'CreateOffer', data: { ...data, now: created.data.createdAt } }).then([created]);
  });

  it('refuses to create an offer twice', () => {
    const { createdAt: _createdAt, ...data } = created.data;
    spec.given([created]).when({ type: 'CreateOffer', data: { ...data, now } }).thenThrows('conflict');
  });

  it('changes the stage and records where it came from', () => {
    spec
      .given([created])
      .when({ type: 'ChangeOfferStage', data: { offerId, stage: 'in_process', now } })
      .then([{ type: 'OfferStageChanged', data: { offerId, companyId, from: 'new', to: 'in_process', hiredAt: null, unlockId: null } }]);
  });

  it('sets hired_at when the offer reaches hired', () => {
    spec
      .given([created])
      .when({ type: 'ChangeOfferStage', data: { offerId, stage: 'hired', now } })
      .then([{ type: 'OfferStageChanged', data: { offerId, companyId, from: 'new', to: 'hired', hiredAt: now, unlockId: null } }]);
  });

  it('never moves to unlocked by a stage change: only an unlock does', () => {
    spec.given([created]).when({ type: 'ChangeOfferStage', data: { offerId, stage: 'unlocked', now } }).thenThrows('invalid', 'stage', /unlock/);
  });

  it('does nothing when the stage is already the requested one', () => {
    spec.given([created]).when({ type: 'ChangeOfferStage', data: { offerId, stage: 'new', now } }).thenNothing();
  });

  it('moves to unlocked from any stage when the contact is unlocked', () => {
    const moved: OfferEvent = { type: 'OfferStageChanged', data: { offerId, companyId, from: 'new', to: 'gets_hired', hiredAt: null, unlockId: null } };
    const unlockId = '00000000-0000-4000-8000-000000000009';
    spec
      .given([created, moved])
      .when({ type: 'MoveOfferToUnlocked', data: { offerId, unlockId, now } })
      .then([{ type: 'OfferStageChanged', data: { offerId, companyId, from: 'gets_hired', to: 'unlocked', hiredAt: null, unlockId } }]);
  });

  it('answers not found for an unknown offer', () => {
    spec.given([]).when({ type: 'ChangeOfferStage', data: { offerId, stage: 'in_process', now } }).thenThrows('not_found');
    spec.given([]).when({ type: 'TrackOfferStep', data: { offerId, step: 'viewed' } }).thenThrows('not_found');
  });

  it('tracks steps', () => {
    spec.given([created]).when({ type: 'TrackOfferStep', data: { offerId, step: 'accept_modal_opened' } }).then([{ type: 'OfferStepTracked', data: { offerId, step: 'accept_modal_opened' } }]);
  });
});
