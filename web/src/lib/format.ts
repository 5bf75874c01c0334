import dayjs from 'dayjs';

/** DD.MM.YYYY */
export const formatDate = (iso: string | null | undefined): string => (iso ? dayjs(iso).format('DD.MM.YYYY') : '');
/** DD.MM.YYYY - HH:mm */
export const formatDateTime = (iso: string | null | undefined): string => (iso ? dayjs(iso).format('DD.MM.YYYY - HH:mm') : '');

const euroFormat = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });
/** Euros in German format: 1.234,50 € */
export const formatEuros = (euros: number): string => euroFormat.format(euros);

const numberFormat = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 2 });
/** A figure in German format, as the spec writes them: 1.234,5 */
export const formatNumber = (value: number): string => numberFormat.format(value);
