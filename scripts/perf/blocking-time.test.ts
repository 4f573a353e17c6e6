import { describe, expect, it } from 'vitest';
import { blockingAfterPaint, type TraceEvent } from './blocking-time';

const thread = (pid: number, tid: number, name: string): TraceEvent => ({
  name: 'thread_name',
  ph: 'M',
  pid,
  tid,
  ts: 0,
  args: { name },
});
const task = (pid: number, tid: number, ts: number, ms: number): TraceEvent => ({
  name: 'RunTask',
  ph: 'X',
  pid,
  tid,
  ts,
  dur: ms * 1000,
});
const paint = (pid: number, ts: number): TraceEvent => ({
  name: 'firstContentfulPaint',
  pid,
  tid: 1,
  ts,
});

describe('blocking after the first paint', () => {
  it('counts what each task after the paint ran over 50 ms, on the painting main thread only', () => {
    const events = [
      thread(7, 1, 'CrRendererMain'),
      thread(7, 2, 'Compositor'),
      thread(3, 1, 'CrBrowserMain'),
      task(7, 1, 500, 200), // before the paint: not counted
      paint(7, 1_000),
      task(7, 1, 2_000, 80), // 30
      task(7, 1, 90_000, 45), // short: not blocking, but the longest is 80
      task(7, 1, 200_000, 61), // 11
      task(7, 2, 3_000, 300), // compositor thread
      task(3, 1, 3_000, 300), // browser process
    ];
    const blocking = blockingAfterPaint(events)!;
    expect(blocking.blockingMs).toBeCloseTo(41);
    expect(blocking.longestMs).toBe(80);
    expect(blocking.longTasks).toBe(2);
  });

  it('reads the process of the last paint, from its last paint mark', () => {
    const events = [
      thread(4, 1, 'CrRendererMain'),
      thread(9, 5, 'CrRendererMain'),
      paint(9, 5_000),
      paint(9, 1_000),
      task(9, 5, 2_000, 90), // before the last mark
      task(9, 5, 6_000, 70),
      // An earlier page's renderer, listed last: trace events need not come in time order.
      paint(4, 100),
      task(4, 1, 200, 500),
    ];
    expect(blockingAfterPaint(events)).toEqual({ blockingMs: 20, longestMs: 70, longTasks: 1 });
  });

  it('has no figure for a page that never painted', () => {
    expect(blockingAfterPaint([thread(7, 1, 'CrRendererMain'), task(7, 1, 0, 300)])).toBe(
      undefined,
    );
    expect(blockingAfterPaint([paint(7, 0), task(7, 1, 10, 300)])).toBe(undefined);
  });
});
