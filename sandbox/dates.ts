/**
 * Calendar arithmetic on plain `YYYY-MM-DD` dates in UTC. The sandbox keeps business dates as
 * strings so the test clock can move whole days without time-zone drift.
 */

/** Today's UTC calendar date of a real instant. */
export function isoDate(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

function toUtc(date: string): Date {
  return new Date(`${date}T00:00:00.000Z`);
}

/** The date `days` after `date` (negative moves back). */
export function addDays(date: string, days: number): string {
  const d = toUtc(date);
  d.setUTCDate(d.getUTCDate() + days);
  return isoDate(d);
}

/** The same day `months` later, clamped to the month's last day (Jan 31 + 1 month = Feb 28). */
export function addMonths(date: string, months: number): string {
  const d = toUtc(date);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return isoDate(d);
}

/** Whole days from `from` to `to` (positive when `to` is later). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtc(to).getTime() - toUtc(from).getTime()) / 86_400_000);
}
