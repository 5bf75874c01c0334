import { Type, type Static } from '@sinclair/typebox';
import { BillingMonthsSchema, PackageKeySchema } from '../packages/pricing';
import { Actor, ERASED_TEXT, Personal, Secret, Subject } from '../shared/personal-data';
import { Nullable, Timestamp, Uuid } from '../shared/schema';

/*
 * The employer workspace of one company (its stream `employer-<companyId>`): payment details, definitions,
 * testimonials, the chosen package, active sourcing (templates, messages sent within the quota), the
 * documents it keeps about contacts and the images it uploads. Files themselves are never in the log:
 * the events carry their ids, the files sit in the person files of the person they are about.
 */

/** The company's SEPA account as its user gave it; `userId` is who gave it (the personal fields are theirs). */
export const SepaDetailsSavedSchema = Type.Object({
  type: Type.Literal('SepaDetailsSaved'),
  data: Type.Object({
    companyId: Uuid,
    userId: Uuid,
    bankAccountOwner: Personal(Type.String(), { subject: 'userId' }),
    iban: Secret(Personal(Type.String(), { subject: 'userId', erased: '' })),
    swiftBic: Secret(Type.String()),
    signerName: Personal(Type.String(), { subject: 'userId' }),
    acceptedTermsAt: Timestamp,
  }),
});

export const DefinitionSavedSchema = Type.Object({
  type: Type.Literal('DefinitionSaved'),
  data: Type.Object({ companyId: Uuid, definitionId: Uuid, name: Type.String(), description: Type.String() }),
});
/** Deleted with a reason (the generic delete-with-reason modal); `userId` is who deleted it. */
export const DefinitionDeletedSchema = Type.Object({
  type: Type.Literal('DefinitionDeleted'),
  data: Type.Object({
    companyId: Uuid,
    definitionId: Uuid,
    userId: Uuid,
    reason: Personal(Type.String(), { subject: 'userId', erased: ERASED_TEXT }),
  }),
});

/** A company user asked sales for an offer; the contact details are the asking user's. */
export const SalesInquirySentSchema = Type.Object({
  type: Type.Literal('SalesInquirySent'),
  data: Type.Object({
    companyId: Uuid,
    inquiryId: Uuid,
    userId: Uuid,
    firstName: Personal(Type.String(), { subject: 'userId' }),
    lastName: Personal(Type.String(), { subject: 'userId', erased: '' }),
    companyName: Type.String(),
    email: Personal(Type.String(), { subject: 'userId', erased: 'geloescht-{subject}@invalid' }),
    mobile: Nullable(Personal(Type.String(), { subject: 'userId' })),
    selectedPackage: Nullable(Type.String()),
    message: Nullable(Personal(Type.String(), { subject: 'userId' })),
    reachability: Nullable(Type.String()),
    registeredFromPage: Nullable(Type.String()),
  }),
});

/** A customer's testimonial about the product, written by `userId` (its author, a user of the company). */
export const TestimonialSavedSchema = Type.Object({
  type: Type.Literal('TestimonialSaved'),
  data: Type.Object({
    companyId: Uuid,
    testimonialId: Uuid,
    userId: Uuid,
    bodyProblem: Personal(Type.String(), { subject: 'userId', erased: ERASED_TEXT }),
    bodyCollaboration: Personal(Type.String(), { subject: 'userId', erased: ERASED_TEXT }),
    bodyResults: Personal(Type.String(), { subject: 'userId', erased: ERASED_TEXT }),
    bodyConclusion: Personal(Type.String(), { subject: 'userId', erased: ERASED_TEXT }),
  }),
});

/** The company chose a package; the price was computed by `priceOf` when it was chosen. Money in euros. */
export const PackageChosenSchema = Type.Object({
  type: Type.Literal('PackageChosen'),
  data: Type.Object({
    companyId: Uuid,
    packageKey: PackageKeySchema,
    messages: Type.Integer({ minimum: 0 }),
    campaigns: Type.Integer({ minimum: 0 }),
    months: BillingMonthsSchema,
    monthlyPrice: Type.Number(),
    periodPrice: Type.Number(),
  }),
});

/** An admin gave the company active sourcing without a limit (or took it back). */
export const ActiveSourcingAccessSetSchema = Type.Object({
  type: Type.Literal('ActiveSourcingAccessSet'),
  data: Type.Object({ companyId: Uuid, unlimited: Type.Boolean() }),
});

export const MessageTemplateSavedSchema = Type.Object({
  type: Type.Literal('MessageTemplateSaved'),
  data: Type.Object({ companyId: Uuid, templateId: Uuid, name: Type.String(), body: Type.String() }),
});
export const MessageTemplateDeletedSchema = Type.Object({
  type: Type.Literal('MessageTemplateDeleted'),
  data: Type.Object({ companyId: Uuid, templateId: Uuid }),
});

/** An active-sourcing message reached a candidate (`contactId`), counted against the quota. */
export const ActiveSourcingMessageSentSchema = Type.Object({
  type: Type.Literal('ActiveSourcingMessageSent'),
  data: Type.Object({
    companyId: Uuid,
    messageId: Uuid,
    contactId: Uuid,
    senderId: Actor(Uuid),
    templateId: Nullable(Uuid),
    message: Personal(Type.String(), { subject: 'contactId', erased: ERASED_TEXT }),
    sentAt: Timestamp,
  }),
});

/** A document about a contact, its file in the contact's person files under `documentId`. */
export const ContactDocumentAddedSchema = Type.Object({
  type: Type.Literal('ContactDocumentAdded'),
  data: Type.Object({
    companyId: Uuid,
    contactId: Uuid,
    documentId: Uuid,
    name: Personal(Type.String(), { subject: 'contactId', erased: ERASED_TEXT }),
    contentType: Type.String(),
    size: Type.Integer({ minimum: 0 }),
  }),
});
export const ContactDocumentDeletedSchema = Type.Object({
  type: Type.Literal('ContactDocumentDeleted'),
  data: Type.Object({ companyId: Uuid, contactId: Subject(Uuid), documentId: Uuid }),
});

/** An image a company user uploaded, its file in the uploader's person files under `mediaId`. */
export const ImageUploadedSchema = Type.Object({
  type: Type.Literal('ImageUploaded'),
  data: Type.Object({
    companyId: Uuid,
    mediaId: Uuid,
    userId: Uuid,
    name: Personal(Type.String(), { subject: 'userId', erased: ERASED_TEXT }),
    contentType: Type.String(),
    size: Type.Integer({ minimum: 0 }),
  }),
});

export type SepaDetailsSaved = Static<typeof SepaDetailsSavedSchema>;
export type DefinitionSaved = Static<typeof DefinitionSavedSchema>;
export type DefinitionDeleted = Static<typeof DefinitionDeletedSchema>;
export type SalesInquirySent = Static<typeof SalesInquirySentSchema>;
export type TestimonialSaved = Static<typeof TestimonialSavedSchema>;
export type PackageChosen = Static<typeof PackageChosenSchema>;
export type ActiveSourcingAccessSet = Static<typeof ActiveSourcingAccessSetSchema>;
export type MessageTemplateSaved = Static<typeof MessageTemplateSavedSchema>;
export type MessageTemplateDeleted = Static<typeof MessageTemplateDeletedSchema>;
export type ActiveSourcingMessageSent = Static<typeof ActiveSourcingMessageSentSchema>;
export type ContactDocumentAdded = Static<typeof ContactDocumentAddedSchema>;
export type ContactDocumentDeleted = Static<typeof ContactDocumentDeletedSchema>;
export type ImageUploaded = Static<typeof ImageUploadedSchema>;

export type EmployerEvent =
  | SepaDetailsSaved
  | DefinitionSaved
  | DefinitionDeleted
  | SalesInquirySent
  | TestimonialSaved
  | PackageChosen
  | ActiveSourcingAccessSet
  | MessageTemplateSaved
  | MessageTemplateDeleted
  | ActiveSourcingMessageSent
  | ContactDocumentAdded
  | ContactDocumentDeleted
  | ImageUploaded;

export const EmployerEventSchemas = [
  SepaDetailsSavedSchema,
  DefinitionSavedSchema,
  DefinitionDeletedSchema,
  SalesInquirySentSchema,
  TestimonialSavedSchema,
  PackageChosenSchema,
  ActiveSourcingAccessSetSchema,
  MessageTemplateSavedSchema,
  MessageTemplateDeletedSchema,
  ActiveSourcingMessageSentSchema,
  ContactDocumentAddedSchema,
  ContactDocumentDeletedSchema,
  ImageUploadedSchema,
] as const;

export const EMPLOYER_EVENT_TYPES = EmployerEventSchemas.map((schema) => schema.properties.type.const);

export const employerStreamId = (companyId: string): string => `employer-${companyId}`;
