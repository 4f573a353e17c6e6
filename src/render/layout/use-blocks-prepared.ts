import { useEffect, useMemo, useState } from 'react';
import type { LayoutBlock, RegisteredBlock } from '../block-definition';
import { blockRegistry } from '../blocks';
import type { Registry } from '../registry';

/**
 * Starts loading what the given blocks render with (each registered block's `prepare`, e.g. the
 * rich-text stack or a form's code) and tells whether it is all in. Called as soon as a layout is known, so the
 * blocks then render in one pass with nothing popping in (and shifting the page) afterwards. A
 * failed load counts as done: the block itself then fails inside its own error boundary.
 */
export function useBlocksPrepared(
  blocks: readonly LayoutBlock[] | undefined,
  registry: Registry<RegisteredBlock> = blockRegistry,
): boolean {
  const pending = useMemo(() => {
    if (!blocks) return undefined;
    const waits = new Set<Promise<unknown>>();
    for (const block of blocks) {
      const wait = registry.getIfExists(block.type)?.prepare?.(block.props);
      if (wait) waits.add(wait);
    }
    return waits.size > 0 ? Promise.allSettled(waits) : undefined;
  }, [blocks, registry]);
  const [settled, setSettled] = useState<Promise<unknown> | undefined>(undefined);
  useEffect(() => {
    if (!pending) return;
    let current = true;
    void pending.then(() => {
      if (current) setSettled(pending);
    });
    return () => {
      current = false;
    };
  }, [pending]);
  return pending === undefined || settled === pending;
}
