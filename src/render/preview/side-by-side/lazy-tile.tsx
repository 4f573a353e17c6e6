import { useEffect, useRef, useState, type ReactNode } from 'react';
import text from './side-by-side-text.json';

interface Props {
  /** The banner's name, for the placeholder's words. */
  name: string;
  children: ReactNode;
}

/**
 * Renders its children once they come near the viewport (or at once where the browser has no
 * IntersectionObserver), so 15 screens are not rendered and fetched together; until then a
 * button renders them on demand, so a keyboard user need not scroll.
 */
export function LazyTile({ name, children }: Props) {
  const place = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const node = place.current;
    if (shown || !node) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setShown(true);
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [shown]);
  if (shown) return <>{children}</>;
  return (
    <div ref={place} className="fp-side__pending">
      <p>{text.pending.replace('{banner}', name)}</p>
      <button
        type="button"
        className="fp-button fp-button--secondary"
        onClick={() => setShown(true)}
      >
        {text.renderNow.replace('{banner}', name)}
      </button>
    </div>
  );
}
