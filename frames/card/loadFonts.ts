import { allowedFonts, type FontSource } from '../../headless/core/frame/fonts';

/**
 * Loads the merchant's fonts through the FontFace API, never through CSS text. The frame's
 * own origin is the only plain-http source it accepts (the sandbox in TEST); its CSP's
 * `font-src` says the same.
 */
export function loadFonts(document: Document, fonts: readonly FontSource[] | undefined): void {
  for (const font of allowedFonts(fonts, document.location.origin)) {
    const face = new FontFace(font.family, `url("${new URL(font.src).href}")`, {
      weight: font.weight ?? 'normal',
      style: font.style ?? 'normal',
      display: 'swap',
    });
    document.fonts.add(face);
    // A font that fails to load leaves the fallback in place; nothing to report to the parent.
    face.load().catch(() => undefined);
  }
}
