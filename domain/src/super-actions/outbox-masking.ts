/** The mask that stands for the hidden part of a code or a link. */
const MASK = '••••';

/** A one-time code with all but its last two digits hidden. */
const maskedCode = (code: string): string => `${MASK}${code.slice(-2)}`;

/** A link's path with its token (the last segment) hidden but for the last four characters. */
function maskedPath(path: string): string {
  const cut = path.lastIndexOf('/') + 1;
  const token = path.slice(cut);
  return `${path.slice(0, cut)}${MASK}${token.length > 8 ? token.slice(-4) : ''}`;
}

/** The fields of a notification's data that are credentials: a code signs in or verifies, a link's path holds its token. */
const MASKS: Readonly<Record<string, (value: string) => string>> = {
  code: maskedCode,
  otp: maskedCode,
  token: () => MASK,
  path: maskedPath,
  url: maskedPath,
  link: maskedPath,
};

/**
 * A notification's data as the outbox screen shows it to admins: that a code or a link went out, to whom and
 * when, but never the usable code or link (whoever reads the outbox must not sign in as, or verify for, its
 * recipient). The mail and SMS senders read the table itself, with the real values.
 */
export function maskedOutboxData(data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(data).map(([key, value]) => {
      const mask = MASKS[key];
      if (!mask) return [key, value];
      return [key, typeof value === 'string' ? mask(value) : MASK];
    }),
  );
}
