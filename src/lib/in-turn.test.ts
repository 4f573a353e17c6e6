import { aTaskLater, IN_TURN_MAX_WAITING, inTurn } from './in-turn';

/** A task queue the test runs by hand. */
function tasks() {
  const queue: (() => void)[] = [];
  return { later: (run: () => void) => void queue.push(run), queue, run: () => queue.shift()?.() };
}

describe('inTurn', () => {
  it('starts the first of a burst at once and each next one in a task of its own', async () => {
    const started: number[] = [];
    const t = tasks();
    const send = inTurn(async (n: number) => {
      started.push(n);
      return n * 10;
    }, t.later);
    const answers = [send(1), send(2), send(3)];
    expect(started).toEqual([1]);
    t.run();
    expect(started).toEqual([1, 2]);
    t.run();
    expect(started).toEqual([1, 2, 3]);
    // The queue is empty: the next task ends the burst, and a later request starts at once.
    t.run();
    expect(t.queue).toHaveLength(0);
    await expect(Promise.all(answers)).resolves.toEqual([10, 20, 30]);
    void send(4);
    expect(started).toEqual([1, 2, 3, 4]);
  });

  it('hands each caller its own failure, a thrown one included', async () => {
    const t = tasks();
    const send = inTurn((n: number) => {
      if (n === 2) throw new TypeError('bad input');
      return n === 3 ? Promise.reject(new Error('offline')) : Promise.resolve(n);
    }, t.later);
    const answers = [send(1), send(2), send(3)].map((p) =>
      p.then(
        (value) => value,
        (error: Error) => error.message,
      ),
    );
    t.run();
    t.run();
    await expect(Promise.all(answers)).resolves.toEqual([1, 'bad input', 'offline']);
  });

  it(`holds at most ${IN_TURN_MAX_WAITING} starts; beyond that a start goes at once`, () => {
    let started = 0;
    const t = tasks();
    const send = inTurn(async () => {
      started += 1;
    }, t.later);
    for (let i = 0; i < IN_TURN_MAX_WAITING + 3; i += 1) void send();
    expect(started).toBe(1 + 2);
  });

  it('starts each request at once where the browser has no task scheduler', () => {
    const start = async (n: number) => n;
    expect(inTurn(start)).toBe(start);
  });

  it("spreads a burst through the browser's task scheduler where it has one", async () => {
    const posted: (() => void)[] = [];
    const scheduler = {
      postTask: (run: () => void, options: { priority: string }) => {
        expect(options.priority).toBe('user-blocking');
        posted.push(run);
        return Promise.resolve();
      },
    };
    vi.stubGlobal('scheduler', scheduler);
    try {
      const started: number[] = [];
      const send = inTurn(async (n: number) => void started.push(n));
      void send(1);
      void send(2);
      expect(started).toEqual([1]);
      posted.shift()?.();
      expect(started).toEqual([1, 2]);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('waits for a task only where the browser has a task scheduler', async () => {
    let posted: { priority: string } | undefined;
    vi.stubGlobal('scheduler', {
      postTask: (run: () => void, options: { priority: string }) => {
        posted = options;
        return Promise.resolve().then(run);
      },
    });
    try {
      await aTaskLater('background');
      expect(posted).toEqual({ priority: 'background' });
    } finally {
      vi.unstubAllGlobals();
    }
    posted = undefined;
    await aTaskLater('background');
    expect(posted).toBeUndefined();
  });
});
