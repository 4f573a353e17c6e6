import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  blockId: string;
  blockType: string;
  /** The catalogue's words shown in place of a broken block. */
  message: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/**
 * Contains one block's failure (wrong props, a throw while rendering) so the rest of the screen
 * still renders; the shopper sees the catalogue's generic message where the block would be.
 */
export class BlockBoundary extends Component<Props, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
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
        </div>
      );
    }
    return this.props.children;
  }
}
