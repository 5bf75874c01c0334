import { describe, expect, it } from 'vitest';
import { foldEvents } from '../shared/decider';
import { deciderSpec } from '../shared/decider-spec';
import { offerDecider, type OfferCommand } from './offer-decider';
import type { OfferEvent, OfferStage } from './offer-events';

const offerId = '00000000-0000-4000-8000-000000000001';
const companyId = '00000000-0000-4000-8000-000000000002';
const createdAt = '2026-11-01T10:00:00.000Z';
const now = '2026-11-22T12:00:00.000Z';
const createData = {
  offerId,
  contactId: '00000000-0000-4000-8000-000000000003',
  campaignId: '00000000-0000-4000-8000-000000000004',
  companyId,
  audienceId: null,
  employerId: null,
  price: 2500,
};
const created: OfferEvent = { type: 'OfferCreated', data: { ...createData, createdAt } };
const stageChanged = (from: OfferStage, to: OfferStage, extra: { hiredAt?: string; unlockId?: string } = {}): OfferEvent => ({
  type: 'OfferStageChanged',
  data: { offerId, companyId, from, to, hiredAt: extra.hiredAt ?? null, unlockId: extra.unlockId ?? null },
});
const changeStage = (stage: OfferStage): OfferCommand => ({
  type: 'ChangeOfferStage',
  data: { offerId, stage, now },
});
const unlockId = '00000000-0000-4000-8000-000000000009';
const spec = deciderSpec(offerDecider);

describe('offer decider', () => {
  it('creates an offer, stamped with the time from the command', () => {
    spec.given([]).when({ type: 'CreateOffer', data: { ...createData, now: createdAt } }).then([created]);
  });

  it('refuses to create an offer twice', () => {
    spec.given([created]).when({ type: 'CreateOffer', data: { ...createData, now } }).thenThrows('conflict');
  });

  it('changes the stage and records where it came from', () => {
    spec.given([created]).when(changeStage('in_process')).then([stageChanged('new', 'in_process')]);
  });

  it('sets hiredAt to now when the offer reaches hired', () => {
    spec.given([created]).when(changeStage('hired')).then([stageChanged('new', 'hired', { hiredAt: now })]);
  });

  it('leaves hiredAt empty for any other stage', () => {
    spec.given([created, stageChanged('new', 'hired', { hiredAt: createdAt })]).when(changeStage('unqualified')).then([stageChanged('hired', 'unqualified')]);
  });

  it('refuses a stage change to unlocked: only unlocking the contact gets there', () => {
    spec.given([created]).when(changeStage('unlocked')).thenThrows('invalid', { field: 'stage', message: 'unlocking the contact' });
  });

  it('moves an offer that is still in the stage the caller saw it in', () => {
    spec.given([created]).when({ type: 'ChangeOfferStage', data: { offerId, stage: 'in_process', from: 'new', now } }).then([stageChanged('new', 'in_process')]);
  });

  it('refuses a move from a stage the offer has left meanwhile (someone else moved it)', () => {
    spec
      .given([created, stageChanged('new', 'in_process')])
      .when({ type: 'ChangeOfferStage', data: { offerId, stage: 'hired', from: 'new', now } })
      .thenThrows('conflict', { message: 'moved this offer to in_process' });
    // Even when both wanted the same: the second caller's view was stale.
    spec
      .given([created, stageChanged('new', 'in_process')])
      .when({ type: 'ChangeOfferStage', data: { offerId, stage: 'in_process', from: 'new', now } })
      .thenThrows('conflict');
  });

  it('does nothing when the offer is already in the requested stage', () => {
    spec.given([created, stageChanged('new', 'gets_hired')]).when(changeStage('gets_hired')).thenNothing();
  });

  it('moves to unlocked from any stage when the contact is unlocked', () => {
    spec
      .given([created, stageChanged('new', 'gets_hired')])
      .when({ type: 'MoveOfferToUnlocked', data: { offerId, unlockId, now } })
      .then([stageChanged('gets_hired', 'unlocked', { unlockId })]);
  });

  it('moves an offer already unlocked nowhere', () => {
    spec
      .given([created, stageChanged('new', 'unlocked', { unlockId })])
      .when({ type: 'MoveOfferToUnlocked', data: { offerId, unlockId, now } })
      .thenNothing();
  });

  it('answers not found for a stage change of an unknown offer', () => {
    spec.given([]).when(changeStage('in_process')).thenThrows('not_found', { message: 'Offer not found.' });
  });

  it('moves an offer once per unlock: an unlock it went through does not pull it back from a later stage', () => {
    spec
      .given([created, stageChanged('new', 'unlocked', { unlockId }), stageChanged('unlocked', 'hired', { hiredAt: now })])
      .when({ type: 'MoveOfferToUnlocked', data: { offerId, unlockId, now } })
      .thenNothing();
  });

  it('answers not found when an unknown offer is moved to unlocked', () => {
    spec.given([]).when({ type: 'MoveOfferToUnlocked', data: { offerId, unlockId, now } }).thenThrows('not_found');
  });

  it('answers not found when a step of an unknown offer is tracked', () => {
    spec.given([]).when({ type: 'TrackOfferStep', data: { offerId, step: 'visible' } }).thenThrows('not_found');
  });

  it('tracks each step, repeats included', () => {
    const tracked: OfferEvent = { type: 'OfferStepTracked', data: { offerId, step: 'accept_modal_opened' } };
    spec.given([created, tracked]).when({ type: 'TrackOfferStep', data: { offerId, step: 'accept_modal_opened' } }).then([tracked]);
  });
});

describe('offer state', () => {
  it('starts in the new stage, not hired', () => {
    expect(foldEvents(offerDecider, [created])).toMatchObject({ status: 'open', stage: 'new', hiredAt: null, trackedSteps: [] });
  });

  it('follows the stage and keeps the hire time (read by the stage-change reply)', () => {
    expect(foldEvents(offerDecider, [created, stageChanged('new', 'hired', { hiredAt: now })])).toMatchObject({ stage: 'hired', hiredAt: now });
  });

  it('keeps the tracked steps in order', () => {
    const track = (step: string): OfferEvent => ({ type: 'OfferStepTracked', data: { offerId, step } });
    expect(foldEvents(offerDecider, [created, track('visible'), track('accepted')])).toMatchObject({ trackedSteps: ['visible', 'accepted'] });
  });
});
