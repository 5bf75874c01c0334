import { Type, type Static } from '@sinclair/typebox';
import { Uuid } from '../shared/schema';
import { REFERENCE_KINDS, ReferenceFieldSchemas, ReferenceKindSchema } from './reference-kinds';

/** Any kind's fields (the kind's own schema; the decider forms them from the kind's rules). */
const AnyFields = Type.Union(REFERENCE_KINDS.map((kind) => ReferenceFieldSchemas[kind]));
const AnyPartialFields = Type.Union(REFERENCE_KINDS.map((kind) => Type.Partial(ReferenceFieldSchemas[kind])));

/** An item of reference data was created with these fields (as its kind stores them). */
export const ReferenceItemCreatedSchema = Type.Object({
  type: Type.Literal('ReferenceItemCreated'),
  data: Type.Object({ itemId: Uuid, kind: ReferenceKindSchema, fields: AnyFields }),
});

/** Some fields of an item changed: their values after (`changes`) and before (`before`). */
export const ReferenceItemChangedSchema = Type.Object({
  type: Type.Literal('ReferenceItemChanged'),
  data: Type.Object({ itemId: Uuid, kind: ReferenceKindSchema, changes: AnyPartialFields, before: AnyPartialFields }),
});

/** An item was deleted (it stays in the log; `label` names it in the audit trail). */
export const ReferenceItemDeletedSchema = Type.Object({
  type: Type.Literal('ReferenceItemDeleted'),
  data: Type.Object({ itemId: Uuid, kind: ReferenceKindSchema, label: Type.String() }),
});

/** Appended alone to `reference-key-<kind>-<key>`: the claim that makes a code, key or identifier unique within its kind. */
export const ReferenceKeyClaimedSchema = Type.Object({
  type: Type.Literal('ReferenceKeyClaimed'),
  data: Type.Object({ kind: ReferenceKindSchema, key: Type.String(), itemId: Uuid }),
});
/** The item no longer holds the key (it was deleted, or its key changed): another item may claim it. */
export const ReferenceKeyReleasedSchema = Type.Object({
  type: Type.Literal('ReferenceKeyReleased'),
  data: Type.Object({ kind: ReferenceKindSchema, key: Type.String(), itemId: Uuid }),
});

export type ReferenceItemCreated = Static<typeof ReferenceItemCreatedSchema>;
export type ReferenceItemChanged = Static<typeof ReferenceItemChangedSchema>;
export type ReferenceItemDeleted = Static<typeof ReferenceItemDeletedSchema>;
export type ReferenceKeyClaimed = Static<typeof ReferenceKeyClaimedSchema>;
export type ReferenceKeyReleased = Static<typeof ReferenceKeyReleasedSchema>;
export type ReferenceItemEvent = ReferenceItemCreated | ReferenceItemChanged | ReferenceItemDeleted;
export type ReferenceKeyEvent = ReferenceKeyClaimed | ReferenceKeyReleased;
export const ReferenceDataEventSchemas = [
  ReferenceItemCreatedSchema,
  ReferenceItemChangedSchema,
  ReferenceItemDeletedSchema,
  ReferenceKeyClaimedSchema,
  ReferenceKeyReleasedSchema,
] as const;

export const referenceItemStreamId = (itemId: string): string => `reference-item-${itemId}`;
/** One stream per kind and unique key (lower-case), so that a second item with the same key fails on the write. */
export const referenceKeyStreamId = (kind: string, key: string): string => `reference-key-${kind}-${encodeURIComponent(key)}`;
