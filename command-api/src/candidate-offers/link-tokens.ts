import { createHash, randomBytes, randomInt } from 'node:crypto';

const uuidBytes = (uuid: string): Buffer => Buffer.from(uuid.replace(/-/g, ''), 'hex');
const uuidOf = (bytes: Buffer): string => {
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

/** A link token naming its aggregate (offer or person) and `secretBytes` random bytes: base64url, unguessable. */
export const newLinkToken = (id: string, secretBytes: number): string =>
  Buffer.concat([uuidBytes(id), randomBytes(secretBytes)]).toString('base64url');

/** The id a link token names, or null when the token is not one. */
export function idOfLinkToken(token: string, secretBytes: number): string | null {
  const bytes = Buffer.from(token, 'base64url');
  if (bytes.length !== 16 + secretBytes) return null;
  return uuidOf(bytes.subarray(0, 16));
}

/** An offer's link: the offer's id and 24 random bytes (192 bits), 54 characters. */
export const OFFER_TOKEN_SECRET_BYTES = 24;
/** A sign-in link: the person's id and 32 random bytes (256 bits), 64 characters. */
export const MAGIC_TOKEN_SECRET_BYTES = 32;

export const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

/** A six-digit one-time code (kept only as an HMAC, in the code table: see `PhoneCodeStore`). */
export const newPhoneCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');
