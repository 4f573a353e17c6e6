import { useLayoutEffect, useRef, type RefObject } from 'react';

/** A block's top edge in page coordinates (px), by its layout id (`data-block`). */
export type BlockTops = ReadonlyMap<string, number>;

/**
 * The top margin (px) to add to each block so that no block the shopper has already seen moves
 * up: `before` holds where the blocks were, `now` the blocks in page order with their top after
 * the change. A margin moves its block and every block after it, so each block is measured with
 * the margins added above it. A block that is new, or that moved down, gets none (a margin cannot
 * pull a block up).
 */
export function keptPlaceMargins(
  before: BlockTops,
  now: readonly { id: string; top: number }[],
): Map<string, number> {
  const margins = new Map<string, number>();
  let added = 0;
  for (const block of now) {
    const was = before.get(block.id);
    if (was === undefined) continue;
    const up = was - (block.top + added);
    // Sub-pixel rounding is not a move.
    if (up < 0.5) continue;
    margins.set(block.id, up);
    added += up;
  }
  return margins;
}

const blocksOf = (root: HTMLElement) =>
  Array.from(root.querySelectorAll<HTMLElement>(':scope > [data-block]'));

const topOf = (el: HTMLElement) => el.getBoundingClientRect().top + window.scrollY;

function readTops(root: HTMLElement): Map<string, number> {
  return new Map(blocksOf(root).map((el) => [el.dataset.block ?? '', topOf(el)]));
}

/**
 * Keeps the blocks of a prerendered page in place when the audience it assumed gives way to the
 * shopper's own (the newcomer's page of subscribe and discount, replaced by a member's notice once
 * the subscription answers): while `assumed`, it records where the blocks of `container` are (on
 * every commit and every resize); on the commit that ends it, a block still shown that would move
 * up gets a top margin of the room it would lose, before the browser paints. The blocks that
 * leave and those that take their place share the vacated room, so nothing the shopper sees
 * moves (docs/decisions.md, "A member on a newcomer's page"). Margins are set through the CSSOM,
 * which the strict CSP allows (no style attribute in the HTML), and only after hydration.
 */
export function useKeptPlaces(container: RefObject<HTMLElement | null>, assumed: boolean): void {
  const tops = useRef<Map<string, number> | undefined>(undefined);
  const assumedRef = useRef(assumed);

  // Every commit: record while assumed; on the first commit after it, keep the places.
  useLayoutEffect(() => {
    const root = container.current;
    const wasAssumed = tops.current !== undefined;
    assumedRef.current = assumed;
    if (!root) return;
    if (assumed) {
      tops.current = readTops(root);
      return;
    }
    if (!wasAssumed) return;
    const before = tops.current as Map<string, number>;
    tops.current = undefined;
    const blocks = blocksOf(root);
    const margins = keptPlaceMargins(
      before,
      blocks.map((el) => ({ id: el.dataset.block ?? '', top: topOf(el) })),
    );
    for (const el of blocks) {
      const add = margins.get(el.dataset.block ?? '');
      if (add === undefined) continue;
      const margin = parseFloat(getComputedStyle(el).marginTop) || 0;
      el.style.marginTop = `${margin + add}px`;
    }
  });

  // A block that grows or shrinks on its own (its data filled in) moves the others without a
  // commit of this screen: the resize keeps the record current.
  useLayoutEffect(() => {
    const root = container.current;
    if (!assumed || !root || typeof ResizeObserver !== 'function') return undefined;
    const observer = new ResizeObserver(() => {
      if (assumedRef.current && tops.current !== undefined) tops.current = readTops(root);
    });
    observer.observe(root);
    return () => observer.disconnect();
  }, [container, assumed]);
}
