import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  APP_ENTRY_META,
  APP_MODULE_META,
  appModulesOf,
  FIRST_FRAME_WAIT_MS,
  importInTurn,
  PRELOADS_PER_TASK,
  startAppAfterFirstPaint,
} from './app-after-paint';

function head(entry: string | undefined, modules: string[]): void {
  document.head.innerHTML = [
    ...(entry === undefined ? [] : [`<meta name="${APP_ENTRY_META}" content="${entry}">`]),
    ...modules.map((href) => `<meta name="${APP_MODULE_META}" content="${href}">`),
  ].join('');
}

/** Starts the page's app with fake timers; what it imported, in order. */
function start(options?: { atOnce?: boolean }): string[] {
  vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
  const imported: string[] = [];
  startAppAfterFirstPaint(
    document,
    async (url) => {
      imported.push(url);
    },
    () => undefined,
    options,
  );
  return imported;
}

afterEach(() => {
  vi.useRealTimers();
  document.head.innerHTML = '';
});

describe('appModulesOf', () => {
  it("reads the entry and the chunks to preload, the build's own files only", () => {
    head('/assets/index-a.js', [
      '/assets/react-vendor-b.js',
      'https://evil.example/x.js',
      '/assets/../x.js',
      '/assets/react-vendor-b.js',
    ]);
    expect(appModulesOf(document)).toEqual({
      entry: '/assets/index-a.js',
      modules: ['/assets/react-vendor-b.js'],
    });
  });

  it('is undefined without an entry of the build (the page has its script tag)', () => {
    head(undefined, ['/assets/react-vendor-b.js']);
    expect(appModulesOf(document)).toBeUndefined();
    head('//evil.example/index.js', []);
    expect(appModulesOf(document)).toBeUndefined();
  });
});

describe('importInTurn', () => {
  it('imports each chunk in a task of its own, in order, and the entry in the task after', async () => {
    const tasks: (() => void)[] = [];
    const win = {
      setTimeout: (run: () => void) => {
        tasks.push(run);
        return 0;
      },
    } as unknown as Window;
    const imported: string[] = [];
    const done = importInTurn(
      { entry: '/assets/index-a.js', modules: ['/assets/react-vendor-b.js', '/assets/facts-c.js'] },
      async (url) => {
        imported.push(url);
      },
      win,
    );
    await vi.waitFor(() => expect(tasks).toHaveLength(1));
    expect(imported).toEqual(['/assets/react-vendor-b.js']);
    tasks.shift()!();
    await vi.waitFor(() => expect(tasks).toHaveLength(1));
    expect(imported).toEqual(['/assets/react-vendor-b.js', '/assets/facts-c.js']);
    tasks.shift()!();
    await done;
    expect(imported).toEqual([
      '/assets/react-vendor-b.js',
      '/assets/facts-c.js',
      '/assets/index-a.js',
    ]);
    expect(tasks).toEqual([]);
  });
});

describe('startAppAfterFirstPaint', () => {
  it('preloads the chunks, then imports each in a task of its own and the entry last, after the first frame', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    head('/assets/index-a.js', ['/assets/react-vendor-b.js', '/assets/facts-c.js']);
    const imported: string[] = [];
    const started = startAppAfterFirstPaint(
      document,
      async (url) => {
        imported.push(url);
      },
      () => undefined,
    );
    expect(started).toBe(true);
    expect(imported).toEqual([]);
    vi.advanceTimersToNextFrame();
    expect(imported).toEqual([]);
    // A timer set inside a frame callback runs 1 ms on under fake timers.
    vi.advanceTimersByTime(1);
    expect(imported).toEqual(['/assets/react-vendor-b.js']);
    const links = Array.from(document.head.querySelectorAll('link[rel="modulepreload"]'));
    expect(links.map((l) => [l.getAttribute('href'), l.getAttribute('crossorigin')])).toEqual([
      ['/assets/react-vendor-b.js', ''],
      ['/assets/facts-c.js', ''],
    ]);
    // Once only, though the wait for a frame that never comes also ends.
    await vi.advanceTimersByTimeAsync(FIRST_FRAME_WAIT_MS);
    expect(imported).toEqual([
      '/assets/react-vendor-b.js',
      '/assets/facts-c.js',
      '/assets/index-a.js',
    ]);
  });

  it('asks for a few preloads a task, the first ones beside the entry', () => {
    const modules = Array.from(
      { length: 2 * PRELOADS_PER_TASK + 1 },
      (_, i) => `/assets/chunk-${i}.js`,
    );
    head('/assets/index-a.js', modules);
    const imported = start({ atOnce: true });
    const preloaded = () =>
      Array.from(document.head.querySelectorAll('link[rel="modulepreload"]')).map((l) =>
        l.getAttribute('href'),
      );
    expect(imported).toEqual(['/assets/index-a.js']);
    expect(preloaded()).toEqual(modules.slice(0, PRELOADS_PER_TASK));
    vi.advanceTimersToNextTimer();
    expect(preloaded()).toEqual(modules.slice(0, 2 * PRELOADS_PER_TASK));
    vi.advanceTimersToNextTimer();
    expect(preloaded()).toEqual(modules);
    expect(imported).toHaveLength(1);
  });

  it('loads at once on a page the app draws anew at this URL', () => {
    head('/assets/index-a.js', []);
    expect(start({ atOnce: true })).toEqual(['/assets/index-a.js']);
  });

  it('loads anyway when no frame comes (a page opened in a background tab)', () => {
    head('/assets/index-a.js', []);
    const imported = start();
    vi.advanceTimersByTime(FIRST_FRAME_WAIT_MS);
    expect(imported).toEqual(['/assets/index-a.js']);
  });

  it('stops at a chunk that fails to load: the entry is never imported, onFail is told', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    head('/assets/index-a.js', ['/assets/react-vendor-b.js', '/assets/facts-c.js']);
    const imported: string[] = [];
    const failed = vi.fn();
    startAppAfterFirstPaint(
      document,
      async (url) => {
        imported.push(url);
        if (url.includes('react-vendor')) throw new Error('offline');
      },
      failed,
    );
    await vi.advanceTimersByTimeAsync(FIRST_FRAME_WAIT_MS * 2);
    expect(imported).toEqual(['/assets/react-vendor-b.js']);
    expect(failed).toHaveBeenCalledTimes(1);
  });

  it('hands a failed load to onFail, and does nothing on a page with its script tag', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    head('/assets/index-a.js', []);
    const failed = vi.fn();
    startAppAfterFirstPaint(document, () => Promise.reject(new Error('offline')), failed);
    vi.advanceTimersByTime(FIRST_FRAME_WAIT_MS);
    await vi.waitFor(() => expect(failed).toHaveBeenCalledTimes(1));
    head(undefined, []);
    const load = vi.fn();
    expect(startAppAfterFirstPaint(document, load, failed)).toBe(false);
    vi.advanceTimersByTime(FIRST_FRAME_WAIT_MS);
    expect(load).not.toHaveBeenCalled();
  });
});
