import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header an SMS provider signs its webhook calls in: `sha256=<hex HMAC-SHA256 of the raw body>`. */
export const SMS_SIGNATURE_HEADER = 'x-signature';

/** The signature of a webhook body with the shared secret (SMS_WEBHOOK_SECRET). */
export const smsSignature = (secret: string, body: Buffer | string): string =>
  `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

/** Whether the header holds the body's signature; no secret configured: nothing is accepted. */
export function smsSignatureValid(secret: string | undefined, body: Buffer, header: string | string[] | undefined): boolean {
  if (!secret || typeof header !== 'string') return false;
  const expected = Buffer.from(smsSignature(secret, body));
  const given = Buffer.from(header.trim());
  return given.length === expected.length && timingSafeEqual(given, expected);
}
