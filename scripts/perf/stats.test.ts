import { describe, expect, it } from 'vitest';
import { measureRuns, median, notMeasuredRow, rangeText, repeatedRow } from './stats';

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

describe('repeatedRow', () => {
  const figure = (values: number[]) => ({ ms: median(values), value: `${rangeText(values)}` });

  it('reads the figure against the target, and a reference row against none', async () => {
    const times = [120.4, 80.2, 99.6];
    let i = 0;
    const measure = () => Promise.resolve(times[i++ % 3]!);
    expect(await repeatedRow('page', 100, 3, measure, figure)).toEqual({
      name: 'page',
      value: '80–120',
      target: '≤ 100 ms',
      met: true,
    });
    expect(await repeatedRow('reference', undefined, 3, measure, figure)).toEqual({
      name: 'reference',
      value: '80–120',
      target: '',
    });
  });

  it('misses its target when no run worked', async () => {
    const row = await repeatedRow(
      'page',
      100,
      2,
      () => Promise.reject(new Error('no paint')),
      figure,
    );
    expect(row).toMatchObject({ value: 'not measured', met: false, note: 'no paint' });
  });
});
