import type { BreachFields, DataSubjectRequestFields } from './privacy-register-events';

/** Hours from the breach's detection until the authority must be notified (Art. 33(1)). */
export const BREACH_NOTIFICATION_HOURS = 72;

/** The authority's deadline: 72 hours after the breach was detected. */
export const breachDeadline = (detectedAt: string): string =>
  new Date(Date.parse(detectedAt) + BREACH_NOTIFICATION_HOURS * 3_600_000).toISOString();

/** Whether the breach is past its deadline without the authority told (a breach assessed without risk need not be). */
export const breachOverdue = (breach: Pick<BreachFields, 'detectedAt' | 'risk' | 'authorityNotifiedAt'>, now: Date): boolean =>
  breach.risk !== 'none' && breach.authorityNotifiedAt === null && now.getTime() > Date.parse(breachDeadline(breach.detectedAt));

/**
 * Adds calendar months in UTC; a day the month lacks becomes its last day (31 January + 1 month = 28/29
 * February), the usual reading of Art. 12(3) with § 188 BGB.
 */
function addMonths(at: string, months: number): string {
  const date = new Date(at);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
  return date.toISOString();
}

/** A request is due one month after its receipt, three when extended (Art. 12(3)). */
export const dataSubjectRequestDue = (request: Pick<DataSubjectRequestFields, 'receivedAt' | 'extended'>): string =>
  addMonths(request.receivedAt, request.extended ? 3 : 1);

/** Whether the request is past its due date and not done. */
export const dataSubjectRequestOverdue = (
  request: Pick<DataSubjectRequestFields, 'receivedAt' | 'extended' | 'doneAt'>,
  now: Date,
): boolean => request.doneAt === null && now.getTime() > Date.parse(dataSubjectRequestDue(request));
