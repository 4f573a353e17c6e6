import { act, render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { lazyModule, useLazyModule, type LazyModule } from './lazy-module';

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

describe('useLazyModule', () => {
  function Shows({ mod, enabled }: { mod: LazyModule<{ text: string }>; enabled?: boolean }) {
    return <p>{useLazyModule(mod, enabled)?.text ?? 'placeholder'}</p>;
  }

  it('draws the placeholder, loads on mount and then draws the module', async () => {
    const mod = lazyModule(async () => ({ text: 'the module' }));
    render(<Shows mod={mod} />);
    expect(screen.getByText('placeholder')).toBeInTheDocument();
    expect(await screen.findByText('the module')).toBeInTheDocument();
  });

  it('loads nothing while not enabled', async () => {
    const importer = vi.fn(async () => ({ text: 'the module' }));
    render(<Shows mod={lazyModule(importer)} enabled={false} />);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(importer).not.toHaveBeenCalled();
    expect(screen.getByText('placeholder')).toBeInTheDocument();
  });

  it('throws a failed import into the error boundary', async () => {
    const mod = lazyModule<{ text: string }>(async () => {
      throw new Error('chunk failed');
    });
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <Boundary>
        <Shows mod={mod} />
      </Boundary>,
    );
    expect(await screen.findByText('failed: chunk failed')).toBeInTheDocument();
    spy.mockRestore();
  });
});

class Boundary extends Component<{ children: ReactNode }, { error?: Error }> {
  state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  render() {
    return this.state.error ? <p>failed: {this.state.error.message}</p> : this.props.children;
  }
}
