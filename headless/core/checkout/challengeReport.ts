import { THREE_DS_COMPLETED_MESSAGE } from '../executor/constants';

export type ChallengeOutcome = 'approved' | 'declined' | 'cancelled';

export interface ChallengeReportRequest {
  /** The challenge page: its origin is the only one heard. */
  href: string;
  executionId: string;
  /** The popup the page shows in, when it is not the page's own frame. */
  source?: () => MessageEventSource | null;
  closed?: () => boolean;
  signal: AbortSignal;
}

const OUTCOMES: readonly string[] = ['approved', 'declined', 'cancelled'];

/** How often a challenge popup is checked for having been closed; its report gets one more check to arrive. */
const POPUP_CHECK_MS = 500;

/**
 * Resolves with the challenge page's report: only a message from its origin (and from the popup,
 * when there is one) about this execution counts. A popup the shopper closes (`closed`) without
 * a report is a cancel.
 */
export function waitForChallengeReport(view: Window, { href, executionId, source, closed, signal }: ChallengeReportRequest): Promise<ChallengeOutcome> {
  const origin = new URL(href).origin;
  return new Promise((resolve, reject) => {
    let seenClosed = false;
    const watch = closed
      ? setInterval(() => {
          if (seenClosed) {
            cleanup();
            resolve('cancelled');
          }
          seenClosed = closed();
        }, POPUP_CHECK_MS)
      : undefined;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin) return;
      const expected = source?.();
      if (expected && event.source !== expected) return;
      const data = event.data as { type?: unknown; executionId?: unknown; outcome?: unknown } | null;
      if (!data || data.type !== THREE_DS_COMPLETED_MESSAGE || data.executionId !== executionId || !OUTCOMES.includes(String(data.outcome))) return;
      cleanup();
      resolve(data.outcome as ChallengeOutcome);
    };
    const onAbort = () => {
      cleanup();
      reject(signal.reason);
    };
    const cleanup = () => {
      clearInterval(watch);
      view.removeEventListener('message', onMessage);
      signal.removeEventListener('abort', onAbort);
    };
    view.addEventListener('message', onMessage);
    signal.addEventListener('abort', onAbort);
  });
}
