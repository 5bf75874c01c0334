import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** Marks a stored value as ciphertext (format 1: AES-256-GCM, 12-byte IV, 16-byte tag, base64url). */
export const CIPHER_PREFIX = 'pd1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** Key length of AES-256. */
export const KEY_BYTES = 32;

/** Whether a stored value is one of ours (as opposed to a plain value written before encryption). */
export const isCiphertext = (value: unknown): value is string => typeof value === 'string' && value.startsWith(CIPHER_PREFIX);

/**
 * Encrypts one field's value (any JSON value, so numbers stay numbers) with a person's key. The
 * additional authenticated data binds the ciphertext to the person and the field: moved to another
 * person's event or another field, it no longer decrypts.
 */
export function encryptValue(key: Buffer, value: unknown, context: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return CIPHER_PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** Decrypts what `encryptValue` made with the same key and context; throws when either differs or the value was altered. */
export function decryptValue(key: Buffer, stored: string, context: string): unknown {
  const raw = Buffer.from(stored.slice(CIPHER_PREFIX.length), 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(context, 'utf8'));
  decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  const plain = Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  return JSON.parse(plain) as unknown;
}

/** A fresh random key for a person. */
export const newKey = (): Buffer => randomBytes(KEY_BYTES);
