/**
 * Calendar dates as the services send them (`YYYY-MM-DD`) shown in one format, with the long
 * month name (`November 22, 2026`): one day never reads two ways on one page. Dates are
 * calendar days, not instants, so they are read and shown in UTC and never shift with the
 * shopper's time zone.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The UTC midnight of a `YYYY-MM-DD` date, or undefined when the text is not a real date. */
export function parseIsoDate(text: string): Date | undefined {
  const match = ISO_DATE.exec(text.trim().slice(0, 10));
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? date : undefined;
}

/**
 * The month names of the one format. Written out rather than asked of `Intl.DateTimeFormat`:
 * building one loads the browser's locale data, 60–70 ms of the first module's task on a phone
 * (4× CPU), on every page, for a format that never changes (en-US, long month, UTC).
 */
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** `2026-11-22` → `November 22, 2026`, the one format; undefined for bad input. */
export function formatDate(text: string): string | undefined {
  const date = parseIsoDate(text);
  if (!date) return undefined;
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** Today's calendar date as `YYYY-MM-DD` in UTC. */
export function todayIso(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

const DAY_MS = 86_400_000;

/**
 * Whole days from `from` to `to` (both `YYYY-MM-DD`), negative when `to` is earlier; undefined
 * when either is not a date. Used for "days left" of a free trial.
 */
export function daysBetween(from: string, to: string): number | undefined {
  const a = parseIsoDate(from);
  const b = parseIsoDate(to);
  if (!a || !b) return undefined;
  return Math.round((b.getTime() - a.getTime()) / DAY_MS);
}
