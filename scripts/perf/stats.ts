/** The bench's one summary of repeated measures. */
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
