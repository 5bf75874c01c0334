import dayjs from 'dayjs';

/** DD.MM.YYYY */
export const formatDate = (iso: string | null | undefined): string => (iso ? dayjs(iso).format('DD.MM.YYYY') : '');
/** DD.MM.YYYY - HH:mm */
export const formatDateTime = (iso: string | null | undefined): string => (iso ? dayjs(iso).format('DD.MM.YYYY - HH:mm') : '');

/**
 * Between these `String(number)` writes plain digits: below, a figure is 0 to two decimals; from the upper one
 * on, the browser's formatter writes it.
 */
const PLAIN_FROM = 1e-6;
const PLAIN_BELOW = 1e21;

/**
 * The figure's digits rounded to `fractionDigits` decimals half away from zero, as the browser's number
 * formatter rounds: from the shortest decimal that reads back as the number (so 0.015 is 0.02, where
 * `toFixed` would round the binary value below it to 0.01).
 */
function roundedDigits(magnitude: number, fractionDigits: number): { whole: string; fraction: string } {
  const [whole = '0', fraction = ''] = String(magnitude).split('.');
  const padded = fraction.padEnd(fractionDigits + 1, '0');
  const kept = `${whole}${padded.slice(0, fractionDigits)}`;
  const digits = Number(padded[fractionDigits]) >= 5 ? plusOne(kept) : kept;
  return { whole: digits.slice(0, digits.length - fractionDigits), fraction: digits.slice(digits.length - fractionDigits) };
}

/** A string of decimal digits plus one (`'0999'` → `'1000'`, `'99'` → `'100'`). */
function plusOne(digits: string): string {
  const nines = /9*$/.exec(digits)![0].length;
  const head = digits.slice(0, digits.length - nines);
  const raised = head === '' ? '1' : `${head.slice(0, -1)}${Number(head.at(-1)) + 1}`;
  return raised + '0'.repeat(nines);
}

/**
 * A figure in German format (thousands by '.', decimals by ','), as `Intl.NumberFormat('de-DE')` writes it.
 * Written here rather than with that formatter: the page's first number formatter costs the browser
 * 35–160 ms of main thread while it loads its number data (measured in Chromium 156, any locale and style;
 * 4× that on a phone), and the employer's and the candidate's first screens paid it before they showed.
 */
function german(value: number, fractionDigits: number, keepZeros: boolean): string {
  const magnitude = Math.abs(value) < PLAIN_FROM ? 0 : Math.abs(value);
  if (!Number.isFinite(value) || magnitude >= PLAIN_BELOW)
    return new Intl.NumberFormat('de-DE', {
      minimumFractionDigits: keepZeros ? fractionDigits : 0,
      maximumFractionDigits: fractionDigits,
    }).format(value);
  const { whole, fraction } = roundedDigits(magnitude, fractionDigits);
  const shownFraction = keepZeros ? fraction : fraction.replace(/0+$/, '');
  const negative = value < 0 && /[1-9]/.test(whole + fraction);
  return `${negative ? '-' : ''}${whole.replace(/\B(?=(\d{3})+$)/g, '.')}${shownFraction ? `,${shownFraction}` : ''}`;
}

/** Euros in German format: 1.234,50 € (a no-break space before the sign, as the browser's formatter writes it). */
export const formatEuros = (euros: number): string => `${german(euros, 2, true)}\u00a0€`;

/** A figure in German format, as the spec writes them: 1.234,5 (at most two decimals). */
export const formatNumber = (value: number): string => german(value, 2, false);
