import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../shared/decider-spec';
import { companyStatusAfter, unlockDecider, unlockStatusId, type ContactSnapshot, type UnlockCommand } from './unlock-decider';
import type { UnlockEvent } from './unlock-events';

const unlockId = '00000000-0000-4000-8000-000000000031';
const contactId = '00000000-0000-4000-8000-000000000032';
const companyId = '00000000-0000-4000-8000-000000000033';
const data = {
  unlockId,
  contactId,
  companyId,
  employerId: '00000000-0000-4000-8000-000000000034',
  campaignId: '00000000-0000-4000-8000-000000000035',
  offerId: '00000000-0000-4000-8000-000000000036',
  price: 2500,
};
const unlockable: ContactSnapshot = { exists: true, isActive: true, disabledForUnlock: false };
const unlock = (contact: ContactSnapshot = unlockable, overrides: Partial<typeof data> = {}): UnlockCommand => ({
  type: 'UnlockContact',
  data: { ...data, ...overrides, contact },
});
const ref = { unlockId, contactId, companyId };
const unlocked: UnlockEvent = { type: 'ContactUnlocked', data };
const opened: UnlockEvent = { type: 'UnlockedContactOpened', data: ref };
const hired: UnlockEvent = { type: 'UnlockHireConfirmedByAdmin', data: ref };
const hireRejected: UnlockEvent = { type: 'UnlockHireRejectedByAdmin', data: ref };
const deleted: UnlockEvent = { type: 'UnlockDeleted', data: ref };
const spec = deciderSpec(unlockDecider);

describe('unlock decider', () => {
  it('unlocks an active contact that is enabled for unlock', () => {
    spec.given([]).when(unlock()).then([unlocked]);
  });

  it('answers not found when the contact does not exist', () => {
    spec
      .given([])
      .when(unlock({ ...unlockable, exists: false }))
      .thenThrows('not_found', { message: 'Contact not found.' });
  });

  it('refuses an inactive contact', () => {
    spec
      .given([])
      .when(unlock({ ...unlockable, isActive: false }))
      .thenThrows('invalid', { field: 'driver_id', message: 'This contact is inactive and cannot be unlocked.' });
  });

  it('refuses a contact disabled for unlock', () => {
    spec
      .given([])
      .when(unlock({ ...unlockable, disabledForUnlock: true }))
      .thenThrows('invalid', { field: 'driver_id', message: 'This contact is disabled for unlock.' });
  });

  it('refuses a second unlock of the same contact for the same company', () => {
    spec
      .given([unlocked])
      .when(unlock(unlockable, { unlockId: '00000000-0000-4000-8000-000000000039' }))
      .thenThrows('conflict', { message: 'This contact is already unlocked for this company.' });
  });

  it('refuses a second unlock whatever the first one became, short of deletion', () => {
    spec.given([unlocked, opened, hired]).when(unlock()).thenThrows('conflict');
    spec.given([unlocked, hireRejected]).when(unlock()).thenThrows('conflict');
  });

  it('allows unlocking again after the unlock was deleted', () => {
    const again = { unlockId: '00000000-0000-4000-8000-000000000040', price: 3000 };
    spec
      .given([unlocked, deleted])
      .when(unlock(unlockable, again))
      .then([{ type: 'ContactUnlocked', data: { ...data, ...again } }]);
  });

  it('opens an unlocked contact', () => {
    spec.given([unlocked]).when({ type: 'OpenUnlockedContact', data: { unlockId } }).then([opened]);
  });

  it('records nothing when an opened contact is opened again', () => {
    spec.given([unlocked, opened]).when({ type: 'OpenUnlockedContact', data: { unlockId } }).thenNothing();
  });

  it('confirms a hire', () => {
    spec.given([unlocked, opened]).when({ type: 'ConfirmHireByAdmin', data: { unlockId } }).then([hired]);
  });

  it('records nothing when a confirmed hire is confirmed again', () => {
    spec.given([unlocked, hired]).when({ type: 'ConfirmHireByAdmin', data: { unlockId } }).thenNothing();
  });

  it('rejects a hire, even one confirmed before', () => {
    spec.given([unlocked, hired]).when({ type: 'RejectHireByAdmin', data: { unlockId } }).then([hireRejected]);
  });

  it('records nothing when a rejected hire is rejected again', () => {
    spec.given([unlocked, hireRejected]).when({ type: 'RejectHireByAdmin', data: { unlockId } }).thenNothing();
  });

  it('deletes an unlock', () => {
    spec.given([unlocked, opened]).when({ type: 'DeleteUnlock', data: { unlockId } }).then([deleted]);
  });

  const onLiveUnlock: UnlockCommand[] = [
    { type: 'OpenUnlockedContact', data: { unlockId } },
    { type: 'ConfirmHireByAdmin', data: { unlockId } },
    { type: 'RejectHireByAdmin', data: { unlockId } },
    { type: 'DeleteUnlock', data: { unlockId } },
  ];
  it.each(onLiveUnlock)('answers not found to $type when nothing is unlocked', (command) => {
    spec.given([]).when(command).thenThrows('not_found');
  });

  it.each(onLiveUnlock)('answers not found to $type once the unlock is deleted', (command) => {
    spec.given([unlocked, deleted]).when(command).thenThrows('not_found');
  });

  it('answers not found for another unlock id than the stream holds', () => {
    spec
      .given([unlocked])
      .when({ type: 'DeleteUnlock', data: { unlockId: '00000000-0000-4000-8000-000000000099' } })
      .thenThrows('not_found');
  });
});

describe('the company status across opening and the hire decision (as the read model shows it)', () => {
  const statusChanged = (statusId: number, customStatusId: string | null = null): UnlockEvent => ({
    type: 'UnlockedContactStatusChanged',
    data: { ...ref, statusId, customStatusId, firstWorkDayAt: null },
  });
  const setStatus = (statusId: number, customStatusId: string | null = null): UnlockCommand => ({
    type: 'ChangeUnlockedContactStatus',
    data: { unlockId, statusId, customStatusId, firstWorkDayAt: null },
  });
  const custom = '00000000-0000-4000-8000-000000000041';

  it('opening a contact nobody gave a status yet marks it opened (2)', () => {
    spec.given([unlocked, opened]).when(setStatus(2)).thenNothing();
    spec
      .given([unlocked, opened])
      .when(setStatus(1))
      .thenThrows('invalid', { field: 'status_id', message: 'A contact cannot be set back to the status New.' });
  });

  it('refuses a change back to status 1 (New), from any status, but takes a custom status mapped onto 1', () => {
    spec
      .given([unlocked, statusChanged(3)])
      .when(setStatus(1))
      .thenThrows('invalid', { field: 'status_id', message: 'A contact cannot be set back to the status New.' });
    spec
      .given([unlocked, statusChanged(3)])
      .when(setStatus(1, custom))
      .then([statusChanged(1, custom)]);
  });

  it('opening keeps a status the company set before (hiring stays hiring)', () => {
    spec
      .given([unlocked, statusChanged(4), opened])
      .when(setStatus(4))
      .thenNothing();
    spec
      .given([unlocked, statusChanged(4), opened])
      .when(setStatus(2))
      .then([statusChanged(2)]);
    spec
      .given([unlocked, statusChanged(1, custom), opened])
      .when(setStatus(1, custom))
      .thenNothing();
  });

  it("the admin's hire decision sets hired (4) or hire rejected (3), without a custom status", () => {
    spec
      .given([unlocked, statusChanged(2, custom), hired])
      .when(setStatus(4))
      .thenNothing();
    spec.given([unlocked, hired, hireRejected]).when(setStatus(3)).thenNothing();
  });

  it('companyStatusAfter is the one rule', () => {
    expect(companyStatusAfter('opened', { statusId: 1, customStatusId: null })).toEqual({ statusId: 2, customStatusId: null });
    expect(companyStatusAfter('opened', { statusId: 4, customStatusId: null })).toEqual({ statusId: 4, customStatusId: null });
    expect(companyStatusAfter('opened', { statusId: 1, customStatusId: custom })).toEqual({ statusId: 1, customStatusId: custom });
    expect(companyStatusAfter('hired', { statusId: 5, customStatusId: custom })).toEqual({ statusId: 4, customStatusId: null });
    expect(companyStatusAfter('hire_rejected', { statusId: 4, customStatusId: null })).toEqual({ statusId: 3, customStatusId: null });
  });
});

describe('unlockStatusId', () => {
  it('maps statuses to the status ids the screens read (4 = hired)', () => {
    expect(unlockStatusId('unlocked')).toBe(1);
    expect(unlockStatusId('opened')).toBe(2);
    expect(unlockStatusId('hire_rejected')).toBe(3);
    expect(unlockStatusId('hired')).toBe(4);
  });
});

describe('charging for a hire', () => {
  const hireUnlockId = '00000000-0000-4000-8000-0000000000f1';
  const ids = { contactId: '00000000-0000-4000-8000-0000000000f2', companyId: '00000000-0000-4000-8000-0000000000f3' };
  const transactionId = '00000000-0000-4000-8000-0000000000f4';
  const unlocked: UnlockEvent = {
    type: 'ContactUnlocked',
    data: { unlockId: hireUnlockId, ...ids, employerId: null, campaignId: null, offerId: null, price: 2500 },
  };
  const charged: UnlockEvent = { type: 'HireCharged', data: { unlockId: hireUnlockId, ...ids, transactionId, price: 90000 } };
  const chargeSpec = deciderSpec(unlockDecider);
  const charge = { type: 'ChargeForHire' as const, data: { unlockId: hireUnlockId, transactionId, price: 90000 } };

  it('charges the company once for the hire of an unlocked contact', () => {
    chargeSpec.given([unlocked]).when(charge).then([charged]);
    chargeSpec.given([unlocked, charged]).when(charge).thenThrows('conflict');
  });

  it('needs a price and a live unlock', () => {
    chargeSpec
      .given([unlocked])
      .when({ ...charge, data: { ...charge.data, price: 0 } })
      .thenThrows('invalid', { field: 'price' });
    chargeSpec.given([]).when(charge).thenThrows('not_found');
  });
});
