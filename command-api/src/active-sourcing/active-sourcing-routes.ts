import { randomUUID } from 'node:crypto';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { activeSourcingFeature, MAX_DOCUMENT_BYTES, MAX_DOCUMENTS_PER_UPLOAD, notFound, quotaOf } from '@rm/domain';
import { loadCompany } from '../companies/company-commands';
import { bindContracts, commandHandlers, signedInUser } from '@rm/platform/http';
import type { FastifyRequest } from 'fastify';
import { ownCompany, runEmployerCommand } from '../employer-settings/employer-commands';
import { withoutMetadata } from '../files/images';
import { acceptUploads, readUploads } from '../files/uploads';
import { metadataOf, type CommandRoutesOptions } from '../shared/command-context';

/** What a company may keep about a contact: PDFs, images and Word documents (sniffed from the content). */
const DOCUMENT_TYPES = [
  'application/pdf',
  'image/jpeg',
  'image/png',
  'image/webp',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/x-cfb',
] as const;

/**
 * Active sourcing: messages within the quota (the company's employer stream decides, so two messages
 * cannot both take the last one), templates, and documents about a contact the company has unlocked —
 * their files encrypted among the contact's person files, erased with the contact.
 */
export const activeSourcingRoutes: FastifyPluginCallbackTypebox<CommandRoutesOptions> = (app, { store, reads, personalData }, done) => {
  acceptUploads(app, { maxBytes: MAX_DOCUMENT_BYTES, maxFiles: MAX_DOCUMENTS_PER_UPLOAD });
  const settled = (position: bigint | null | undefined) => reads.caughtUp('employer-settings', position ?? null);
  /** The company of a contact's documents: the contact must be one it unlocked (404 otherwise, as for an unknown contact). */
  const unlockedBy = async (request: FastifyRequest, contactId: string): Promise<string> => {
    const companyId = ownCompany(request);
    if (!(await reads.hasUnlocked(companyId, contactId))) throw notFound('Contact not found.');
    return companyId;
  };

  bindContracts(
    app,
    commandHandlers(activeSourcingFeature, {
      async setActiveSourcingAccess(request) {
        const companyId = request.params.id;
        if ((await loadCompany(store, companyId)).status !== 'registered') throw notFound('Company not found.');
        const result = await runEmployerCommand(
          store,
          companyId,
          { type: 'SetActiveSourcingAccess', data: { companyId, unlimited: request.body.has_unlimited_access } },
          metadataOf(request),
        );
        await settled(result.append?.position);
        return quotaOf(result.state);
      },
      async activeSourcingRequestReached(request, reply) {
        const companyId = ownCompany(request);
        const metadata = metadataOf(request);
        const result = await runEmployerCommand(
          store,
          companyId,
          {
            type: 'SendActiveSourcingMessage',
            data: {
              companyId,
              messageId: randomUUID(),
              contactId: request.body.user_id,
              senderId: signedInUser(request).id,
              templateId: request.body.template_id ?? null,
              message: request.body.message.trim(),
              now: metadata.occurredAt ?? new Date().toISOString(),
            },
          },
          { ...metadata },
        );
        await settled(result.append?.position);
        void reply.code(201);
        return { message: 'Message sent.', quota: quotaOf(result.state) };
      },
      async createMessageTemplate(request, reply) {
        const companyId = ownCompany(request);
        const data = { companyId, templateId: randomUUID(), name: request.body.name.trim(), body: request.body.body.trim(), create: true };
        const result = await runEmployerCommand(store, companyId, { type: 'SaveMessageTemplate', data }, metadataOf(request));
        await settled(result.append?.position);
        void reply.code(201);
        return { message: 'Template created.', data: { id: data.templateId, name: data.name, body: data.body } };
      },
      async updateMessageTemplate(request) {
        const companyId = ownCompany(request);
        const data = {
          companyId,
          templateId: request.params.id,
          name: request.body.name.trim(),
          body: request.body.body.trim(),
          create: false,
        };
        const result = await runEmployerCommand(store, companyId, { type: 'SaveMessageTemplate', data }, metadataOf(request));
        await settled(result.append?.position);
        return { message: 'Template updated.', data: { id: data.templateId, name: data.name, body: data.body } };
      },
      async deleteMessageTemplate(request) {
        const companyId = ownCompany(request);
        const result = await runEmployerCommand(
          store,
          companyId,
          { type: 'DeleteMessageTemplate', data: { companyId, templateId: request.params.id } },
          metadataOf(request),
        );
        await settled(result.append?.position);
        return { message: 'Template deleted.' };
      },
      async uploadContactDocuments(request, reply) {
        const contactId = request.params.userId;
        const companyId = await unlockedBy(request, contactId);
        const uploads = await readUploads(request, {
          field: /^documents(\[\d+\])?$/,
          maxBytes: MAX_DOCUMENT_BYTES,
          maxFiles: MAX_DOCUMENTS_PER_UPLOAD,
          types: DOCUMENT_TYPES,
          errorField: 'documents',
          wrongTypeMessage: 'This file type is not allowed: upload a PDF, an image or a Word document.',
          tooLargeMessage: 'A document must not be larger than 10 MB.',
          missingMessage: 'Please select documents.',
        });
        // Images are stored without their metadata (EXIF GPS and the like), re-encoded before they are
        // encrypted; one after the other, so that one upload holds one decoded image in memory at a time.
        const files: typeof uploads = [];
        for (const file of uploads)
          files.push(
            file.contentType.startsWith('image/')
              ? { ...file, content: await withoutMetadata(file.content, file.contentType, 'documents') }
              : file,
          );
        const documents = files.map((file) => ({
          documentId: randomUUID(),
          name: file.name,
          contentType: file.contentType,
          size: file.content.length,
          file,
        }));
        for (const document of documents) await personalData.files.put(contactId, document.documentId, document.file);
        const metadata = metadataOf(request);
        const result = await runEmployerCommand(
          store,
          companyId,
          {
            type: 'AddContactDocuments',
            data: { companyId, contactId, documents: documents.map(({ file: _file, ...document }) => document) },
          },
          metadata,
        );
        await settled(result.append?.position);
        void reply.code(201);
        return {
          message: 'Documents uploaded successfully',
          documents: documents.map((document) => ({
            id: document.documentId,
            name: document.name,
            content_type: document.contentType,
            size: document.size,
            created_at: metadata.occurredAt ?? new Date().toISOString(),
          })),
        };
      },
      async deleteContactDocument(request) {
        const companyId = ownCompany(request);
        const { userId: contactId, docId } = request.params;
        const result = await runEmployerCommand(
          store,
          companyId,
          { type: 'DeleteContactDocument', data: { companyId, contactId, documentId: docId } },
          metadataOf(request),
        );
        await personalData.files.remove(contactId, docId);
        await settled(result.append?.position);
        return { message: 'Document deleted successfully' };
      },
    }),
  );
  done();
};
