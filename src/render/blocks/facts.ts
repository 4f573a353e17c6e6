/**
 * The pure part of the `facts` block: which label/value rows a subscription (or a flow value)
 * yields, formatted for reading. Rows whose value is missing are left out, so one layout serves
 * every status without empty rows.
 */
import { isTrialPlan, type Subscription } from '../../api';
import type { FactsBlockProps } from '../../content/generated/types/blocks/facts';
import { daysBetween, formatDate, parseIsoDate, todayIso } from '../../lib/dates';
import { formatUsd } from '../../lib/money';

/** One row as written in the layout (its type from schemas/blocks/facts.schema.json). */
export type FactRow = FactsBlockProps['rows'][number];

/** How a fact's raw value is shown. */
export type FactFormat = NonNullable<FactRow['format']>;

/** The unit words of a count, singular and plural, from content. */
export type DayUnit = NonNullable<FactRow['unit']>;

/** Plan names by plan type, from content. */
export type PlanNames = Readonly<Record<string, string>>;

/** A row ready to render. */
export interface FactLine {
  label: string;
  value: string;
}

/** Reads `a.b.c` from nested objects; undefined when any step is missing. */
export function readPath(source: unknown, path: string): unknown {
  let value: unknown = source;
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, key)) {
      return undefined;
    }
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** Contract §4: a plan counts as trial in TRIAL, or in PROCESSING right after TRIAL. */
export function countsAsTrial(source: unknown): boolean {
  return isTrialPlan({
    status: readPath(source, 'status') as Subscription['status'],
    previousStatus: readPath(source, 'previousStatus') as Subscription['previousStatus'],
  });
}

/**
 * A count with its unit in the right plural form: `1 day`, `0 days`, `25 days`. English's rule
 * (one for exactly 1, other otherwise) is written out: `Intl.PluralRules` would load locale data
 * in the render that first shows a count.
 */
export function countWithUnit(count: number, unit: DayUnit | undefined): string {
  if (!unit) return String(count);
  return `${count} ${count === 1 ? unit.one : unit.other}`;
}

/**
 * The day "today" is for this data: the service's own today when the answer carries it (`asOf`,
 * the sandbox clock's day), else the shopper's, so days left count as the service counts them.
 */
export function todayFor(source: unknown, fallback: string): string {
  const asOf = readPath(source, 'asOf');
  return typeof asOf === 'string' && parseIsoDate(asOf) ? asOf : fallback;
}

/** One value in its format; undefined when it cannot be shown (so the row is left out). */
export function formatFact(
  value: unknown,
  format: FactFormat,
  planNames: PlanNames,
  today: string,
  unit?: DayUnit,
): string | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  switch (format) {
    case 'money':
      return typeof value === 'number' && Number.isFinite(value) ? formatUsd(value) : undefined;
    case 'date':
      return typeof value === 'string' ? formatDate(value) : undefined;
    case 'daysLeft': {
      const days = typeof value === 'string' ? daysBetween(today, value) : undefined;
      return days === undefined ? undefined : countWithUnit(Math.max(days, 0), unit);
    }
    case 'plan':
      return typeof value === 'string' && Object.hasOwn(planNames, value)
        ? planNames[value]
        : undefined;
    default:
      return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
  }
}

/** Whether a row's date has gone by. */
function gone(row: FactRow, source: unknown, today: string): boolean {
  const value = readPath(source, row.field);
  const days = typeof value === 'string' ? daysBetween(today, value) : undefined;
  return days !== undefined && days < 0;
}

/**
 * The rows to show for one source (bound data over flow values). Days count from the source's
 * `asOf` when it has one, else from `fallbackToday` (the shopper's today).
 */
export function factLines(
  rows: readonly FactRow[],
  source: unknown,
  planNames: PlanNames = {},
  fallbackToday: string = todayIso(),
): FactLine[] {
  const today = todayFor(source, fallbackToday);
  const trial = countsAsTrial(source);
  const lines: FactLine[] = [];
  for (const row of rows) {
    if (row.trialOnly && !trial) continue;
    const past = row.format === 'date' && gone(row, source, today);
    if (past && row.upcomingOnly) continue;
    // A trial in PROCESSING has ended and is being charged, whatever the shopper's clock says.
    const ended = row.format === 'daysLeft' && readPath(source, 'status') === 'PROCESSING';
    const value = ended
      ? countWithUnit(0, row.unit)
      : formatFact(readPath(source, row.field), row.format ?? 'text', planNames, today, row.unit);
    if (value !== undefined)
      lines.push({ label: past && row.pastLabel ? row.pastLabel : row.label, value });
  }
  return lines;
}
