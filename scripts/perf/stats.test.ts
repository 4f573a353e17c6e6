import { describe, expect, it } from 'vitest';
import { measureRuns, median, notMeasuredRow } from './stats';

describe('median', () => {
  it('is the middle value, or the mean of the two middle ones', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([7])).toBe(7);
  });

  it('is NaN for no values, never a made-up figure', () => {
    expect(median([])).toBeNaN();
  });
});

describe('measureRuns', () => {
  it('keeps the figures of the runs that worked and names the last failure', async () => {
    let run = 0;
    const runs = await measureRuns(4, () => {
      run += 1;
      if (run % 2 === 0) return Promise.reject(new Error(`run ${run} failed\nstack`));
      return Promise.resolve(run * 10);
    });
    expect(runs).toEqual({ values: [10, 30], failure: 'run 4 failed' });
  });

  it('gives a row that was never measured its reason, and a target row a miss', () => {
    expect(notMeasuredRow('page', '≤ 100 ms', 'no paint')).toEqual({
      name: 'page',
      value: 'not measured',
      target: '≤ 100 ms',
      met: false,
      note: 'no paint',
    });
    expect(notMeasuredRow('reference', '', 'no paint')).toEqual({
      name: 'reference',
      value: 'not measured: no paint',
      target: '',
    });
  });
});
