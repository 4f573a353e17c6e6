import { loadOnce } from './load-once';

describe('loadOnce', () => {
  it('loads once, hands out the same promise and marks it fulfilled for React’s use', async () => {
    const load = vi.fn(async () => 'loaded');
    const get = loadOnce(load);
    const first = get();
    expect(get()).toBe(first);
    expect(first.status).toBeUndefined();
    await expect(first).resolves.toBe('loaded');
    expect(first).toMatchObject({ status: 'fulfilled', value: 'loaded' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed load', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce('loaded');
    const get = loadOnce(load);
    await expect(get()).rejects.toThrow('offline');
    await expect(get()).resolves.toBe('loaded');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
