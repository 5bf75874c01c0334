import { Type, type Static } from '@sinclair/typebox';
import { Personal } from '../shared/personal-data';
import { Nullable, Timestamp, Uuid } from '../shared/schema';

export const PLAYER_CLASSES = ['A', 'B', 'C', 'X'] as const;

/** A company's customer level is its player class (A best, X not playing). */
export const CUSTOMER_LEVELS = PLAYER_CLASSES;
export type CustomerLevel = (typeof CUSTOMER_LEVELS)[number];
export const CustomerLevelSchema = Type.Union(CUSTOMER_LEVELS.map((level) => Type.Literal(level)));

/** The customer segment (the company's `type`): what kind of employer it is. */
export const CUSTOMER_SEGMENTS = [
  'care_home',
  'ambulatory_care',
  'hospital',
  'logistics',
  'passenger_transport',
  'staffing_agency',
  'other',
] as const;
export type CustomerSegment = (typeof CUSTOMER_SEGMENTS)[number];
export const CustomerSegmentSchema = Type.Union(CUSTOMER_SEGMENTS.map((segment) => Type.Literal(segment)));

/** The on/off switches of a company (spec §4), each changed by an admin; `no_focus` is the dashboard's "REALLY?!" flag. */
export const COMPANY_FLAGS = [
  'is_active',
  'direct_pay',
  'is_partner',
  'auto_contacts_unlock',
  'sepa_enabled',
  'marked_as_verified',
  'no_focus',
] as const;
export type CompanyFlag = (typeof COMPANY_FLAGS)[number];
export const CompanyFlagSchema = Type.Union(COMPANY_FLAGS.map((flag) => Type.Literal(flag)));

/** A config or property value: configs and properties are free key/value maps kept for sales and integrations. */
export const SettingValueSchema = Type.Union([Type.String({ maxLength: 2000 }), Type.Number(), Type.Boolean(), Type.Null()]);
export const SettingsMapSchema = Type.Record(
  Type.String({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_.-]+$' }),
  SettingValueSchema,
  {
    maxProperties: 100,
  },
);
export type SettingsMap = Static<typeof SettingsMapSchema>;

export const CompanyRegisteredSchema = Type.Object({
  type: Type.Literal('CompanyRegistered'),
  data: Type.Object({
    companyId: Uuid,
    name: Type.String(),
    country: Type.String({ minLength: 2, maxLength: 2 }),
    zipCode: Nullable(Type.String()),
    city: Nullable(Type.String()),
    isPartner: Type.Boolean(),
  }),
});
export const CompanyAccountManagerAssignedSchema = Type.Object({
  type: Type.Literal('CompanyAccountManagerAssigned'),
  data: Type.Object({ companyId: Uuid, accountManagerId: Nullable(Uuid) }),
});
export const EmployerAttachedSchema = Type.Object({
  type: Type.Literal('EmployerAttached'),
  data: Type.Object({ companyId: Uuid, employerId: Uuid }),
});

/**
 * A business registered itself (POST /register/business): what the form said beyond the company's name
 * and place. The owner's name, e-mail and mobile are on their `UserRegistered`; the company phone of a
 * small business is often the owner's own, so it is declared personal data of the owner.
 */
export const BusinessRegisteredSchema = Type.Object({
  type: Type.Literal('BusinessRegistered'),
  data: Type.Object({
    companyId: Uuid,
    ownerId: Uuid,
    companyPhone: Nullable(Personal(Type.String(), { subject: 'ownerId' })),
    /** Where the sign-up came from (`from`, e.g. a campaign or partner) and the page it was sent from. */
    registeredFrom: Nullable(Type.String()),
    registeredFromPage: Nullable(Type.String()),
    salesOwnerId: Nullable(Uuid),
    /** The versions of the terms of use and the data processing agreement the owner accepted (absent before 2026-12). */
    termsVersion: Type.Optional(Type.String()),
    dpaVersion: Type.Optional(Type.String()),
  }),
});
/** One of the company's switches was set (who and when are the event's metadata). */
export const CompanyFlagChangedSchema = Type.Object({
  type: Type.Literal('CompanyFlagChanged'),
  data: Type.Object({ companyId: Uuid, flag: CompanyFlagSchema, value: Type.Boolean() }),
});
/** The company's SEPA mandate was approved, signed at `signedAt`. */
export const CompanySepaApprovedSchema = Type.Object({
  type: Type.Literal('CompanySepaApproved'),
  data: Type.Object({ companyId: Uuid, signedAt: Timestamp }),
});
export const CompanyCustomerLevelChangedSchema = Type.Object({
  type: Type.Literal('CompanyCustomerLevelChanged'),
  data: Type.Object({ companyId: Uuid, customerLevel: CustomerLevelSchema }),
});
export const CompanyCustomerSegmentChangedSchema = Type.Object({
  type: Type.Literal('CompanyCustomerSegmentChanged'),
  data: Type.Object({ companyId: Uuid, customerSegment: CustomerSegmentSchema }),
});
/** Billing settings: days until an invoice is due, and goodwill mode (reminders and dunning held back). */
export const CompanySettingsChangedSchema = Type.Object({
  type: Type.Literal('CompanySettingsChanged'),
  data: Type.Object({ companyId: Uuid, dueDays: Type.Integer({ minimum: 0 }), goodwillMode: Type.Boolean() }),
});
export const CompanyConfigsChangedSchema = Type.Object({
  type: Type.Literal('CompanyConfigsChanged'),
  data: Type.Object({ companyId: Uuid, configs: SettingsMapSchema }),
});
export const CompanyPropertiesChangedSchema = Type.Object({
  type: Type.Literal('CompanyPropertiesChanged'),
  data: Type.Object({ companyId: Uuid, properties: SettingsMapSchema }),
});
/** The company was deleted: its history stays in the log and the audit trail, its read-model rows go. */
export const CompanyDeletedSchema = Type.Object({
  type: Type.Literal('CompanyDeleted'),
  data: Type.Object({ companyId: Uuid }),
});

export type CompanyRegistered = Static<typeof CompanyRegisteredSchema>;
export type CompanyAccountManagerAssigned = Static<typeof CompanyAccountManagerAssignedSchema>;
export type EmployerAttached = Static<typeof EmployerAttachedSchema>;
export type BusinessRegistered = Static<typeof BusinessRegisteredSchema>;
export type CompanyFlagChanged = Static<typeof CompanyFlagChangedSchema>;
export type CompanySepaApproved = Static<typeof CompanySepaApprovedSchema>;
export type CompanyCustomerLevelChanged = Static<typeof CompanyCustomerLevelChangedSchema>;
export type CompanyCustomerSegmentChanged = Static<typeof CompanyCustomerSegmentChangedSchema>;
export type CompanySettingsChanged = Static<typeof CompanySettingsChangedSchema>;
export type CompanyConfigsChanged = Static<typeof CompanyConfigsChangedSchema>;
export type CompanyPropertiesChanged = Static<typeof CompanyPropertiesChangedSchema>;
export type CompanyDeleted = Static<typeof CompanyDeletedSchema>;
export type CompanyEvent =
  | CompanyRegistered
  | CompanyAccountManagerAssigned
  | EmployerAttached
  | BusinessRegistered
  | CompanyFlagChanged
  | CompanySepaApproved
  | CompanyCustomerLevelChanged
  | CompanyCustomerSegmentChanged
  | CompanySettingsChanged
  | CompanyConfigsChanged
  | CompanyPropertiesChanged
  | CompanyDeleted;
export const CompanyEventSchemas = [
  CompanyRegisteredSchema,
  CompanyAccountManagerAssignedSchema,
  EmployerAttachedSchema,
  BusinessRegisteredSchema,
  CompanyFlagChangedSchema,
  CompanySepaApprovedSchema,
  CompanyCustomerLevelChangedSchema,
  CompanyCustomerSegmentChangedSchema,
  CompanySettingsChangedSchema,
  CompanyConfigsChangedSchema,
  CompanyPropertiesChangedSchema,
  CompanyDeletedSchema,
] as const;

export const companyStreamId = (companyId: string): string => `company-${companyId}`;
