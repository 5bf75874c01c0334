import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../shared/decider-spec';
import { unlockDecider, unlockStatusId } from './unlock-decider';
import type { UnlockEvent } from './unlock-events';

const unlockId = '00000000-0000-4000-8000-000000000031';
const contactId = '00000000-0000-4000-8000-000000000032';
const companyId = '00000000-0000-4000-8000-000000000033';
const data = { unlockId, contactId, companyId, employerId: null, campaignId: null, offerId: null, price: 2500 };
const fine = { exists: true, isActive: true, disabledForUnlock: false };
const unlocked: UnlockEvent = { type: 'ContactUnlocked', data };
const ref = { unlockId, contactId, companyId };
const spec = deciderSpec(unlockDecider);

describe('unlock decider', () => {
  it('unlocks an active contact that is enabled for unlock', () => {
    spec.given([]).when({ type: 'UnlockContact', data: { ...data, contact: fine } }).then([unlocked]);
  });

  it('refuses a contact disabled for unlock, an inactive one and an unknown one', () => {
    spec.given([]).when({ type: 'UnlockContact', data: { ...data, contact: { ...fine, disabledForUnlock: true } } }).thenThrows('invalid', 'driver_id', /disabled/);
    spec.given([]).when({ type: 'UnlockContact', data: { ...data, contact: { ...fine, isActive: false } } }).thenThrows('invalid', 'driver_id', /inactive/);
    spec.given([]).when({ type: 'UnlockContact', data: { ...data, contact: { ...fine, exists: false } } }).thenThrows('not_found');
  });

  it('refuses a second unlock of the same contact for the same company', () => {
    spec.given([unlocked]).when({ type: 'UnlockContact', data: { ...data, unlockId: '00000000-0000-4000-8000-000000000039', contact: fine } }).thenThrows('conflict');
  });

  it('allows unlocking again after the unlock was deleted', () => {
    spec.given([unlocked, { type: 'UnlockDeleted', data: ref }]).when({ type: 'UnlockContact', data: { ...data, contact: fine } }).then([unlocked]);
  });

  it('opens, confirms and rejects a hire, and deletes', () => {
    spec.given([unlocked]).when({ type: 'OpenUnlockedContact', data: { unlockId } }).then([{ type: 'UnlockedContactOpened', data: ref }]);
    spec.given([unlocked, { type: 'UnlockedContactOpened', data: ref }]).when({ type: 'OpenUnlockedContact', data: { unlockId } }).thenNothing();
    spec.given([unlocked]).when({ type: 'ConfirmHireByAdmin', data: { unlockId } }).then([{ type: 'UnlockHireConfirmedByAdmin', data: ref }]);
    spec.given([unlocked]).when({ type: 'RejectHireByAdmin', data: { unlockId } }).then([{ type: 'UnlockHireRejectedByAdmin', data: ref }]);
    spec.given([unlocked]).when({ type: 'DeleteUnlock', data: { unlockId } }).then([{ type: 'UnlockDeleted', data: ref }]);
  });

  it('answers not found for a deleted or unknown unlock', () => {
    spec.given([unlocked, { type: 'UnlockDeleted', data: ref }]).when({ type: 'ConfirmHireByAdmin', data: { unlockId } }).thenThrows('not_found');
    spec.given([]).when({ type: 'DeleteUnlock', data: { unlockId } }).thenThrows('not_found');
  });

  it('maps statuses to the status ids the screens read (4 = hired)', () => {
    expect(unlockStatusId('hired')).toBe(4);
    expect(unlockStatusId('unlocked')).toBe(1);
  });
});
