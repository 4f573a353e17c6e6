/**
 * Repeated measures in the bench: running them (a failed run left out and named), their median
 * and range, and the row they make.
 */
import type { BenchRow } from '../bench';

/** The middle value (the mean of the two middle ones for an even count); NaN for none. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** What `measureRuns` gathered: the figures of the runs that worked, and the last failure's reason. */
export interface Runs<T> {
  values: T[];
  failure: string;
}

/** Runs `measure` `runs` times one after the other; a run that throws is left out and named. */
export async function measureRuns<T>(runs: number, measure: () => Promise<T>): Promise<Runs<T>> {
  const values: T[] = [];
  let failure = '';
  for (let i = 0; i < runs; i += 1) {
    try {
      values.push(await measure());
    } catch (error) {
      failure = error instanceof Error ? error.message.split('\n')[0]! : String(error);
    }
  }
  return { values, failure };
}

/**
 * The row of a measure that never worked: a row with a target is missed, with the reason as its
 * note; a reference row has no `met` cell, so its reason goes in the figure.
 */
export function notMeasuredRow(name: string, target: string, failure: string): BenchRow {
  return target
    ? { name, value: 'not measured', target, met: false, note: failure }
    : { name, value: `not measured: ${failure}`, target: '' };
}

/** The rounded least and greatest of some figures, as `12–30`. */
export function rangeText(values: readonly number[]): string {
  return `${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))}`;
}

/**
 * Runs `measure` `runs` times and makes its row: `figure` gives the milliseconds read against
 * `targetMs` (none for a reference row) and the figure printed; a measure that never worked gets
 * `notMeasuredRow`.
 */
export async function repeatedRow<T>(
  name: string,
  targetMs: number | undefined,
  runs: number,
  measure: () => Promise<T>,
  figure: (values: T[]) => { ms: number; value: string },
): Promise<BenchRow> {
  const target = targetMs === undefined ? '' : `≤ ${targetMs} ms`;
  const { values, failure } = await measureRuns(runs, measure);
  if (values.length === 0) return notMeasuredRow(name, target, failure);
  const { ms, value } = figure(values);
  return targetMs === undefined
    ? { name, value, target }
    : { name, value, target, met: ms <= targetMs };
}
