import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useContent, useContentSettled } from '../../content/use-content';
import type { LayoutBlock } from '../block-definition';
import { parseDataSource } from '../data-sources';
import { apiDataSources } from '../api-data-sources';
import { FlowValuesProvider, type FlowValues } from '../flow-values';
import { RenderEnvProvider, useRenderEnv, type BlockAction, type RenderEnv } from '../render-env';
import { isVisible, type Audience } from '../visibility';
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
  /**
   * The title waits for the screen's data too (only the loading status shows until then): for a
   * screen whose data decides whether its title is true at all (the confirmation may send the
   * shopper on to manage instead).
   */
  titleWaitsForData?: boolean;
  /** A message (already in the catalogue's words) when the screen's own data failed. */
  error?: string;
  /** Shown above the layout's blocks, under the title (e.g. a flow's live status). */
  before?: ReactNode;
  /** Shown after the layout's blocks. */
  after?: ReactNode;
}

const noValues: FlowValues = {};
const noPaths: readonly string[] = [];

/** The `content:<path>` sources of the blocks this audience sees, in layout order. */
export function visibleContentPaths(
  blocks: readonly LayoutBlock[],
  audience: Audience,
): readonly string[] {
  const paths = blocks
    .filter((block) => block.data?.startsWith('content:') && isVisible(block.when, audience))
    .map((block) => parseDataSource(block.data ?? '').arg ?? '');
  return paths.length ? [...new Set(paths)] : noPaths;
}

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
  titleWaitsForData = false,
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
  // never waits), and content-bound blocks render in their final size: the screen waits for both
  // with its own (screen) loading state rather than showing skeletons that later pop in or grow
  // (for content, CONTENT_WAIT_MS at most: then the slow block shows its skeleton).
  const prepared = useBlocksPrepared(layout?.blocks);
  const seenBy = useMemo(() => ({ ...env.audience, ...audience }), [env.audience, audience]);
  const contentPaths = useMemo(
    () => (shown && !loading ? visibleContentPaths(shown.blocks, seenBy) : noPaths),
    [shown, loading, seenBy],
  );
  // Once the blocks show, they stay: content bound to a block that joins later (its flag or step
  // arrived) waits in that block's skeleton, never in the screen's loading status, which would
  // take away a form the shopper is typing in. That block's own hook fetches it, so nothing is
  // loaded here as well.
  const [blocksShown, setBlocksShown] = useState(false);
  const contentSettled = useContentSettled(blocksShown ? noPaths : contentPaths);
  const ready = Boolean(shown) && !loading && prepared && contentSettled;
  useEffect(() => {
    if (ready) setBlocksShown(true);
  }, [ready]);
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
  const status = (
    <p role="status" className="fp-screen-loading">
      {env.labels.loading}
    </p>
  );
  if (!shown || (titleWaitsForData && loading)) return status;
  // Once the layout is known its title shows at once, in its final place; the blocks follow
  // when the screen's data, their content and their code are in. The h1 stays the same element
  // throughout, so the route-change focus on it survives the swap.
  return (
    <RenderEnvProvider env={dataEnv}>
      <FlowValuesProvider values={values}>
        <h1 ref={title} tabIndex={-1}>
          {shown.title}
        </h1>
        {ready ? (
          <>
            {before}
            <Screen layout={shown} actions={actions} audience={audience} />
            {after}
          </>
        ) : (
          status
        )}
      </FlowValuesProvider>
    </RenderEnvProvider>
  );
}
