/** The name a file gets when nothing of the sent one is left. */
export const FALLBACK_FILE_NAME = 'file';

/**
 * Control and format characters (Unicode Cc, Cf, Zl, Zp) and lone surrogates (Cs). Among them the bidi
 * controls U+200E/U+200F, U+202A–U+202E and U+2066–U+2069: with U+202E (right-to-left override)
 * `rechnung\u202Egnp.exe` reads as `rechnungexe.png`.
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/gu;

/**
 * An uploaded file's name as it is stored and sent: its last path segment, without control and format
 * characters, NFC, trimmed, at most 200 characters; `file` when nothing is left.
 */
export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = base.replace(INVISIBLE, '').normalize('NFC').trim();
  return Array.from(clean).slice(0, 200).join('').trim() || FALLBACK_FILE_NAME;
}
