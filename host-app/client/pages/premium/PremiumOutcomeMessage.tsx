import type { ReactNode } from 'react';
import type { PremiumOutcome } from './usePremiumCheckout';

export interface PremiumOutcomeMessageProps {
  outcome: PremiumOutcome;
  text: string;
  children?: ReactNode;
}

/** The end of a payment: a status for success, pending or already subscribed; an alert for a failure. */
export function PremiumOutcomeMessage({ outcome, text, children }: PremiumOutcomeMessageProps) {
  if (outcome.kind === 'idle') return null;
  const failed = outcome.kind === 'failed';
  return (
    <div className="site-Alert site-PremiumOutcome" role={failed ? 'alert' : 'status'} data-tone={failed ? undefined : 'success'} data-outcome={outcome.kind}>
      <p>{text}</p>
      {children}
    </div>
  );
}
