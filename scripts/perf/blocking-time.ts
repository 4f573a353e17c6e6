/**
 * Blocking time read from a Chromium trace of one page load (scripts/bench/blocking.ts): the tasks
 * the page's main thread ran after its first contentful paint, each counted for what it ran over
 * 50 ms, as Lighthouse's TBT counts them. Unlike Lighthouse's simulated figure, which multiplies
 * unthrottled tasks by four, this reads tasks that really ran under a 4× slower CPU. Pure, for the
 * tests.
 */

/** The fields of a trace event this reads. */
export interface TraceEvent {
  name: string;
  ph?: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string };
}

/** What one load blocked. */
export interface Blocking {
  /** The sum over the tasks after the first paint of what each ran over 50 ms. */
  blockingMs: number;
  /** The longest of those tasks. */
  longestMs: number;
  /** How many of them ran over 50 ms. */
  longTasks: number;
}

/** A task longer than this blocks input (Lighthouse's and the Long Tasks API's limit). */
export const LONG_TASK_MS = 50;

/**
 * The blocking of the page whose renderer painted first content last (the page the load ended on):
 * its main thread (`CrRendererMain`), tasks starting after that process's last paint mark.
 * Undefined when the trace holds no such paint (the page never painted).
 */
export function blockingAfterPaint(events: readonly TraceEvent[]): Blocking | undefined {
  const paints = events.filter((e) => e.name === 'firstContentfulPaint');
  if (paints.length === 0) return undefined;
  const { pid, ts: paintTs } = paints.reduce((a, b) => (b.ts > a.ts ? b : a));
  const main = events.find(
    (e) => e.name === 'thread_name' && e.pid === pid && e.args?.name === 'CrRendererMain',
  );
  if (!main) return undefined;
  let blockingMs = 0;
  let longestMs = 0;
  let longTasks = 0;
  for (const e of events) {
    if (e.name !== 'RunTask' || e.ph !== 'X' || e.pid !== pid || e.tid !== main.tid) continue;
    if (e.ts < paintTs || e.dur === undefined) continue;
    const ms = e.dur / 1000;
    longestMs = Math.max(longestMs, ms);
    if (ms > LONG_TASK_MS) {
      blockingMs += ms - LONG_TASK_MS;
      longTasks += 1;
    }
  }
  return { blockingMs, longestMs, longTasks };
}
