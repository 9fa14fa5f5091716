import { POPUP_SCREEN_MARGIN_PX, THREE_DS_COMPLETED_MESSAGE } from '../executor/constants';

/**
 * The browser windows a payment may need: a popup (opened synchronously in the click
 * handler so blockers let it through, then pointed at the provider's page), a page
 * navigation, and the 3DS completion message. Kept behind this interface so flows are
 * tested without a browser.
 */
export interface PopupHandle {
  navigate(href: string): void;
  close(): void;
  readonly closed: boolean;
  readonly window: MessageEventSource | null;
}

export type ChallengeOutcome = 'approved' | 'declined' | 'cancelled';

export interface ShopperWindows {
  openPopup(): PopupHandle | null;
  navigate(href: string): void;
  /**
   * Resolves with the challenge page's report; only its origin and this execution count. A popup
   * the shopper closes (`closed`) without a report is a cancel.
   */
  waitForChallenge(options: { href: string; executionId: string; source?: () => MessageEventSource | null; closed?: () => boolean; signal: AbortSignal }): Promise<ChallengeOutcome>;
}

const OUTCOMES: readonly string[] = ['approved', 'declined', 'cancelled'];

/** How often a challenge popup is checked for having been closed; its report gets one more check to arrive. */
const POPUP_CHECK_MS = 500;

/** Only what a 3-D Secure frame needs: the completion message. Popups come with `popupWindows`. */
export function browserShopperWindows(view: Window = window): ShopperWindows {
  return {
    openPopup: () => null,
    navigate: (href) => view.location.assign(href),
    waitForChallenge: (options) => waitForChallengeMessage(view, options),
  };
}

/** Every window a drop-in flow may need, popups included (screen size minus the margin). */
export function popupWindows(view: Window = window): ShopperWindows {
  return {
    ...browserShopperWindows(view),
    openPopup() {
      const width = Math.max(view.screen.width - POPUP_SCREEN_MARGIN_PX, 320);
      const height = Math.max(view.screen.height - POPUP_SCREEN_MARGIN_PX, 320);
      const popup = view.open('about:blank', 'payment-client-popup', `popup,width=${width},height=${height}`);
      if (!popup) return null;
      return {
        navigate: (href) => popup.location.replace(href),
        close: () => popup.close(),
        get closed() {
          return popup.closed;
        },
        window: popup,
      };
    },
  };
}

function waitForChallengeMessage(view: Window, { href, executionId, source, closed, signal }: Parameters<ShopperWindows['waitForChallenge']>[0]): Promise<ChallengeOutcome> {
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
