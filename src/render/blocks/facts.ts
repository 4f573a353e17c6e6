/**
 * The pure part of the `facts` block: which label/value rows a subscription (or a flow value)
 * yields, formatted for reading. Rows whose value is missing are left out, so one layout serves
 * every status without empty rows.
 */
import { daysBetween, formatDate, todayIso, type DateStyle } from '../../lib/dates';

/** How a fact's raw value is shown. */
export type FactFormat = 'text' | 'money' | 'date' | 'numericDate' | 'daysLeft' | 'plan';

/** One row as written in the layout. */
export interface FactRow {
  label: string;
  /** Dotted path into the bound data, or into the flow's values (`offer.fee`). */
  field: string;
  format?: FactFormat;
  /** Shown only while the plan counts as trial (TRIAL, or PROCESSING right after TRIAL). */
  trialOnly?: boolean;
}

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

/** Spec §4: a plan counts as trial in TRIAL, or in PROCESSING right after TRIAL. */
export function countsAsTrial(source: unknown): boolean {
  const status = readPath(source, 'status');
  return (
    status === 'TRIAL' ||
    (status === 'PROCESSING' && readPath(source, 'previousStatus') === 'TRIAL')
  );
}

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** One value in its format; undefined when it cannot be shown (so the row is left out). */
export function formatFact(
  value: unknown,
  format: FactFormat,
  planNames: PlanNames,
  today: string,
): string | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  switch (format) {
    case 'money':
      return typeof value === 'number' && Number.isFinite(value) ? money.format(value) : undefined;
    case 'date':
    case 'numericDate': {
      const style: DateStyle = format === 'date' ? 'long' : 'numeric';
      return typeof value === 'string' ? formatDate(value, style) : undefined;
    }
    case 'daysLeft': {
      const days = typeof value === 'string' ? daysBetween(today, value) : undefined;
      return days === undefined ? undefined : String(Math.max(days, 0));
    }
    case 'plan':
      return typeof value === 'string' && Object.hasOwn(planNames, value)
        ? planNames[value]
        : undefined;
    default:
      return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
  }
}

/** The rows to show for one source (bound data over flow values). */
export function factLines(
  rows: readonly FactRow[],
  source: unknown,
  planNames: PlanNames = {},
  today: string = todayIso(),
): FactLine[] {
  const trial = countsAsTrial(source);
  const lines: FactLine[] = [];
  for (const row of rows) {
    if (row.trialOnly && !trial) continue;
    // A trial in PROCESSING has ended and is being charged, whatever the shopper's clock says.
    const ended = row.format === 'daysLeft' && readPath(source, 'status') === 'PROCESSING';
    const value = ended
      ? '0'
      : formatFact(readPath(source, row.field), row.format ?? 'text', planNames, today);
    if (value !== undefined) lines.push({ label: row.label, value });
  }
  return lines;
}
