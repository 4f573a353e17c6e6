import { createElement, type ComponentType, type ReactElement } from 'react';
import type { BlockPropsByType, BlockType } from '../content/generated/types/block-props-by-type';
import type { FactValue, LayoutGroups, VisibilityRule } from './visibility';

/** One block of a screen layout, as written in `content/screens/<screen>.json`. */
export interface LayoutBlock {
  type: string;
  id: string;
  when?: VisibilityRule;
  /** The layout group the block belongs to: it shows only while that group's `when` holds. */
  group?: string;
  data?: string;
  props?: Record<string, unknown>;
}

/** A screen layout (`schemas/screen-layout.schema.json`). */
export interface ScreenLayout {
  id: string;
  title?: string;
  /** The flow step this layout shows (leads the document title; its heading takes focus). */
  stepTitle?: string;
  /** The screen facts its groups test, each with the values it can take (the preview offers them). */
  facts?: Readonly<Record<string, { values: readonly FactValue[]; description?: string }>>;
  /** Named groups of blocks and when each shows (see blockShows). */
  groups?: LayoutGroups;
  blocks: LayoutBlock[];
}

/**
 * A registered block with its types erased: the registry holds many prop shapes, so each block's
 * pure `toProps` and its component are closed over here and the registry only sees `render`.
 */
export interface RegisteredBlock {
  type: string;
  /** Height in px the block reserves while its data loads, so nothing shifts when it arrives. */
  reserve: number;
  /** Maps validated props (and bound data) to the component's props and renders it; may throw. */
  render(props: unknown, data: unknown): ReactElement;
  /**
   * Starts loading code the block renders with that is not in the eager chunk (the rich-text
   * stack, a form's renderer and module); returns what to wait for, or undefined when it is
   * already loaded. Gets the block's props as the layout wrote them (not yet validated).
   */
  prepare?(props: unknown): Promise<unknown> | undefined;
}

/**
 * What a block module declares: its type, component, and the pure props mapping. The type names
 * the block's schema (schemas/blocks/<type>.schema.json), and `toProps` gets the props type
 * generated from it (BlockPropsByType), so no block writes its props a second time.
 */
export interface BlockSpec<T extends BlockType, P extends object> {
  type: T;
  reserve?: number;
  component: ComponentType<P>;
  /**
   * Turns schema-valid props (already type-checked at run time by the block's precompiled
   * validator) and the bound data source's value (undefined without `data`) into component props.
   * A property, not a method, so a block's mapping is checked strictly against its schema's type.
   */
  toProps: (raw: BlockPropsByType[T], data: unknown) => P;
  /** See RegisteredBlock.prepare. */
  prepare?: (props: unknown) => Promise<unknown> | undefined;
}

/** Wraps a typed block spec for the registry. */
export function defineBlock<T extends BlockType, P extends object>(
  spec: BlockSpec<T, P>,
): RegisteredBlock {
  return {
    type: spec.type,
    reserve: spec.reserve ?? 96,
    // The registry erases prop types; BlockFrame has checked `props` against this type's schema
    // (propsProblems) before it renders, so they are the schema's type here.
    render: (props, data) =>
      createElement(spec.component, spec.toProps(props as BlockPropsByType[T], data)),
    ...(spec.prepare ? { prepare: spec.prepare } : {}),
  };
}
