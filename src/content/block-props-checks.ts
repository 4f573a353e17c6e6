/**
 * Block props: which ones the build already checked, and the validators for the rest (issue 23:
 * the block validators the first screen does not need stay off the first load).
 *
 * A screen layout the build checked (every block's props against `schemas/blocks/<type>`, in
 * src/entry-server.tsx) and that the content service still answers unchanged has its blocks' props
 * marked here, by identity, so the renderer does not check them again (src/render/layout/
 * block-frame.tsx). Props made by code from checked content (a catalogue notice) are marked where
 * they are made. Anything else, such as a sandbox override, a changed service answer or a layout
 * the page did not carry, is checked with the block validators, which load on first need: a
 * fetched layout's blocks as it comes in (src/content/use-content.ts, markValidBlockProps), any
 * other props as the block renders, which waits for the validators if they are still on their way.
 */
import type { ValidateFunction } from 'ajv';
import { loadOnce } from '../lib/load-once';
import { blockSchemaId } from './block-schema-id';

/** The block props validators, keyed `blocks/<type>`. */
export type BlockValidators = Readonly<Record<string, ValidateFunction>>;

/** The content kind whose values hold blocks (content/screens/*.json). */
export const LAYOUT_KIND = 'screen-layout';

/** Props objects of checked blocks. Weak: a layout no longer rendered is freed with its marks. */
const checkedProps = new WeakSet<object>();

/** A screen layout's blocks that are objects (none when the value holds no block list). */
export function layoutBlocks(layout: unknown): Record<string, unknown>[] {
  if (typeof layout !== 'object' || layout === null) return [];
  const blocks = (layout as { blocks?: unknown }).blocks;
  if (!Array.isArray(blocks)) return [];
  return blocks.filter(
    (block: unknown): block is Record<string, unknown> =>
      typeof block === 'object' && block !== null && !Array.isArray(block),
  );
}

/** The props objects of a screen layout's blocks, with their types. */
export function layoutBlockProps(layout: unknown): { type: string; props: object }[] {
  return layoutBlocks(layout).flatMap(({ type, props }) =>
    typeof type === 'string' && typeof props === 'object' && props !== null
      ? [{ type, props }]
      : [],
  );
}

/** Marks props as checked against their block's schema (by the build, or by their type). */
export function markPropsChecked(props: object): void {
  checkedProps.add(props);
}

/**
 * Checks the props of a fetched layout's blocks now, with the validators in hand, and marks those
 * that pass: a layout read ahead of a move (the screen's links made ready) is then checked in that
 * idle time, not in the render that answers the shopper's tap. Props that fail stay unmarked, so
 * the block checks them again as it renders and fails with their problems.
 */
export function markValidBlockProps(layout: unknown, validators: BlockValidators): void {
  for (const { type, props } of layoutBlockProps(layout)) {
    const id = blockSchemaId(type);
    if (Object.hasOwn(validators, id) && validators[id](props)) checkedProps.add(props);
  }
}

/** Marks every block's props of a layout the build checked. */
export function markLayoutChecked(layout: unknown): void {
  for (const { props } of layoutBlockProps(layout)) checkedProps.add(props);
}

/** Whether these props were checked already, so the renderer need not load a validator for them. */
export function propsChecked(props: unknown): boolean {
  return typeof props === 'object' && props !== null && checkedProps.has(props);
}

/**
 * The block validators, loaded on first call (one chunk): the same promise every time, read by
 * React's `use` at once when in (src/lib/load-once.ts).
 */
export const loadBlockValidators: () => Promise<BlockValidators> = loadOnce(() =>
  import('./generated/block-validators.js').then((module) => module.blockValidators),
);
