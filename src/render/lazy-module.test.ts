import { lazyModule } from './lazy-module';

describe('lazyModule', () => {
  it('imports once, then reads the module synchronously', async () => {
    const importer = vi.fn(async () => ({ value: 1 }));
    const mod = lazyModule(importer);
    expect(mod.loaded()).toBeUndefined();
    const [a, b] = await Promise.all([mod.load(), mod.load()]);
    expect(a).toBe(b);
    expect(mod.loaded()).toEqual({ value: 1 });
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed import, so the next load tries again', async () => {
    const importer = vi
      .fn<() => Promise<{ value: number }>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValueOnce({ value: 2 });
    const mod = lazyModule(importer);
    await expect(mod.load()).rejects.toThrow('chunk failed');
    expect(mod.loaded()).toBeUndefined();
    await expect(mod.load()).resolves.toEqual({ value: 2 });
    expect(importer).toHaveBeenCalledTimes(2);
  });
});
