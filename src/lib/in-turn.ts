/**
 * Work the page starts in a burst, spread over tasks. Starting a fetch costs the main thread about
 * 2 ms on a test machine, 8 ms under Lighthouse's 4× slower CPU: the six calls and reads that a
 * session's arrival starts from one render (navigation content, its validators, the subscription,
 * the profile) made one task of 80–130 ms, long enough to hold up a tap.
 *
 * Spreading goes through the browser's task scheduler (`scheduler.postTask`) and only where there
 * is one: elsewhere (an older browser, the unit tests' DOM) everything starts at once, as if
 * nothing were spread, rather than behind a timer that could outlive the page or the test that
 * asked for it.
 */

/** Runs `run` in a later task. */
export type NextTask = (run: () => void) => void;

/** The scheduler's priorities: before rendering, beside it, or when nothing else waits. */
export type TaskPriority = 'user-blocking' | 'user-visible' | 'background';

interface PostTaskScheduler {
  postTask: (run: () => void, options: { priority: TaskPriority }) => Promise<unknown>;
}

/** The browser's task scheduler, where it has one. */
function taskScheduler(): PostTaskScheduler | undefined {
  const scheduler = (globalThis as { scheduler?: Partial<PostTaskScheduler> }).scheduler;
  return typeof scheduler?.postTask === 'function' ? (scheduler as PostTaskScheduler) : undefined;
}

/** The most starts held at once; beyond it a start goes at once (a burst this long is a bug). */
export const IN_TURN_MAX_WAITING = 50;

/**
 * `start`, with the starts of one burst a task apart: the first at once, each next one in a task
 * of its own, posted at `user-blocking` priority so that none waits behind rendering. `later`
 * replaces the scheduler (tests); without either, `start` itself.
 */
export function inTurn<A extends unknown[], R>(
  start: (...args: A) => Promise<R>,
  later?: NextTask,
): (...args: A) => Promise<R> {
  const scheduler = taskScheduler();
  const schedule: NextTask | undefined =
    later ??
    (scheduler &&
      ((run) =>
        void scheduler.postTask(run, { priority: 'user-blocking' }).catch(() => undefined)));
  if (!schedule) return start;
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

/**
 * Resolves in a later task, posted at `priority`, where the browser has a task scheduler; at once
 * elsewhere. A piece of work started in steps awaits it between them.
 */
export function aTaskLater(priority: TaskPriority): Promise<void> {
  const scheduler = taskScheduler();
  if (!scheduler) return Promise.resolve();
  return scheduler
    .postTask(() => undefined, { priority })
    .then(
      () => undefined,
      () => undefined,
    );
}
