import { createHash } from 'node:crypto';

/**
 * A stream key for a value that must stay unique but may not appear in a stream id (stream ids are not
 * encrypted and outlive an erasure): the SHA-256 of the value, hex. Used for the e-mail claim streams;
 * the migration renames older claim streams with the same digest (PostgreSQL's `sha256`).
 */
export const streamKeyOf = (value: string): string => createHash('sha256').update(value, 'utf8').digest('hex');
