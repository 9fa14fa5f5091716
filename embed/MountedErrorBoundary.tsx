import { Component, type ReactNode } from 'react';
import { PaymentClientError } from '../headless/core/errors/PaymentClientError';
import { thrownMessage } from '../headless/core/errors/thrownMessage';

export interface MountedErrorBoundaryProps {
  onError: (error: PaymentClientError) => void;
  children?: ReactNode;
}

/**
 * Around everything the script tag mounts: a component that throws takes down only its own
 * element, which then shows nothing, and is reported as a `PaymentClientError`; the merchant's
 * page around it keeps working.
 */
export class MountedErrorBoundary extends Component<MountedErrorBoundaryProps, { failed?: boolean }> {
  override componentDidCatch(error: unknown) {
    this.setState({ failed: true });
    this.props.onError(PaymentClientError.from(error, 'UNKNOWN_ERROR', `A payment component failed: ${thrownMessage(error)}`));
  }

  override render() {
    return this.state?.failed ? null : this.props.children;
  }
}
