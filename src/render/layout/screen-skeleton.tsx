import { reserveClass } from './reserve';

/** What a screen reserves before its layout is known: a title line and two blocks. */
const UNKNOWN_LAYOUT: readonly number[] = [96, 160];

interface ScreenSkeletonProps {
  /** The polite busy status a screen reader hears (ui-text); never shown as a line of text. */
  label: string;
  /** Draws the h1's line too (the page's title is not shown yet). */
  withTitle?: boolean;
  /** The reserved heights of the blocks that will show, in order (their `reserve`). */
  blocks?: readonly number[];
}

/**
 * A loading screen in the shape of what will replace it: grey boxes of the blocks' reserved
 * heights (classes, since the strict CSP allows no inline style), hidden from screen readers,
 * which hear one polite busy status instead. `.fp-screen-loading` is what tests and the shell's
 * landing gutters look for.
 */
export function ScreenSkeleton({
  label,
  withTitle = false,
  blocks = UNKNOWN_LAYOUT,
}: ScreenSkeletonProps) {
  return (
    <div className="fp-screen-loading" aria-busy="true">
      <p role="status" className="fp-visually-hidden">
        {label}
      </p>
      <div className="fp-screen-skeleton" aria-hidden="true">
        {withTitle ? <div className="fp-skeleton fp-skeleton--title" /> : null}
        {blocks.map((height, i) => (
          <div key={i} className={`fp-skeleton ${reserveClass(height)}`} />
        ))}
      </div>
    </div>
  );
}
