import { useMemo } from 'react';
import type { Membership } from '../../api';
import type { ScreenLayout } from '../block-definition';
import type { DataSourceHooks } from '../data-sources';
import { FlowValuesProvider, type FlowValues } from '../flow-values';
import { membershipView } from '../membership-audience';
import { RenderEnvProvider, useRenderEnv, type BlockAction } from '../render-env';
import type { ScreenFacts } from '../visibility';
import { Screen } from './layout-renderer';

/**
 * What a screen most likely shows once its data is in (src/api/skeleton-plan.ts: a member's
 * active plan), for its skeleton: the membership, facts and values it would compute, and the
 * answers of the data sources its blocks read.
 */
export interface LoadingShape {
  membership?: Membership;
  facts?: ScreenFacts;
  values?: FlowValues;
  /** Data sources answered with these values instead of their calls (`subscription`, `plans`). */
  data?: Readonly<Record<string, unknown>>;
}

interface ShapedSkeletonProps {
  layout: ScreenLayout;
  /** The polite busy status a screen reader hears (ui-text). */
  label: string;
  shape: LoadingShape;
  /** The screen's actions: a button naming one renders only with it (it cannot be pressed here). */
  actions?: Readonly<Record<string, BlockAction>>;
  /**
   * Draws the h1's line as a grey bar too: the screen's title waits for its data (confirmation),
   * since the data decides whether it is true, so neither it nor any other words show yet.
   */
  withTitle?: boolean;
}

const noValues: FlowValues = {};

/**
 * A loading screen drawn from the screen's own layout (issue 22 §3): the blocks the likely
 * shopper sees, rendered with stand-in data and each drawn as one grey box (`.fp-skeleton` on the
 * block, its content kept in the layout but not painted), so every box is the size of the block
 * that replaces it at any width and nothing moves when the data arrives. The region is
 * `aria-busy` with one polite status; the drawn blocks are hidden from screen readers and inert.
 */
export function ShapedSkeleton({
  layout,
  label,
  shape,
  actions,
  withTitle = false,
}: ShapedSkeletonProps) {
  const env = useRenderEnv();
  const { audience, facts, values } = useMemo(
    () => membershipView(shape.membership, undefined, shape.facts, shape.values ?? noValues),
    [shape],
  );
  const seenBy = useMemo(() => (facts ? { ...audience, facts } : audience), [audience, facts]);
  const parentSources = env.dataSources;
  const stood = useMemo(() => {
    const answered: Record<string, DataSourceHooks[string]> = {};
    for (const [name, data] of Object.entries(shape.data ?? {})) {
      answered[name] = () => ({ data, isLoading: false });
    }
    return { dataSources: { ...parentSources, ...answered }, drawingOnly: true };
  }, [parentSources, shape.data]);
  return (
    <div className="fp-screen-loading" aria-busy="true">
      <p role="status" className="fp-visually-hidden">
        {label}
      </p>
      {/* Outside the skeleton's flex column, so it takes exactly the h1's line and margin. */}
      {withTitle ? <div className="fp-skeleton fp-skeleton--title" aria-hidden="true" /> : null}
      <div className="fp-screen-skeleton fp-screen-skeleton--shaped" aria-hidden="true" inert>
        <RenderEnvProvider env={stood}>
          <FlowValuesProvider values={values}>
            <Screen layout={layout} actions={actions} audience={seenBy} skeleton />
          </FlowValuesProvider>
        </RenderEnvProvider>
      </div>
    </div>
  );
}
