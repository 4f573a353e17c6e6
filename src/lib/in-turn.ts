/**
 * Starts a burst of requests one task apart. Starting a fetch costs the main thread about 2 ms on
 * a test machine, 8 ms under Lighthouse's 4× slower CPU: the six calls and reads that a session's
 * arrival starts from one render (navigation content, its validators, the subscription, the
 * profile) made one task of 80–130 ms, long enough to hold up a tap. In turn, the first request
 * of a burst starts at once and each next one in a task of its own, asked for at the browser's
 * highest task priority where it has one (`scheduler.postTask`), so none waits behind rendering.
 */

/** Runs `run` in a later task. */
export type NextTask = (run: () => void) => void;

interface PostTaskScheduler {
  postTask: (run: () => void, options: { priority: 'user-blocking' }) => Promise<unknown>;
}

/** The browser's task scheduler (`scheduler.postTask`), where it has one. */
function taskScheduler(): PostTaskScheduler | undefined {
  const scheduler = (globalThis as { scheduler?: Partial<PostTaskScheduler> }).scheduler;
  return typeof scheduler?.postTask === 'function' ? (scheduler as PostTaskScheduler) : undefined;
}

/** Runs `run` in a later task, at the browser's highest task priority where it has one. */
export const nextTask: NextTask = (run) => {
  const scheduler = taskScheduler();
  if (scheduler) scheduler.postTask(run, { priority: 'user-blocking' }).catch(() => undefined);
  else setTimeout(run, 0);
};

/** The most starts held at once; beyond it a start goes at once (a burst this long is a bug). */
export const IN_TURN_MAX_WAITING = 50;

/**
 * `start`, with the starts of one burst a task apart (see the module comment). Without `later`,
 * only where the browser has a task scheduler: elsewhere (an older browser, the unit tests' DOM)
 * each start goes at once, as if nothing were spread, rather than behind a timer that could
 * outlive the page or the test that asked.
 */
export function inTurn<A extends unknown[], R>(
  start: (...args: A) => Promise<R>,
  later?: NextTask,
): (...args: A) => Promise<R> {
  if (!later && !taskScheduler()) return start;
  const schedule = later ?? nextTask;
  let busy = false;
  const waiting: (() => void)[] = [];
  const pump = () => {
    const next = waiting.shift();
    if (!next) {
      busy = false;
      return;
    }
    next();
    schedule(pump);
  };
  const startNow = (args: A): Promise<R> => {
    try {
      return start(...args);
    } catch (error) {
      return Promise.reject(error);
    }
  };
  return (...args) => {
    if (!busy) {
      busy = true;
      schedule(pump);
      return startNow(args);
    }
    if (waiting.length >= IN_TURN_MAX_WAITING) return startNow(args);
    return new Promise<R>((resolve, reject) => {
      waiting.push(() => void startNow(args).then(resolve, reject));
    });
  };
}

/** Resolves in a later task (nextTask): a long piece of work started in steps yields between them. */
export function aTaskLater(): Promise<void> {
  return new Promise((resolve) => nextTask(resolve));
}
