import type { Decider } from '../shared/decider';
import { assertNever } from '../shared/decider';
import { conflict, invalid, notFound } from '../shared/errors';
import type { ReferenceItemEvent, ReferenceKeyEvent } from './reference-data-events';
import { REFERENCE_KIND_RULES, type ReferenceFields, type ReferenceKind } from './reference-kinds';

export type ReferenceItemState =
  | { status: 'none' }
  | { status: 'active'; itemId: string; kind: ReferenceKind; fields: ReferenceFields }
  | { status: 'deleted'; itemId: string; kind: ReferenceKind };

/** `input`: what the form sent (the kind's input shape); `now`: when (offer rejection reasons record their activation). */
export type ReferenceItemCommand =
  | { type: 'CreateReferenceItem'; data: { itemId: string; kind: ReferenceKind; input: ReferenceFields; now: string } }
  | { type: 'ChangeReferenceItem'; data: { itemId: string; kind: ReferenceKind; input: ReferenceFields; now: string } }
  | { type: 'DeleteReferenceItem'; data: { itemId: string; kind: ReferenceKind } };

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** The item as its kind's list knows it: an id of another kind (a coupon's id on /benefits) is not found. */
function requireActive(state: ReferenceItemState, kind: ReferenceKind): Extract<ReferenceItemState, { status: 'active' }> {
  if (state.status !== 'active' || state.kind !== kind) throw notFound(`${REFERENCE_KIND_RULES[kind].noun} not found.`);
  return state;
}

/** The unique key of an item's fields within its kind (lower-case), or null for kinds without one. */
export const uniqueKeyOf = (kind: ReferenceKind, fields: ReferenceFields): string | null =>
  REFERENCE_KIND_RULES[kind].unique?.keyOf(fields) ?? null;

/**
 * One item of reference data (a coupon, a task status, an option…): created with its kind's defaults,
 * changed field by field (the event records before and after), deleted as an event. Uniqueness of a
 * kind's key is not decided here but by the key's own stream (`referenceKeyDecider`).
 */
export const referenceItemDecider: Decider<ReferenceItemState, ReferenceItemCommand, ReferenceItemEvent> = {
  initialState: () => ({ status: 'none' }),

  decide(command, state) {
    switch (command.type) {
      case 'CreateReferenceItem': {
        const { itemId, kind, input, now } = command.data;
        if (state.status !== 'none') throw conflict(`${REFERENCE_KIND_RULES[kind].noun} already exists.`);
        const fields = REFERENCE_KIND_RULES[kind].fromInput(input, null, now);
        return [{ type: 'ReferenceItemCreated', data: { itemId, kind, fields } as never }];
      }
      case 'ChangeReferenceItem': {
        const { kind, input, now } = command.data;
        const item = requireActive(state, kind);
        const fields = REFERENCE_KIND_RULES[kind].fromInput(input, item.fields, now);
        const changes: ReferenceFields = {};
        const before: ReferenceFields = {};
        for (const [field, value] of Object.entries(fields)) {
          if (same(value, item.fields[field])) continue;
          changes[field] = value;
          before[field] = item.fields[field];
        }
        if (Object.keys(changes).length === 0) return [];
        const data = { itemId: item.itemId, kind, changes, before } as never;
        return [{ type: 'ReferenceItemChanged', data }];
      }
      case 'DeleteReferenceItem': {
        const { kind } = command.data;
        const item = requireActive(state, kind);
        const rules = REFERENCE_KIND_RULES[kind];
        if (!rules.deletable) throw invalid('id', `${rules.noun}s cannot be deleted.`);
        return [{ type: 'ReferenceItemDeleted', data: { itemId: item.itemId, kind, label: rules.label(item.fields) } }];
      }
      default:
        return assertNever(command);
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case 'ReferenceItemCreated':
        return { status: 'active', itemId: event.data.itemId, kind: event.data.kind, fields: { ...event.data.fields } };
      case 'ReferenceItemChanged':
        if (state.status !== 'active') return state;
        return { ...state, fields: { ...state.fields, ...event.data.changes } };
      case 'ReferenceItemDeleted':
        return { status: 'deleted', itemId: event.data.itemId, kind: event.data.kind };
      default:
        return assertNever(event);
    }
  },
};

export type ReferenceKeyState = { status: 'free' } | { status: 'claimed'; itemId: string };

export type ReferenceKeyCommand =
  /** `field`: the form field the key comes from, for the 422 answer. */
  | { type: 'ClaimReferenceKey'; data: { kind: ReferenceKind; key: string; itemId: string; field: string } }
  | { type: 'ReleaseReferenceKey'; data: { kind: ReferenceKind; key: string; itemId: string } };

/** The taken message of a kind's unique field, worded as the form shows it. */
export const takenMessage = (field: string): string => {
  const name = field.replace(/_/g, ' ');
  return `The ${name} has already been taken.`;
};

/**
 * A unique key of a kind (a coupon code, a task status identifier, an option's group and key): one
 * stream per key, claimed by one item at a time, released when the item lets it go.
 */
export const referenceKeyDecider: Decider<ReferenceKeyState, ReferenceKeyCommand, ReferenceKeyEvent> = {
  initialState: () => ({ status: 'free' }),

  decide(command, state) {
    switch (command.type) {
      case 'ClaimReferenceKey': {
        const { kind, key, itemId, field } = command.data;
        if (state.status === 'claimed') {
          if (state.itemId === itemId) return [];
          throw invalid(field, takenMessage(field));
        }
        return [{ type: 'ReferenceKeyClaimed', data: { kind, key, itemId } }];
      }
      case 'ReleaseReferenceKey': {
        const { kind, key, itemId } = command.data;
        if (state.status !== 'claimed' || state.itemId !== itemId) return [];
        return [{ type: 'ReferenceKeyReleased', data: { kind, key, itemId } }];
      }
      default:
        return assertNever(command);
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case 'ReferenceKeyClaimed':
        return { status: 'claimed', itemId: event.data.itemId };
      case 'ReferenceKeyReleased':
        return { status: 'free' };
      default:
        return assertNever(event);
    }
  },
};
