/** A throttled function plus a way to drop its pending trailing call (on unmount). */
export interface Throttled<A extends unknown[]> {
  (...args: A): void;
  cancel(): void;
}

/**
 * Calls `fn` at most once per `waitMs`: the first call runs at once, later calls inside the window
 * collapse into one trailing call with the latest arguments. Resize handlers use it so a window
 * drag does not re-render the navigation on every frame, yet the final size is never missed.
 */
export function throttle<A extends unknown[]>(
  fn: (...args: A) => void,
  waitMs: number,
  now: () => number = () => Date.now(),
): Throttled<A> {
  let last = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: A | undefined;

  const run = (args: A) => {
    last = now();
    fn(...args);
  };

  const throttled = (...args: A) => {
    const elapsed = now() - last;
    if (elapsed >= waitMs && timer === undefined) {
      run(args);
      return;
    }
    pending = args;
    if (timer === undefined) {
      timer = setTimeout(
        () => {
          timer = undefined;
          if (pending) {
            const next = pending;
            pending = undefined;
            run(next);
          }
        },
        Math.max(0, waitMs - elapsed),
      );
    }
  };
  throttled.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    pending = undefined;
  };
  return throttled;
}
