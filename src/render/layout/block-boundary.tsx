import { Component, type ErrorInfo, type ReactNode } from 'react';
import type { BlockFailure } from '../render-env';
import { BlockFailureNote } from './block-failure-note';

interface Props {
  blockId: string;
  blockType: string;
  /** The catalogue's words shown in place of a broken block. */
  message: string;
  /** Why it failed, in the editor preview only (RenderEnv.explainFailure). */
  explain?: (error: unknown) => BlockFailure;
  children: ReactNode;
}

interface State {
  failed: boolean;
  error?: unknown;
}

/**
 * Contains one block's failure (wrong props, a throw while rendering) so the rest of the screen
 * still renders; the shopper sees the catalogue's generic message where the block would be, and
 * the editor preview adds why.
 */
export class BlockBoundary extends Component<Props, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { failed: true, error };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(
      `Block "${this.props.blockId}" (${this.props.blockType}) failed to render: ${error.message}`,
      info.componentStack ?? '',
    );
  }

  render() {
    if (this.state.failed) {
      return (
        <div className="fp-block-error" role="alert" data-block={this.props.blockId}>
          {this.props.message}
          {this.props.explain ? (
            <BlockFailureNote failure={this.props.explain(this.state.error)} />
          ) : null}
        </div>
      );
    }
    return this.props.children;
  }
}
