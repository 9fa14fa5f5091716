import { THREE_DS_COMPLETED_MESSAGE } from '../executor/constants';

export type ChallengeOutcome = 'approved' | 'declined' | 'cancelled';

export interface ChallengeReportRequest {
  /** The challenge page: its origin is the only one heard. */
  href: string;
  executionId: string;
  /** The window the page shows in (a popup or the in-page frame); a report from any other is ignored. */
  source?: () => MessageEventSource | null;
  closed?: () => boolean;
  signal: AbortSignal;
}

const OUTCOMES: readonly string[] = ['approved', 'declined', 'cancelled'];

/** How often a challenge popup is checked for having been closed; its report gets one more check to arrive. */
const POPUP_CHECK_MS = 500;

/**
 * Resolves with the challenge page's report: only a message from its origin and from its own
 * window (the popup or the in-page frame, when `source` names it) about this execution counts. A popup the shopper closes (`closed`) without
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
      // A window that is not (or not yet) known never passes for the challenge's own.
      if (source && (event.source === null || event.source !== source())) return;
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
