import { useEffect, useState } from 'react';
import { throttle } from '../../lib/throttle';

/**
 * The window's inner width, updated on resize at most once per `throttleMs` (contract §4: 200 ms) with
 * a trailing update, so the mobile/desktop switch follows a drag without re-rendering every frame.
 */
export function useViewportWidth(throttleMs: number): number {
  const [width, setWidth] = useState(() => window.innerWidth);
  useEffect(() => {
    const onResize = throttle(() => setWidth(window.innerWidth), throttleMs);
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      onResize.cancel();
    };
  }, [throttleMs]);
  return width;
}
