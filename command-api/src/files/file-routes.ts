import { randomUUID } from 'node:crypto';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { filesFeature, IMAGE_TYPES, MAX_IMAGE_BYTES } from '@rm/domain';
import { bindContracts, commandHandlers, signedInUser } from '@rm/platform/http';
import { ownCompany, runEmployerCommand } from '../employer-settings/employer-commands';
import { metadataOf, type CommandRoutesOptions } from '../shared/command-context';
import { withoutMetadata } from './images';
import { acceptUploads, readUploads } from './uploads';

/**
 * Image uploads: the file goes encrypted into the uploader's person files (`PersonalFiles`, under
 * `FILES_DIR`), then `ImageUploaded` names it by id — the content never enters the event log.
 */
export const fileRoutes: FastifyPluginCallbackTypebox<CommandRoutesOptions> = (app, { store, reads, personalData }, done) => {
  acceptUploads(app, { maxBytes: MAX_IMAGE_BYTES, maxFiles: 1 });
  bindContracts(
    app,
    commandHandlers(filesFeature, {
      async uploadImage(request, reply) {
        const companyId = ownCompany(request);
        const userId = signedInUser(request).id;
        const [upload] = await readUploads(request, {
          field: /^image$/,
          maxBytes: MAX_IMAGE_BYTES,
          maxFiles: 1,
          types: IMAGE_TYPES,
          errorField: 'image',
          wrongTypeMessage: 'Invalid file type! Please select an image file.',
          tooLargeMessage: 'The image must not be larger than 2 MB.',
          missingMessage: 'Please select an image.',
        });
        if (!upload) throw new Error('no image read');
        // Stored without its metadata (EXIF GPS and the like), re-encoded before it is encrypted.
        const image = { ...upload, content: await withoutMetadata(upload.content, upload.contentType, 'image') };
        const mediaId = randomUUID();
        await personalData.files.put(userId, mediaId, image);
        const result = await runEmployerCommand(
          store,
          companyId,
          {
            type: 'RecordImageUpload',
            data: { companyId, mediaId, userId, name: image.name, contentType: image.contentType, size: image.content.length },
          },
          metadataOf(request),
        );
        await reads.caughtUp('employer-settings', result.append?.position ?? null);
        void reply.code(201);
        return { id: mediaId, message: 'Image Uploaded!' };
      },
    }),
  );
  done();
};
