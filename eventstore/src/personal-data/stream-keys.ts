import { createHmac } from 'node:crypto';

/** Used outside production when no secret was configured (tests, a local start without a data folder). */
const DEVELOPMENT_SECRET = 'development-only-stream-key-secret-0123456789';
let configured: string | null = null;

/**
 * Sets the server's secret for stream keys (`STREAM_KEY_SECRET`, else generated once into the data
 * folder). Every instance of one installation must use the same secret, or an address claimed on one
 * instance would not be found on another. Changing it renames the claim streams on the next start (see
 * `migratePersonalData`).
 */
export function configureStreamKeySecret(secret: string): string | null {
  if (secret.length < 32) throw new Error('the stream key secret must be at least 32 characters');
  const previous = configured;
  configured = secret;
  return previous;
}

/** Puts back what `configureStreamKeySecret` answered (a test that rotates the secret leaves the process as it was). */
export function restoreStreamKeySecret(previous: string | null): void {
  configured = previous;
}

function secret(): string {
  if (configured) return configured;
  if (process.env['NODE_ENV'] === 'production') throw new Error('no stream key secret configured (STREAM_KEY_SECRET)');
  return DEVELOPMENT_SECRET;
}

/**
 * A stream key for a value that must stay unique but may not appear in a stream id (stream ids are not
 * encrypted and outlive an erasure): the HMAC-SHA256 of the value under the server's secret, hex. Used
 * for the e-mail claim streams: without the secret, a known address cannot be hashed to find its stream.
 */
export const streamKeyOf = (value: string): string => createHmac('sha256', secret()).update(value, 'utf8').digest('hex');

/** Names the current secret without revealing it (the claim-stream migration records which secret it renamed to). */
export const streamKeyId = (): string => createHmac('sha256', secret()).update('stream-key-id', 'utf8').digest('hex').slice(0, 16);
