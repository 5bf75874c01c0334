/** `YYYY-MM-DD HH:mm:ss` (UTC, as the API keeps performed_at) from a local date and time of the form. */
export function performedAtOf(date: string, time: string): string {
  const local = new Date(`${date}T${time || '00:00'}`);
  return local.toISOString().slice(0, 19).replace('T', ' ');
}

/** The local date and time of the form from the API's UTC `YYYY-MM-DD HH:mm:ss`. */
export function localPartsOf(performedAt: string): { date: string; time: string } {
  const at = new Date(`${performedAt.replace(' ', 'T')}Z`);
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    date: `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`,
    time: `${pad(at.getHours())}:${pad(at.getMinutes())}`,
  };
}

/** Now, as the form's local date and time. */
export const nowParts = (): { date: string; time: string } => localPartsOf(new Date().toISOString().slice(0, 19).replace('T', ' '));

/** The UTC `YYYY-MM-DD HH:mm:ss` shown in local time, `DD.MM.YYYY - HH:mm`. */
export function formatPerformedAt(performedAt: string): string {
  const { date, time } = localPartsOf(performedAt);
  const [year, month, day] = date.split('-');
  return `${day}.${month}.${year} - ${time}`;
}
