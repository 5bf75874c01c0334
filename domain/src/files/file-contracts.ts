import { Type, type Static } from '@sinclair/typebox';
import { EMPLOYER } from '../employer-settings/employer-settings-contracts';
import { ADMIN_OR_BUSINESS, apiFeature, contract, IdParams } from '../shared/contract';
import { Uuid } from '../shared/schema';
import { API_CATALOGUE } from '../api-catalogue';

const FEATURE = 'files';

/** Images only, at most 2 MB (spec §5). */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;

export const MediaSchema = Type.Object({ id: Uuid, url: Type.String(), name: Type.String() });
export type Media = Static<typeof MediaSchema>;

/** Uploaded images: stored encrypted among the uploader's person files, named in the log by id only. */
export const filesFeature = apiFeature({
  name: FEATURE,
  description: 'Files: image uploads (images only, 2 MB) and the media they become',
  ...API_CATALOGUE.files,
  queries: {
    media: contract({
      operationId: 'media',
      feature: FEATURE,
      method: 'GET',
      path: '/api/media/{id}',
      access: ADMIN_OR_BUSINESS,
      permission: null,
      summary: 'One uploaded image',
      description: "An uploaded image's url and name; admins see every company's, company users their own company's (404 otherwise).",
      params: IdParams,
      response: MediaSchema,
      errors: [404],
    }),
    mediaFile: contract({
      operationId: 'mediaFile',
      feature: FEATURE,
      method: 'GET',
      path: '/api/media/{id}/file',
      access: ADMIN_OR_BUSINESS,
      permission: null,
      summary: "An uploaded image's file",
      description: 'The image itself, with its sniffed content type; 404 like GET /api/media/{id}.',
      params: IdParams,
      response: Type.String({ format: 'binary' }),
      errors: [404],
    }),
  },
  commands: {
    uploadImage: contract({
      operationId: 'uploadImage',
      feature: FEATURE,
      method: 'POST',
      path: '/api/upload/image',
      access: EMPLOYER,
      permission: null,
      summary: 'Upload an image',
      description:
        "multipart/form-data with one file `image` (JPEG, PNG, GIF or WebP as sniffed from its content, not its name; at most 2 MB and 40 megapixels; the web app sends it cropped to 8:3 as JPEG of quality 0.5): answers its id ('Image Uploaded!'). 422 for another type, an unreadable image or too many pixels, 413 for a larger file.",
      response: Type.Object({ id: Uuid, message: Type.String() }),
      status: 201,
      errors: [413, 422],
      changes: ['employer-settings'],
      appends: ['ImageUploaded'],
    }),
  },
});
