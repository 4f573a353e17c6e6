import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useContent } from '../../content/use-content';
import { apiDataSources } from '../api-data-sources';
import { FlowValuesProvider, type FlowValues } from '../flow-values';
import { RenderEnvProvider, useRenderEnv, type BlockAction, type RenderEnv } from '../render-env';
import type { Audience } from '../visibility';
import { blocksForGroup, type BlockGroups } from './block-groups';
import { Screen } from './layout-renderer';
import { useBlocksPrepared } from './use-blocks-prepared';

/** What a thin screen hands over besides its layout id. */
export interface ContentScreenProps {
  /** The layout's name under content/screens/, e.g. `manage`. */
  layoutId: string;
  /** Actions named by the layout's buttons and forms. */
  actions?: Readonly<Record<string, BlockAction>>;
  /** Refines who is looking (e.g. the subscription status the screen loaded). */
  audience?: Partial<Audience>;
  /** Values of the screen's flow that blocks read next to their data (see flow-values). */
  values?: FlowValues;
  /** Which group of blocks (a flow step, a plan type) shows; see block-groups. */
  groups?: BlockGroups;
  /**
   * Moves focus to the title when the active groups change (a flow's next step replaced the
   * blocks the shopper was on, so the focused button is gone).
   */
  focusOnStep?: boolean;
  /** True while the screen's own data (not the layout) is still loading. */
  loading?: boolean;
  /** A message (already in the catalogue's words) when the screen's own data failed. */
  error?: string;
  /** Shown above the layout's blocks, under the title (e.g. a flow's live status). */
  before?: ReactNode;
  /** Shown after the layout's blocks. */
  after?: ReactNode;
}

const noValues: FlowValues = {};

/**
 * The one way a screen shows its layout: the catalogue's site error when the layout (or the
 * screen's data) failed, a loading status until both are in (and the code its blocks render with,
 * see useBlocksPrepared), then the layout's title and blocks.
 * Nine screens repeated this; keeping it here keeps their loading and error states identical.
 * Blocks get the service data sources (src/api hooks) unless the environment above already
 * provides one of the same name (the shell's content source, or a test's fixtures).
 */
export function ContentScreen({
  layoutId,
  actions,
  audience,
  values = noValues,
  groups,
  focusOnStep = false,
  loading = false,
  error,
  before,
  after,
}: ContentScreenProps) {
  const { data: layout, error: layoutError } = useContent(`screens/${layoutId}`);
  const env = useRenderEnv();
  const parentSources = env.dataSources;
  const dataEnv = useMemo(
    (): Partial<RenderEnv> => ({ dataSources: { ...apiDataSources, ...parentSources } }),
    [parentSources],
  );
  const shown = useMemo(
    () =>
      layout && groups ? { ...layout, blocks: blocksForGroup(layout.blocks, groups) } : layout,
    [layout, groups],
  );
  // Rich text's lazy code starts loading with the layout (every group of it, so a later flow step
  // never waits); the screen keeps its loading status until it is in, so no block pops in later.
  const prepared = useBlocksPrepared(layout?.blocks);
  const title = useRef<HTMLHeadingElement>(null);
  const step = groups ? groups.active.join(' ') : '';
  const lastStep = useRef(step);
  useEffect(() => {
    if (step === lastStep.current) return;
    lastStep.current = step;
    if (focusOnStep) title.current?.focus();
  }, [step, focusOnStep]);
  if (layoutError || error) {
    // The page keeps an h1 (its title when the layout loaded) so it stays a well-formed page for
    // screen readers and the route-change focus, with the catalogue's words under it.
    return (
      <>
        <h1 ref={title} tabIndex={-1}>
          {layout?.title ?? env.labels.pageUnavailableTitle}
        </h1>
        <p role="alert" className="fp-screen-error">
          {error ?? env.blockErrorMessage}
        </p>
      </>
    );
  }
  if (!shown || loading || !prepared) {
    return (
      <p role="status" className="fp-screen-loading">
        {env.labels.loading}
      </p>
    );
  }
  return (
    <RenderEnvProvider env={dataEnv}>
      <FlowValuesProvider values={values}>
        <h1 ref={title} tabIndex={-1}>
          {shown.title}
        </h1>
        {before}
        <Screen layout={shown} actions={actions} audience={audience} />
        {after}
      </FlowValuesProvider>
    </RenderEnvProvider>
  );
}
