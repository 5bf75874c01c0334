import type { FastifyReply } from 'fastify';

/** Sends a stored file as itself: its sniffed type, its name, never cached by a shared cache, never sniffed again by the browser. */
export function sendFile(
  reply: FastifyReply,
  file: { name: string; contentType: string; content: Buffer },
  disposition: 'inline' | 'attachment',
): FastifyReply {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', `${disposition}; filename*=UTF-8''${encodeURIComponent(file.name)}`)
    .header('cache-control', 'private, max-age=300')
    .header('x-content-type-options', 'nosniff')
    .send(file.content);
}
