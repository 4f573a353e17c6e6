import { useRef } from 'react';
import type { LayoutBlock, RegisteredBlock, ScreenLayout } from '../block-definition';
import { blockRegistry } from '../blocks';
import type { Registry } from '../registry';
import { RenderEnvProvider, useRenderEnv, type BlockAction } from '../render-env';
import { blockShows, type Audience, type LayoutGroups } from '../visibility';
import { BlockBoundary } from './block-boundary';
import { BlockFrame } from './block-frame';
import { useKeptPlaces } from './kept-places';
import { UnknownBlock } from './unknown-block';

interface LayoutProps {
  blocks: readonly LayoutBlock[];
  /** The layout's groups: a block naming one shows only while its `when` holds. */
  groups?: LayoutGroups;
  /** Injectable for tests; screens use the shared registry. */
  registry?: Registry<RegisteredBlock>;
  /** Draws every block as a skeleton of its own size (shaped-skeleton.tsx). */
  skeleton?: boolean;
}

/**
 * Renders a layout's blocks in order: hidden ones skipped by `blockShows`, unknown types as
 * `UnknownBlock`, every known block inside its own error boundary.
 */
export function LayoutRenderer({
  blocks,
  groups,
  registry = blockRegistry,
  skeleton = false,
}: LayoutProps) {
  const env = useRenderEnv();
  const { explainFailure } = env;
  return (
    <>
      {blocks
        .filter((block) => blockShows(block, groups, env.audience))
        .map((block) => {
          const def = registry.getIfExists(block.type);
          if (!def) return <UnknownBlock key={block.id} type={block.type} id={block.id} />;
          return (
            <div
              className={`fp-block fp-block--${def.type}${skeleton ? ' fp-skeleton' : ''}`}
              key={block.id}
              data-block={block.id}
            >
              <BlockBoundary
                blockId={block.id}
                blockType={def.type}
                message={env.blockErrorMessage}
                explain={explainFailure ? (error) => explainFailure(block, error) : undefined}
              >
                <BlockFrame def={def} block={block} />
              </BlockBoundary>
            </div>
          );
        })}
    </>
  );
}

interface ScreenProps {
  layout: ScreenLayout;
  /** Actions named by the layout's buttons and forms. */
  actions?: Readonly<Record<string, BlockAction>>;
  /** Refines who is looking (e.g. the subscription status the screen loaded). */
  audience?: Partial<Audience>;
  registry?: Registry<RegisteredBlock>;
  /**
   * `overlay` for a layout whose blocks float over the page (a snackbar): no padding, so adding
   * it moves nothing on the page (the padded wrapper pushed update payment down by 64px).
   */
  variant?: 'overlay';
  /**
   * True while the screen shows an audience it assumed rather than knows (a prerendered
   * newcomer's page before the subscription answers): when it turns false, the blocks still
   * shown keep their place (kept-places.ts).
   */
  audienceAssumed?: boolean;
  /**
   * Blocks the screen puts before the layout's own, in the same box (a notice in the catalogue's
   * words that joins a page already shown, so the blocks after it can keep their place).
   */
  lead?: readonly LayoutBlock[];
  /** Draws every block as a skeleton of its own size (shaped-skeleton.tsx). */
  skeleton?: boolean;
}

/** A whole screen from its layout: what screens (issue 6) and the editor preview render. */
export function Screen({
  layout,
  actions,
  audience,
  registry,
  variant,
  audienceAssumed = false,
  lead,
  skeleton = false,
}: ScreenProps) {
  const parent = useRenderEnv();
  const root = useRef<HTMLDivElement>(null);
  useKeptPlaces(root, audienceAssumed);
  const env = {
    ...(actions ? { actions: { ...parent.actions, ...actions } } : {}),
    ...(audience ? { audience: { ...parent.audience, ...audience } } : {}),
  };
  return (
    <RenderEnvProvider env={env}>
      <div
        ref={root}
        className={variant ? `fp-screen fp-screen--${variant}` : 'fp-screen'}
        data-screen={layout.id}
        // Marks a page that may still give way to the shopper's own (what the sandbox panel waits
        // for before it goes in below the page: src/app/sandbox-panel/mount.tsx).
        data-audience-assumed={audienceAssumed ? '' : undefined}
      >
        {lead?.length ? (
          <LayoutRenderer blocks={lead} registry={registry} skeleton={skeleton} />
        ) : null}
        <LayoutRenderer
          blocks={layout.blocks}
          groups={layout.groups}
          registry={registry}
          skeleton={skeleton}
        />
      </div>
    </RenderEnvProvider>
  );
}
