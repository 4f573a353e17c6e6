import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import type { Membership } from '../../api';
import { useContent, useContentSettled } from '../../content/use-content';
import type { LayoutBlock } from '../block-definition';
import { parseDataSource } from '../data-sources';
import { apiDataSources } from '../api-data-sources';
import { blockRegistry } from '../blocks';
import { FlowValuesProvider, type FlowValues } from '../flow-values';
import { RenderEnvProvider, useRenderEnv, type BlockAction, type RenderEnv } from '../render-env';
import { PAGE_TITLE_ATTRIBUTE, pageTitle, STEP_TITLE_ATTRIBUTE } from '../../lib/page-title';
import { fillText } from '../placeholders';
import { useStepFocus } from '../step-focus';
import {
  activeGroups,
  blockShows,
  stepTitleOf,
  isVisible,
  type Audience,
  type LayoutGroups,
  type ScreenFacts,
} from '../visibility';
import { membershipView } from '../membership-audience';
import { Screen } from './layout-renderer';
import { ScreenSkeleton } from './screen-skeleton';
import { ShapedSkeleton, type LoadingShape } from './shaped-skeleton';
import { useBlocksPrepared } from './use-blocks-prepared';
import { WayForward } from './way-forward';

/** What a thin screen hands over besides its layout id. */
export interface ContentScreenProps {
  /** The layout's name under content/screens/, e.g. `manage`. */
  layoutId: string;
  /** Actions named by the layout's buttons and forms. */
  actions?: Readonly<Record<string, BlockAction>>;
  /** Refines who is looking (e.g. the subscription status the screen loaded). */
  audience?: Partial<Audience>;
  /**
   * The shopper's membership (src/api/membership.ts): gives the audience its status, role and
   * the plan whose benefits show, every layout its membership facts (`live`, `renews`…) by name,
   * and blocks its dates as `membership.renewsOn`, `membership.endsOn`…
   */
  membership?: Membership;
  /** Values of the screen's flow that blocks read next to their data (see flow-values). */
  values?: FlowValues;
  /**
   * What the screen knows of its state (a flow step, how the shopper arrived): the facts the
   * layout declares, which its groups' `when` test to pick the blocks that show.
   */
  facts?: ScreenFacts;
  /**
   * Moves focus to the new step's heading (the one saying its `stepTitle`, else the title) when
   * the active groups change: a flow's next step replaced the blocks the shopper was on, so the
   * focused button is gone (step-focus.ts).
   */
  focusOnStep?: boolean;
  /**
   * True while the screen shows an audience it assumed (a newcomer's page before the session and
   * subscription answer) rather than the shopper's own: once it turns false, the blocks still
   * shown keep their place on the page (kept-places.ts).
   */
  audienceAssumed?: boolean;
  /** True while the screen's own data (not the layout) is still loading. */
  loading?: boolean;
  /**
   * What the screen most likely shows once its data is in: while it loads, the layout's blocks
   * for that shape are drawn as skeletons of their own size (shaped-skeleton.tsx) instead of
   * boxes of the blocks' reserved heights.
   */
  loadingShape?: LoadingShape;
  /**
   * The title waits for the screen's data too (a grey bar in its place, or only the loading status,
   * until then): for a screen whose data decides whether its title is true at all (the
   * confirmation may send the shopper on to manage instead).
   */
  titleWaitsForData?: boolean;
  /** A message (already in the catalogue's words) when the screen's own data failed. */
  error?: string;
  /**
   * Reads the screen's failed data again (SWR `mutate()` of the failed keys: reads only, never a
   * write); with it the error offers "Try again". A failed layout is read again as well.
   */
  onRetry?: () => unknown;
  /**
   * Blocks shown first among the layout's own, in the same box (Screen `lead`): a notice that
   * joins a page already shown, where `before` would push the whole screen down.
   */
  lead?: readonly LayoutBlock[];
  /** Shown above the layout's blocks, under the title (e.g. a flow's live status). */
  before?: ReactNode;
  /** Shown after the layout's blocks. */
  after?: ReactNode;
}

const noValues: FlowValues = {};
const noPaths: readonly string[] = [];

/**
 * The reserved heights of the blocks this audience sees, for the screen's skeleton. Without the
 * layout's groups every block counts whatever its group: the page before the session knows no
 * screen facts yet, so it keeps room for each of them.
 */
export function visibleReserves(
  blocks: readonly LayoutBlock[],
  audience: Audience,
  groups?: LayoutGroups,
): readonly number[] {
  return blocks
    .filter((block) =>
      groups === undefined ? isVisible(block.when, audience) : blockShows(block, groups, audience),
    )
    .map((block) => blockRegistry.getIfExists(block.type)?.reserve ?? 96);
}

/** The `content:<path>` sources of the blocks this audience sees, in layout order. */
export function visibleContentPaths(
  blocks: readonly LayoutBlock[],
  groups: LayoutGroups | undefined,
  audience: Audience,
): readonly string[] {
  const paths = blocks
    .filter((block) => block.data?.startsWith('content:') && blockShows(block, groups, audience))
    .map((block) => parseDataSource(block.data ?? '').arg ?? '');
  return paths.length ? [...new Set(paths)] : noPaths;
}

/**
 * The one way a screen shows its layout: the catalogue's words with "Try again" and the support
 * phone when the layout (or the screen's data) failed, a skeleton of its blocks until both are in
 * (and the code its blocks render with, see useBlocksPrepared), then the layout's title and blocks.
 * Nine screens repeated this; keeping it here keeps their loading and error states identical.
 * Blocks get the service data sources (src/api hooks) unless the environment above already
 * provides one of the same name (the shell's content source, or a test's fixtures).
 */
export function ContentScreen({
  layoutId,
  actions,
  audience: ownAudience,
  membership,
  values: ownValues = noValues,
  facts: ownFacts,
  focusOnStep = false,
  audienceAssumed = false,
  loading = false,
  loadingShape,
  titleWaitsForData = false,
  error,
  onRetry,
  lead,
  before,
  after,
}: ContentScreenProps) {
  const {
    data: layout,
    error: layoutError,
    mutate: reloadLayout,
  } = useContent(`screens/${layoutId}`);
  const env = useRenderEnv();
  const parentSources = env.dataSources;
  const dataEnv = useMemo(
    (): Partial<RenderEnv> => ({ dataSources: { ...apiDataSources, ...parentSources } }),
    [parentSources],
  );
  const { audience, facts, values } = useMemo(
    () => membershipView(membership, ownAudience, ownFacts, ownValues),
    [membership, ownAudience, ownFacts, ownValues],
  );
  // The screen's audience with its facts: what its blocks' and groups' `when` are evaluated for.
  const screenAudience = useMemo(
    () => (facts ? { ...audience, facts } : audience),
    [audience, facts],
  );
  // Rich text's lazy code starts loading with the layout (every group of it, so a later flow step
  // never waits), and content-bound blocks render in their final size: the screen waits for both
  // with its own (screen) loading state rather than showing skeletons that later pop in or grow
  // (for content, CONTENT_WAIT_MS at most: then the slow block shows its skeleton).
  const prepared = useBlocksPrepared(layout?.blocks);
  const seenBy = useMemo(
    () => ({ ...env.audience, ...screenAudience }),
    [env.audience, screenAudience],
  );
  const contentPaths = useMemo(
    () =>
      layout && !loading ? visibleContentPaths(layout.blocks, layout.groups, seenBy) : noPaths,
    [layout, loading, seenBy],
  );
  // Once the blocks show, they stay: content bound to a block that joins later (its flag or step
  // arrived) waits in that block's skeleton, never in the screen's loading status, which would
  // take away a form the shopper is typing in. That block's own hook fetches it, so nothing is
  // loaded here as well.
  const [blocksShown, setBlocksShown] = useState(false);
  const contentSettled = useContentSettled(blocksShown ? noPaths : contentPaths);
  const ready = Boolean(layout) && !loading && prepared && contentSettled;
  // Set while rendering, not in an effect: React renders this component again at once, before
  // anything is committed, where an effect's update made a second render and commit after the
  // first, between a tap and the paint of the screen it opened.
  if (ready && !blocksShown) setBlocksShown(true);
  const title = useRef<HTMLHeadingElement>(null);
  // The step is the set of groups that show; the first one known (the layout just arrived) is
  // where the shopper starts, not a change.
  const active = useMemo(
    () => (layout ? activeGroups(layout.groups, seenBy) : undefined),
    [layout, seenBy],
  );
  useStepFocus(active?.join(' '), focusOnStep);
  // While "Try again" reads the failed data again, the screen shows its skeleton, not the error.
  const [retrying, setRetrying] = useState(false);
  const retry = useCallback(() => {
    setRetrying(true);
    return Promise.all([layoutError ? reloadLayout() : undefined, onRetry?.()])
      .catch(() => undefined)
      .finally(() => setRetrying(false));
  }, [layoutError, reloadLayout, onRetry]);
  const failed = Boolean(layoutError || error) && !retrying;
  const reserves = useMemo(
    () => (layout ? visibleReserves(layout.blocks, seenBy, layout.groups ?? {}) : undefined),
    [layout, seenBy],
  );
  // The page keeps one h1 (its title once the layout is in; a failed page still needs one, for
  // screen readers and the route-change focus) and the same element throughout, so focus on it
  // survives the swaps between skeleton, error and blocks.
  // A screen whose data decides whether its title is true at all (titleWaitsForData) keeps the
  // title back while that data loads.
  const titleHeld = titleWaitsForData && loading && !failed;
  const heading = titleHeld
    ? undefined
    : (layout?.title ?? (layoutError || error ? env.labels.pageUnavailableTitle : undefined));
  // The document title (WCAG 2.4.2) names the step, the page and the banner; the shell and the
  // prerender copy it from the h1's attribute, so both give the same title for the same page.
  const rawStep =
    layout && active && heading !== undefined ? stepTitleOf(layout, active) : undefined;
  const stepTitle = rawStep ? fillText(rawStep, env.placeholders) : undefined;
  const documentTitle =
    heading === undefined
      ? undefined
      : pageTitle({ step: stepTitle, heading, banner: env.placeholders.banner });
  let body: ReactNode;
  if (failed) {
    body = (
      <WayForward
        message={error ?? env.blockErrorMessage}
        onRetry={onRetry || layoutError ? retry : undefined}
        focusAfterRetry={() => title.current}
      />
    );
  } else if (ready && !retrying) {
    body = (
      <>
        {before}
        <Screen
          layout={layout as NonNullable<typeof layout>}
          actions={actions}
          audience={screenAudience}
          audienceAssumed={audienceAssumed}
          lead={lead}
        />
        {after}
      </>
    );
  } else if (layout && prepared && loadingShape) {
    // A title held back for the data is drawn as a grey bar in its place; keyed like the plain
    // skeleton below, so the h1 replacing that bar moves nothing.
    body = (
      <ShapedSkeleton
        key={heading === undefined ? 'untitled' : 'titled'}
        layout={layout}
        label={env.labels.loading}
        shape={loadingShape}
        actions={actions}
        withTitle={heading === undefined}
      />
    );
  } else {
    // A new skeleton once the title shows (keyed): the untitled one would be pushed down by the
    // h1 appearing above it, a layout shift; a replaced element is not one.
    body = (
      <ScreenSkeleton
        key={heading === undefined ? 'untitled' : 'titled'}
        label={env.labels.loading}
        withTitle={heading === undefined}
        blocks={reserves}
      />
    );
  }
  return (
    <RenderEnvProvider env={dataEnv}>
      <FlowValuesProvider values={values}>
        {heading === undefined ? null : (
          <h1
            ref={title}
            tabIndex={-1}
            {...{ [PAGE_TITLE_ATTRIBUTE]: documentTitle, [STEP_TITLE_ATTRIBUTE]: stepTitle }}
          >
            {heading}
          </h1>
        )}
        {body}
      </FlowValuesProvider>
    </RenderEnvProvider>
  );
}
