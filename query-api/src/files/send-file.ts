import { safeFileName } from '@rm/domain';
import type { FastifyReply } from 'fastify';

/**
 * Sends a stored file as itself: its sniffed type, its name (without control and format characters, also
 * for files stored before uploads were cleaned so), never sniffed again by the browser. Never cached
 * (`no-store`): these are personal files (documents, profile and company images), which must not stay
 * in a browser's cache after signing out or on a shared computer, nor outlive their erasure there.
 */
export function sendFile(
  reply: FastifyReply,
  file: { name: string; contentType: string; content: Buffer },
  disposition: 'inline' | 'attachment',
): FastifyReply {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', `${disposition}; filename*=UTF-8''${encodeURIComponent(safeFileName(file.name))}`)
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .send(file.content);
}
