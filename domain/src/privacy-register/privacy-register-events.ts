import { Type, type Static } from '@sinclair/typebox';
import { Subject } from '../shared/personal-data';
import { Nullable, Timestamp, Uuid } from '../shared/schema';

/** How the risk of a breach to persons was assessed (Art. 33(1), 34(1)). */
export const BREACH_RISKS = ['none', 'risk', 'high'] as const;
export type BreachRisk = (typeof BREACH_RISKS)[number];
export const BreachRiskSchema = Type.Union(BREACH_RISKS.map((risk) => Type.Literal(risk)));

/** The rights a data-subject request invokes (Art. 15–21). */
export const DATA_SUBJECT_REQUEST_KINDS = ['access', 'rectification', 'erasure', 'restriction', 'portability', 'objection'] as const;
export type DataSubjectRequestKind = (typeof DATA_SUBJECT_REQUEST_KINDS)[number];
export const DataSubjectRequestKindSchema = Type.Union(DATA_SUBJECT_REQUEST_KINDS.map((kind) => Type.Literal(kind)));

/**
 * A breach as the register keeps it. The texts describe the organisation's process, never a person: no
 * names of persons affected (only their number).
 */
export const BreachFieldsSchema = Type.Object({
  detectedAt: Timestamp,
  description: Type.String({ minLength: 5, maxLength: 2000 }),
  dataCategories: Type.String({ minLength: 1, maxLength: 500 }),
  personsAffected: Type.Integer({ minimum: 0, maximum: 100_000_000 }),
  risk: BreachRiskSchema,
  authorityNotifiedAt: Nullable(Timestamp),
  personsNotifiedAt: Nullable(Timestamp),
});
export type BreachFields = Static<typeof BreachFieldsSchema>;

/**
 * A data-subject request as the register keeps it: `reference` is the organisation's file reference (no
 * name); `contactId` the candidate it concerns when known, so the request joins their Art. 15 export.
 */
export const DataSubjectRequestFieldsSchema = Type.Object({
  kind: DataSubjectRequestKindSchema,
  receivedAt: Timestamp,
  reference: Type.String({ minLength: 1, maxLength: 100 }),
  contactId: Nullable(Subject(Uuid)),
  extended: Type.Boolean(),
  doneAt: Nullable(Timestamp),
});
export type DataSubjectRequestFields = Static<typeof DataSubjectRequestFieldsSchema>;

export const BreachRecordedSchema = Type.Object({
  type: Type.Literal('BreachRecorded'),
  data: Type.Object({ breachId: Uuid, ...BreachFieldsSchema.properties }),
});
/** The breach's fields as they are now (the event before holds the previous ones). */
export const BreachChangedSchema = Type.Object({
  type: Type.Literal('BreachChanged'),
  data: Type.Object({ breachId: Uuid, ...BreachFieldsSchema.properties }),
});
export const DataSubjectRequestRecordedSchema = Type.Object({
  type: Type.Literal('DataSubjectRequestRecorded'),
  data: Type.Object({ requestId: Uuid, ...DataSubjectRequestFieldsSchema.properties }),
});
export const DataSubjectRequestChangedSchema = Type.Object({
  type: Type.Literal('DataSubjectRequestChanged'),
  data: Type.Object({ requestId: Uuid, ...DataSubjectRequestFieldsSchema.properties }),
});

export type BreachRecorded = Static<typeof BreachRecordedSchema>;
export type BreachChanged = Static<typeof BreachChangedSchema>;
export type DataSubjectRequestRecorded = Static<typeof DataSubjectRequestRecordedSchema>;
export type DataSubjectRequestChanged = Static<typeof DataSubjectRequestChangedSchema>;
export type BreachEvent = BreachRecorded | BreachChanged;
export type DataSubjectRequestEvent = DataSubjectRequestRecorded | DataSubjectRequestChanged;
export type PrivacyRegisterEvent = BreachEvent | DataSubjectRequestEvent;

export const PrivacyRegisterEventSchemas = [
  BreachRecordedSchema,
  BreachChangedSchema,
  DataSubjectRequestRecordedSchema,
  DataSubjectRequestChangedSchema,
] as const;

export const breachStreamId = (breachId: string): string => `privacy-breach-${breachId}`;
export const dataSubjectRequestStreamId = (requestId: string): string => `privacy-request-${requestId}`;
