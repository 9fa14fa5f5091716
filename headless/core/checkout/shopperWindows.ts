import type { ChallengeReportRequest, ChallengeOutcome } from './challengeReport';

/**
 * The browser windows a payment may need: a popup (opened synchronously in the click
 * handler so blockers let it through, then pointed at the provider's page) and a page
 * navigation. Kept behind this interface so flows are tested without a browser.
 */
export interface PopupHandle {
  navigate(href: string): void;
  close(): void;
  readonly closed: boolean;
  readonly window: MessageEventSource | null;
}

export interface ShopperWindows {
  openPopup(): PopupHandle | null;
  navigate(href: string): void;
  /**
   * The window of the in-page challenge frame showing `href`, the only window whose report is
   * heard when the challenge is not in a popup; by default the page's frame showing it (challengeFrame.ts).
   */
  challengeFrame?(href: string): MessageEventSource | null;
  /** Replaces how the challenge page's report is awaited (tests); by default its message is (challengeReport.ts). */
  waitForChallenge?(request: ChallengeReportRequest): Promise<ChallengeOutcome>;
}

/**
 * What a card form's flows need: page navigation, and no popup. Drop-ins use `popupWindows`.
 * The page's window is looked up only when a flow needs it, so a server render creates these.
 */
export function browserShopperWindows(view?: Window): ShopperWindows {
  const page = () => view ?? window;
  return {
    openPopup: () => null,
    navigate: (href) => page().location.assign(href),
  };
}
