import { Component, type ReactNode } from 'react';

interface Props {
  /** A change (the next address) clears the error, so navigating away recovers. */
  resetKey: string;
  fallback: ReactNode;
  children: ReactNode;
}

interface State {
  failedAt: string | null;
}

/** Shows the 500 page when a page throws while rendering, instead of a blank screen. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failedAt: null };

  static getDerivedStateFromError(): Partial<State> {
    return { failedAt: '' };
  }

  override componentDidCatch(error: unknown): void {
    console.error('A page failed to render', error);
    this.setState({ failedAt: this.props.resetKey });
  }

  override render(): ReactNode {
    const { failedAt } = this.state;
    if (failedAt !== null && (failedAt === '' || failedAt === this.props.resetKey)) return this.props.fallback;
    return this.props.children;
  }
}
