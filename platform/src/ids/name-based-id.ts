import { createHash } from 'node:crypto';

/**
 * A UUID derived from a name (SHA-1 of the name, in the layout of a version 5 UUID): the same name gives
 * the same id on every attempt and in every process, so a retried act finds the stream or row it made.
 */
export function nameBasedId(name: string): string {
  const hash = createHash('sha1').update(name).digest();
  hash[6] = ((hash[6] ?? 0) & 0x0f) | 0x50;
  hash[8] = ((hash[8] ?? 0) & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}
