import { Type, type Static } from '@sinclair/typebox';
import { Actor, Secret, Subject } from '../shared/personal-data';
import { Nullable, Uuid } from '../shared/schema';

/** status_id of an unlocked contact as the spec's screens read it; 4 means hired. */
export const UNLOCK_STATUS_IDS = { unlocked: 1, opened: 2, hire_rejected: 3, hired: 4 } as const;

export const ContactUnlockedSchema = Type.Object({
  type: Type.Literal('ContactUnlocked'),
  data: Type.Object({
    unlockId: Uuid,
    contactId: Subject(Uuid),
    companyId: Uuid,
    employerId: Actor(Nullable(Uuid)),
    campaignId: Nullable(Uuid),
    /** The contact's offer for that campaign, moved to `unlocked` by this unlock. */
    offerId: Nullable(Uuid),
    /** Cents charged to the company. */
    price: Secret(Type.Integer({ minimum: 0 })),
  }),
});
const UnlockRef = Type.Object({ unlockId: Uuid, contactId: Subject(Uuid), companyId: Uuid });
export const UnlockedContactOpenedSchema = Type.Object({ type: Type.Literal('UnlockedContactOpened'), data: UnlockRef });
export const UnlockHireConfirmedByAdminSchema = Type.Object({ type: Type.Literal('UnlockHireConfirmedByAdmin'), data: UnlockRef });
export const UnlockHireRejectedByAdminSchema = Type.Object({ type: Type.Literal('UnlockHireRejectedByAdmin'), data: UnlockRef });
export const UnlockDeletedSchema = Type.Object({ type: Type.Literal('UnlockDeleted'), data: UnlockRef });

/** The company set the contact's status (employer spec §4): a base status 1–5, or a custom one mapped onto its base status. */
export const UnlockedContactStatusChangedSchema = Type.Object({
  type: Type.Literal('UnlockedContactStatusChanged'),
  data: Type.Object({
    unlockId: Uuid,
    contactId: Subject(Uuid),
    companyId: Uuid,
    statusId: Type.Integer({ minimum: 1, maximum: 5 }),
    customStatusId: Nullable(Uuid),
    /** YYYY-MM-DD, when a hire names the first working day. */
    firstWorkDayAt: Nullable(Type.String({ format: 'date' })),
  }),
});
/** The reasons why the contact is unqualified (ids of unqualified status reasons), saved before the status 5. */
export const UnlockedContactUnqualifiedReasonsSetSchema = Type.Object({
  type: Type.Literal('UnlockedContactUnqualifiedReasonsSet'),
  data: Type.Object({ unlockId: Uuid, contactId: Subject(Uuid), companyId: Uuid, reasonIds: Type.Array(Uuid) }),
});
/** The company user responsible for the contact (employer spec §4 checklist, §6 rule). */
export const UnlockedContactOwnerChangedSchema = Type.Object({
  type: Type.Literal('UnlockedContactOwnerChanged'),
  data: Type.Object({ unlockId: Uuid, contactId: Subject(Uuid), companyId: Uuid, ownerId: Actor(Nullable(Uuid)) }),
});

/** The company was charged for hiring the unlocked contact (a super-action): one charge per unlock, a transaction of its own. */
export const HireChargedSchema = Type.Object({
  type: Type.Literal('HireCharged'),
  data: Type.Object({
    unlockId: Uuid,
    contactId: Subject(Uuid),
    companyId: Uuid,
    transactionId: Uuid,
    /** Cents. */
    price: Secret(Type.Integer({ minimum: 0 })),
  }),
});

export type ContactUnlocked = Static<typeof ContactUnlockedSchema>;
export type UnlockedContactOpened = Static<typeof UnlockedContactOpenedSchema>;
export type UnlockHireConfirmedByAdmin = Static<typeof UnlockHireConfirmedByAdminSchema>;
export type UnlockHireRejectedByAdmin = Static<typeof UnlockHireRejectedByAdminSchema>;
export type UnlockDeleted = Static<typeof UnlockDeletedSchema>;
export type HireCharged = Static<typeof HireChargedSchema>;
export type UnlockedContactStatusChanged = Static<typeof UnlockedContactStatusChangedSchema>;
export type UnlockedContactUnqualifiedReasonsSet = Static<typeof UnlockedContactUnqualifiedReasonsSetSchema>;
export type UnlockedContactOwnerChanged = Static<typeof UnlockedContactOwnerChangedSchema>;
export type UnlockEvent =
  | ContactUnlocked
  | UnlockedContactOpened
  | UnlockHireConfirmedByAdmin
  | UnlockHireRejectedByAdmin
  | UnlockDeleted
  | HireCharged
  | UnlockedContactStatusChanged
  | UnlockedContactUnqualifiedReasonsSet
  | UnlockedContactOwnerChanged;
export const UnlockEventSchemas = [
  ContactUnlockedSchema,
  UnlockedContactOpenedSchema,
  UnlockHireConfirmedByAdminSchema,
  UnlockHireRejectedByAdminSchema,
  UnlockDeletedSchema,
  HireChargedSchema,
  UnlockedContactStatusChangedSchema,
  UnlockedContactUnqualifiedReasonsSetSchema,
  UnlockedContactOwnerChangedSchema,
] as const;

/** One stream per company and contact, so that a second unlock fails on the write. */
export const unlockStreamId = (companyId: string, contactId: string): string => `unlock-${companyId}-${contactId}`;
