import multipart from '@fastify/multipart';
import { DomainError, invalid, safeFileName } from '@rm/domain';
import { HttpError } from '@rm/platform/http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';

/** A received file: its name as sent (without control and format characters), its type as sniffed from its content (never the one the browser claims). */
export interface Upload {
  name: string;
  contentType: string;
  content: Buffer;
}

export interface UploadRules {
  /** Form fields that carry the files (`image`, `documents[0]`…). */
  field: RegExp;
  maxBytes: number;
  maxFiles: number;
  /** Sniffed types accepted. */
  types: readonly string[];
  /** The field the 422 answers name. */
  errorField: string;
  wrongTypeMessage: string;
  tooLargeMessage: string;
  missingMessage: string;
}

const NOT_MULTIPART = 'The request must be sent as multipart/form-data.';

/** Registers the multipart parser in a route plugin's scope (parts beyond these limits are refused with 413). */
export function acceptUploads(app: FastifyInstance, limits: { maxBytes: number; maxFiles: number }): void {
  void app.register(multipart, {
    limits: { fileSize: limits.maxBytes, files: limits.maxFiles, fields: 20, parts: limits.maxFiles + 20, fieldSize: 10_000 },
    throwFileSizeLimit: true,
  });
}

/**
 * Reads the files of a multipart request by the rules: each one whole into memory (they are small), its
 * type sniffed from the first bytes with `file-type`; a type outside the rules, no file, or a file too
 * large is refused before anything is stored.
 */
export async function readUploads(request: FastifyRequest, rules: UploadRules): Promise<Upload[]> {
  if (!request.isMultipart()) throw invalid(rules.errorField, NOT_MULTIPART);
  const uploads: Upload[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      const content = await part.toBuffer();
      if (!rules.field.test(part.fieldname)) continue;
      if (uploads.length >= rules.maxFiles) throw new HttpError(413, { message: rules.tooLargeMessage });
      const sniffed = await fileTypeFromBuffer(content);
      if (!sniffed || !rules.types.includes(sniffed.mime)) throw invalid(rules.errorField, rules.wrongTypeMessage);
      uploads.push({ name: safeFileName(part.filename), contentType: sniffed.mime, content });
    }
  } catch (error) {
    if (error instanceof DomainError || error instanceof HttpError) throw error;
    // The parser's own refusals: too large (413), or a body that is no well-formed multipart form.
    if ((error as { statusCode?: unknown }).statusCode === 413) throw new HttpError(413, { message: rules.tooLargeMessage });
    throw invalid(rules.errorField, NOT_MULTIPART);
  }
  if (uploads.length === 0) throw invalid(rules.errorField, rules.missingMessage);
  return uploads;
}
