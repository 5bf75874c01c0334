import { describe, expect, it } from 'vitest';
import { FALLBACK_FILE_NAME, safeFileName } from './file-names';

describe('safeFileName', () => {
  it.each([
    ['U+202E (right-to-left override)', 'rechnung\u202Egnp.exe', 'rechnunggnp.exe'],
    ['U+202A–U+202D', '\u202Aa\u202Bb\u202Cc\u202Dd.pdf', 'abcd.pdf'],
    ['U+2066–U+2069 (isolates)', '\u2066a\u2067b\u2068c\u2069.pdf', 'abc.pdf'],
    ['U+200E/U+200F (marks)', '\u200Elebenslauf\u200F.pdf', 'lebenslauf.pdf'],
    ['zero-width and BOM (Cf)', 'zeug\u200Bnis\uFEFF.pdf', 'zeugnis.pdf'],
    ['C0/C1 controls and DEL (Cc)', 'a\u0000b\u0007c\u001Fd\u007Fe\u0085f.png', 'abcdef.png'],
    ['line and paragraph separators (Zl/Zp)', 'a\u2028b\u2029c.png', 'abc.png'],
    ['a lone surrogate (Cs)', 'a\uD800b.png', 'ab.png'],
  ])('strips %s', (_what, name, safe) => expect(safeFileName(name)).toBe(safe));

  it('keeps the last path segment, letters of every script, spaces inside', () => {
    expect(safeFileName('C:\\Users\\rita\\Zeugnis Müller.pdf')).toBe('Zeugnis Müller.pdf');
    expect(safeFileName('../../etc/świadectwo.pdf')).toBe('świadectwo.pdf');
    expect(safeFileName('  Foto 😀.jpg ')).toBe('Foto 😀.jpg');
  });

  it('falls back to a name when nothing is left, and cuts at 200 characters', () => {
    expect(safeFileName('\u202E\u200F')).toBe(FALLBACK_FILE_NAME);
    expect(safeFileName('dir/')).toBe(FALLBACK_FILE_NAME);
    expect(safeFileName(`${'😀'.repeat(250)}.png`)).toBe('😀'.repeat(200));
  });
});
