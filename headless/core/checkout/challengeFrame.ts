/**
 * The window of the page's frame that shows the challenge at `href`, the only window whose
 * report is heard when the challenge is not in a popup. Only the challenge flow looks for it,
 * so the script tag loads it with that flow.
 */
export function challengeFrameWindow(page: Pick<Window, 'document'>, href: string): MessageEventSource | null {
  return [...page.document.querySelectorAll('iframe')].find((frame) => frame.src === href)?.contentWindow ?? null;
}
