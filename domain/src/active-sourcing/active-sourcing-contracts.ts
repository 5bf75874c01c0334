import { Type, type Static } from '@sinclair/typebox';
import { ContactDetails } from '../shared/contact-details';
import { MessageSchema } from '../api/api-schemas';
import { EMPLOYER } from '../employer-settings/employer-settings-contracts';
import { ActiveSourcingQuotaSchema } from '../employer-settings/employer-settings-schemas';
import { ADMIN, apiFeature, contract, IdParams } from '../shared/contract';
import { Nullable, Timestamp, Uuid } from '../shared/schema';
import { API_CATALOGUE } from '../api-catalogue';

const FEATURE = 'active-sourcing';

export const MessageTemplateSchema = Type.Object({ id: Uuid, name: Type.String(), body: Type.String() });
export type MessageTemplate = Static<typeof MessageTemplateSchema>;
export const ContactDocumentSchema = Type.Object({
  id: Uuid,
  name: Type.String(),
  content_type: Type.String(),
  size: Type.Integer(),
  created_at: Timestamp,
});
export type ContactDocument = Static<typeof ContactDocumentSchema>;
export const ContactInformationSchema = Type.Object({
  id: Uuid,
  full_name: Type.String(),
  email: ContactDetails(Nullable(Type.String()), { subject: 'id' }),
  phone: ContactDetails(Nullable(Type.String()), { subject: 'id' }),
  unlocked_at: Timestamp,
});
export type ContactInformation = Static<typeof ContactInformationSchema>;

const UserParams = Type.Object({ userId: Uuid });
const TemplateBody = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' }),
  body: Type.String({ minLength: 1, maxLength: 2000, pattern: '\\S' }),
});
const TemplateAnswer = Type.Object({ message: Type.String(), data: MessageTemplateSchema });

/** Largest document a company may keep about a contact, and how many at once. */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
export const MAX_DOCUMENTS_PER_UPLOAD = 10;

/** Active sourcing: messages to candidates within the package's quota, templates, documents and unlocked contact details. */
export const activeSourcingFeature = apiFeature({
  name: FEATURE,
  description:
    "Active sourcing: the company's message quota, message templates, messages to candidates, documents kept about a contact, and an unlocked contact's details",
  ...API_CATALOGUE.activeSourcing,
  queries: {
    activeSourcingQuota: contract({
      operationId: 'activeSourcingQuota',
      feature: FEATURE,
      method: 'GET',
      path: '/api/active-sourcing',
      access: EMPLOYER,
      permission: 'campaigns',
      summary: 'The active-sourcing quota',
      description:
        "The company's quota: unlimited, or the package's messages (5 without one) minus those sent, never below 0; the same candidate again after 90 days.",
      response: ActiveSourcingQuotaSchema,
    }),
    listMessageTemplates: contract({
      operationId: 'listMessageTemplates',
      feature: FEATURE,
      method: 'GET',
      path: '/api/active-sourcing/templates',
      access: EMPLOYER,
      permission: 'campaigns',
      summary: 'Message templates',
      description: "The company's active-sourcing message templates, by name.",
      response: Type.Object({ data: Type.Array(MessageTemplateSchema) }),
    }),
    listContactDocuments: contract({
      operationId: 'listContactDocuments',
      feature: FEATURE,
      method: 'GET',
      path: '/contacts/{userId}/documents',
      access: EMPLOYER,
      permission: 'unlocked-contacts',
      summary: "A contact's documents",
      description:
        'The documents the company keeps about a contact it unlocked (never those of another company); 404 for any other contact.',
      params: UserParams,
      errors: [404],
      response: Type.Object({ documents: Type.Array(ContactDocumentSchema) }),
    }),
    contactDocumentFile: contract({
      operationId: 'contactDocumentFile',
      feature: FEATURE,
      method: 'GET',
      path: '/contacts/{userId}/documents/{docId}',
      access: EMPLOYER,
      permission: 'unlocked-contacts',
      summary: 'Download a document',
      description: "A document's file, as uploaded (its sniffed content type); 404 for an unknown one or another company's.",
      params: Type.Object({ userId: Uuid, docId: Uuid }),
      response: Type.String({ format: 'binary' }),
      errors: [404],
    }),
    contactInformation: contract({
      operationId: 'contactInformation',
      feature: FEATURE,
      method: 'GET',
      path: '/api/contact-information/{userId}',
      access: EMPLOYER,
      permission: 'unlocked-contacts',
      summary: "An unlocked contact's details",
      description:
        "Name, e-mail and phone of a contact (by the contact's id) the company has unlocked; 404 for any other contact. Each read is recorded in the access log.",
      params: UserParams,
      response: ContactInformationSchema,
      errors: [404],
    }),
  },
  commands: {
    setActiveSourcingAccess: contract({
      operationId: 'setActiveSourcingAccess',
      feature: FEATURE,
      method: 'PUT',
      path: '/api/companies/{id}/active-sourcing-access',
      access: ADMIN,
      summary: 'Give a company unlimited active sourcing',
      description:
        "An admin gives a company active sourcing without a limit (`has_unlimited_access`), or takes it back (the package's quota applies again). Answers the quota; 404 for an unknown company.",
      params: IdParams,
      body: Type.Object({ has_unlimited_access: Type.Boolean() }),
      response: ActiveSourcingQuotaSchema,
      errors: [404],
      changes: ['employer-settings'],
      appends: ['ActiveSourcingAccessSet'],
    }),
    activeSourcingRequestReached: contract({
      operationId: 'activeSourcingRequestReached',
      feature: FEATURE,
      method: 'POST',
      path: '/company/active-sourcing-request-reached',
      access: EMPLOYER,
      permission: 'campaigns',
      summary: 'Send an active-sourcing message',
      description:
        'Records that an active-sourcing message reached a candidate (`user_id`, the contact), optionally from a template. Counted against the quota: with none left, or to a candidate reached in the last 90 days, the answer is 409 and nothing is sent.',
      body: Type.Object({
        user_id: Uuid,
        template_id: Type.Optional(Nullable(Uuid)),
        message: Type.String({ minLength: 1, maxLength: 2000, pattern: '\\S' }),
      }),
      response: Type.Object({ message: Type.String(), quota: ActiveSourcingQuotaSchema }),
      status: 201,
      errors: [409],
      changes: ['employer-settings'],
      appends: ['ActiveSourcingMessageSent'],
    }),
    createMessageTemplate: contract({
      operationId: 'createMessageTemplate',
      feature: FEATURE,
      method: 'POST',
      path: '/api/active-sourcing/templates',
      access: EMPLOYER,
      permission: 'campaigns',
      summary: 'Create a message template',
      description: 'Adds an active-sourcing message template (name and text, at most 2000 characters).',
      body: TemplateBody,
      response: TemplateAnswer,
      status: 201,
      changes: ['employer-settings'],
      appends: ['MessageTemplateSaved'],
    }),
    updateMessageTemplate: contract({
      operationId: 'updateMessageTemplate',
      feature: FEATURE,
      method: 'PUT',
      path: '/api/active-sourcing/templates/{id}',
      access: EMPLOYER,
      permission: 'campaigns',
      summary: 'Change a message template',
      description: "Changes a template; 404 for an unknown one or another company's.",
      params: IdParams,
      body: TemplateBody,
      response: TemplateAnswer,
      errors: [404],
      changes: ['employer-settings'],
      appends: ['MessageTemplateSaved'],
    }),
    deleteMessageTemplate: contract({
      operationId: 'deleteMessageTemplate',
      feature: FEATURE,
      method: 'DELETE',
      path: '/api/active-sourcing/templates/{id}',
      access: EMPLOYER,
      permission: 'campaigns',
      summary: 'Delete a message template',
      description: "Deletes a template; 404 for an unknown one or another company's.",
      params: IdParams,
      response: MessageSchema,
      errors: [404],
      changes: ['employer-settings'],
      appends: ['MessageTemplateDeleted'],
    }),
    uploadContactDocuments: contract({
      operationId: 'uploadContactDocuments',
      feature: FEATURE,
      method: 'POST',
      path: '/contacts/{userId}/uploadDocuments',
      access: EMPLOYER,
      permission: 'unlocked-contacts',
      summary: 'Upload documents for a contact',
      description:
        "multipart/form-data with `documents[i]` files (PDF, images, Word; at most 10 of 10 MB each, the type sniffed from the content): stored encrypted among the contact's person files, never in the event log. Only for a contact the company has unlocked (404 otherwise); 422 without a file or with a file of another type, 413 when too large.",
      params: UserParams,
      response: Type.Object({ message: Type.String(), documents: Type.Array(ContactDocumentSchema) }),
      status: 201,
      errors: [404, 413],
      changes: ['employer-settings'],
      appends: ['ContactDocumentAdded'],
    }),
    deleteContactDocument: contract({
      operationId: 'deleteContactDocument',
      feature: FEATURE,
      method: 'GET',
      path: '/contacts/{userId}/deleteDocument/{docId}',
      access: EMPLOYER,
      permission: 'unlocked-contacts',
      summary: 'Delete a document of a contact',
      description:
        "The spec's GET that deletes (CSRF-checked like a POST): removes the document and its file. 404 for an unknown one or another company's.",
      params: Type.Object({ userId: Uuid, docId: Uuid }),
      response: MessageSchema,
      changesState: true,
      errors: [404],
      changes: ['employer-settings'],
      appends: ['ContactDocumentDeleted'],
    }),
  },
});
