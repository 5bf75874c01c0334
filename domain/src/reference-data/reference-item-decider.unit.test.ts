import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../shared/decider-spec';
import type { ReferenceItemEvent, ReferenceKeyEvent } from './reference-data-events';
import { referenceItemDecider, referenceKeyDecider, uniqueKeyOf } from './reference-item-decider';
import { referenceMessage } from './reference-kinds';

const itemId = '00000000-0000-4000-8000-000000000041';
const otherId = '00000000-0000-4000-8000-000000000042';
const now = '2026-11-20T10:00:00.000Z';
const later = '2026-11-21T10:00:00.000Z';
const spec = deciderSpec(referenceItemDecider);
const keys = deciderSpec(referenceKeyDecider);

const created = (kind: string, fields: Record<string, unknown>) =>
  ({ type: 'ReferenceItemCreated', data: { itemId, kind, fields } }) as ReferenceItemEvent;

describe('reference item decider', () => {
  it('creates a coupon with the spec defaults (quantity 1, completed within 14 days), euros as cents, the code upper-case', () => {
    spec
      .given([])
      .when({ type: 'CreateReferenceItem', data: { itemId, kind: 'coupons', input: { code: ' winter25 ', value: 19.99 }, now } })
      .then([
        created('coupons', { code: 'WINTER25', value: 1999, min_amount: 0, quantity: 1, valid_till: null, completed_within_days: 14 }),
      ]);
  });

  it('creates a document with sort 1000 and unpublished by default', () => {
    spec
      .given([])
      .when({ type: 'CreateReferenceItem', data: { itemId, kind: 'documents', input: { title: 'Einführung' }, now } })
      .then([created('documents', { title: 'Einführung', description: '', length: '', wistia_id: '', sort: 1000, published: false })]);
  });

  it('gives a task status the colour default unless another is chosen', () => {
    spec
      .given([])
      .when({
        type: 'CreateReferenceItem',
        data: { itemId, kind: 'task-statuses', input: { name: 'Offen', identifier: 'not_started' }, now },
      })
      .then([created('task-statuses', { name: 'Offen', identifier: 'not_started', status_color: 'default' })]);
  });

  it("derives an offer rejection reason's activation: active sets activated_at now, an edit keeps it, deactivating clears it", () => {
    const active = created('offer-rejection-reasons', {
      identifier: 'too_far',
      name: 'Arbeitsweg zu weit',
      can_have_text: false,
      activated_at: now,
    });
    spec
      .given([])
      .when({
        type: 'CreateReferenceItem',
        data: { itemId, kind: 'offer-rejection-reasons', input: { identifier: 'too_far', name: 'Arbeitsweg zu weit' }, now },
      })
      .then([active]);
    spec
      .given([active])
      .when({
        type: 'ChangeReferenceItem',
        data: { itemId, kind: 'offer-rejection-reasons', input: { identifier: 'too_far', name: 'Zu weit', active: true }, now: later },
      })
      .then([
        {
          type: 'ReferenceItemChanged',
          data: { itemId, kind: 'offer-rejection-reasons', changes: { name: 'Zu weit' }, before: { name: 'Arbeitsweg zu weit' } },
        },
      ]);
    spec
      .given([active])
      .when({
        type: 'ChangeReferenceItem',
        data: {
          itemId,
          kind: 'offer-rejection-reasons',
          input: { identifier: 'too_far', name: 'Arbeitsweg zu weit', active: false },
          now: later,
        },
      })
      .then([
        {
          type: 'ReferenceItemChanged',
          data: { itemId, kind: 'offer-rejection-reasons', changes: { activated_at: null }, before: { activated_at: now } },
        },
      ]);
  });

  it('records nothing for an edit that changes nothing', () => {
    spec
      .given([created('benefits', { identifier: 'bike', name: 'Jobrad' })])
      .when({ type: 'ChangeReferenceItem', data: { itemId, kind: 'benefits', input: { identifier: 'bike', name: ' Jobrad ' }, now } })
      .thenNothing();
  });

  it('refuses a name of blanks on the field', () => {
    spec
      .given([])
      .when({ type: 'CreateReferenceItem', data: { itemId, kind: 'benefits', input: { identifier: 'bike', name: '   ' }, now } })
      .thenThrows('invalid', { field: 'name', message: 'The name field is required.' });
    spec
      .given([])
      .when({ type: 'CreateReferenceItem', data: { itemId, kind: 'options', input: { group: 'g', key: 'k', label: { de: ' ' } }, now } })
      .thenThrows('invalid', { field: 'label.de' });
  });

  it('answers not found for an unknown item, a deleted one, or one of another kind', () => {
    const benefit = created('benefits', { identifier: 'bike', name: 'Jobrad' });
    const deleted: ReferenceItemEvent = { type: 'ReferenceItemDeleted', data: { itemId, kind: 'benefits', label: 'Jobrad' } };
    const change = {
      type: 'ChangeReferenceItem' as const,
      data: { itemId, kind: 'benefits' as const, input: { identifier: 'x', name: 'y' }, now },
    };
    spec.given([]).when(change).thenThrows('not_found', { message: 'Benefit not found.' });
    spec.given([benefit, deleted]).when(change).thenThrows('not_found');
    spec
      .given([benefit])
      .when({ type: 'DeleteReferenceItem', data: { itemId, kind: 'coupons' } })
      .thenThrows('not_found', { message: 'Coupon not found.' });
  });

  it('deletes with an event naming the item; options cannot be deleted', () => {
    spec
      .given([created('waiting-lists', { name: 'Pflege Hamburg' })])
      .when({ type: 'DeleteReferenceItem', data: { itemId, kind: 'waiting-lists' } })
      .then([{ type: 'ReferenceItemDeleted', data: { itemId, kind: 'waiting-lists', label: 'Pflege Hamburg' } }]);
    spec
      .given([created('options', { group: 'g', key: 'k', label: { de: 'D', en: '', pl: '' } })])
      .when({ type: 'DeleteReferenceItem', data: { itemId, kind: 'options' } })
      .thenThrows('invalid');
  });

  it("knows each kind's unique key and success messages", () => {
    expect(uniqueKeyOf('coupons', { code: 'WINTER25' })).toBe('winter25');
    expect(uniqueKeyOf('options', { group: 'Outcomes', key: 'Busy' })).toBe('outcomes:busy');
    expect(uniqueKeyOf('documents', { title: 'x' })).toBeNull();
    expect(referenceMessage('coupons', 'created')).toBe('Coupon created successfully.');
    expect(referenceMessage('coupons', 'deleted')).toBe('Coupon removed successfully.');
    expect(referenceMessage('documents', 'created')).toBe('Document created.');
    expect(referenceMessage('offer-rejection-reasons', 'created')).toBe('Offer Rejection Reason created.');
  });
});

describe('reference key decider', () => {
  const claimed: ReferenceKeyEvent = { type: 'ReferenceKeyClaimed', data: { kind: 'coupons', key: 'winter25', itemId } };
  const claim = (id: string) =>
    ({ type: 'ClaimReferenceKey', data: { kind: 'coupons', key: 'winter25', itemId: id, field: 'code' } }) as const;

  it('claims a free key, and again after its release', () => {
    keys.given([]).when(claim(itemId)).then([claimed]);
    const released: ReferenceKeyEvent = { type: 'ReferenceKeyReleased', data: { kind: 'coupons', key: 'winter25', itemId } };
    keys
      .given([claimed, released])
      .when(claim(otherId))
      .then([{ type: 'ReferenceKeyClaimed', data: { kind: 'coupons', key: 'winter25', itemId: otherId } }]);
  });

  it('refuses a key another item holds, on the form field; the holder claiming again changes nothing', () => {
    keys.given([claimed]).when(claim(otherId)).thenThrows('invalid', { field: 'code', message: 'The code has already been taken.' });
    keys.given([claimed]).when(claim(itemId)).thenNothing();
  });

  it('releases only for the holder', () => {
    keys
      .given([claimed])
      .when({ type: 'ReleaseReferenceKey', data: { kind: 'coupons', key: 'winter25', itemId: otherId } })
      .thenNothing();
  });
});
