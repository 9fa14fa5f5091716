type MediaChromeModule = typeof import('./mediaChromeElements');

let loaded: MediaChromeModule | null = null;

/**
 * Defines the player's media-chrome elements; their module loads on the first player that shows
 * controls. They mark their shadow parts through `Element.part`, which every current browser has;
 * a DOM without it (a test DOM) would have them throw as they render, so there the picture shows
 * without them.
 */
export async function loadMediaChrome(): Promise<void> {
  if (typeof Element === 'undefined' || !('part' in Element.prototype)) return;
  loaded ??= await import('./mediaChromeElements');
  await loaded.whenMediaChromeDefined();
}

/** Names the controls created from now on in `locale` (before the module loads, it reads the page's language itself). */
export function nameMediaChromeControlsIn(locale: string): void {
  loaded?.setMediaChromeLanguage(locale);
}
