import type { ReactNode } from 'react';
import { useContent } from '../../content/use-content';
import { useRenderEnv, type BlockAction } from '../render-env';
import type { Audience } from '../visibility';
import { Screen } from './layout-renderer';

/** What a thin screen hands over besides its layout id. */
export interface ContentScreenProps {
  /** The layout's name under content/screens/, e.g. `manage`. */
  layoutId: string;
  /** Actions named by the layout's buttons and forms. */
  actions?: Readonly<Record<string, BlockAction>>;
  /** Refines who is looking (e.g. the subscription status the screen loaded). */
  audience?: Partial<Audience>;
  /** True while the screen's own data (not the layout) is still loading. */
  loading?: boolean;
  /** A message (already in the catalogue's words) when the screen's own data failed. */
  error?: string;
  /** Shown above the layout's blocks, under the title (e.g. a flow's live status). */
  before?: ReactNode;
  /** Shown after the layout's blocks. */
  after?: ReactNode;
}

/**
 * The one way a screen shows its layout: the catalogue's site error when the layout (or the
 * screen's data) failed, a loading status until both are in, then the layout's title and blocks.
 * Nine screens repeated this; keeping it here keeps their loading and error states identical.
 */
export function ContentScreen({
  layoutId,
  actions,
  audience,
  loading = false,
  error,
  before,
  after,
}: ContentScreenProps) {
  const { data: layout, error: layoutError } = useContent(`screens/${layoutId}`);
  const env = useRenderEnv();
  if (layoutError || error) {
    return (
      <p role="alert" className="fp-screen-error">
        {error ?? env.blockErrorMessage}
      </p>
    );
  }
  if (!layout || loading) {
    return (
      <p role="status" className="fp-screen-loading">
        {env.labels.loading}
      </p>
    );
  }
  return (
    <>
      <h1>{layout.title}</h1>
      {before}
      <Screen layout={layout} actions={actions} audience={audience} />
      {after}
    </>
  );
}
