/**
 * Merchant web fonts for the secure frame. The frame loads them with the FontFace API, so
 * a font source never passes through CSS text: only a URL that is https (or, in TEST, on
 * the sandbox's own origin) and a family name that cannot break out of a declaration.
 */
export interface FontSource {
  /** The name styles use in `fontFamily`, e.g. 'Brand Sans'. */
  family: string;
  /** The font file (woff2, woff, ttf). */
  src: string;
  weight?: string;
  style?: 'normal' | 'italic';
}

export const MAX_FONTS = 8;
export const FONT_FAMILY_PATTERN = /^[\p{L}\p{N}][\p{L}\p{N} _-]{0,63}$/u;
export const FONT_WEIGHT_PATTERN = /^(normal|bold|[1-9]00)$/;

/**
 * https anywhere; plain http only on `httpOrigin` (the sandbox in TEST). Anything
 * with credentials in it is refused too, so a URL cannot pretend to be another host.
 */
export function isAllowedFontUrl(src: string, httpOrigin?: string): boolean {
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return false;
  }
  if (url.username !== '' || url.password !== '') return false;
  if (url.protocol === 'https:') return true;
  return url.protocol === 'http:' && httpOrigin !== undefined && url.origin === httpOrigin;
}

/** Why a font entry is refused, or null when it may load. */
export function fontProblem(font: FontSource, httpOrigin?: string): string | null {
  if (!FONT_FAMILY_PATTERN.test(font.family)) return 'family must be 1-64 letters, digits, spaces, hyphens or underscores';
  if (!isAllowedFontUrl(font.src, httpOrigin)) {
    return httpOrigin ? `src must be an https URL or on ${httpOrigin}` : 'src must be an https URL';
  }
  // `style` is 'normal' or 'italic' by type: both the options schema and the frame's parser say so.
  if (font.weight !== undefined && !FONT_WEIGHT_PATTERN.test(font.weight)) return "weight must be 'normal', 'bold' or 100-900";
  return null;
}

/** The frame's second check: keeps only fonts it may load, at most MAX_FONTS. */
export function allowedFonts(fonts: readonly FontSource[] | undefined, httpOrigin: string): FontSource[] {
  return (fonts ?? []).filter((font) => fontProblem(font, httpOrigin) === null).slice(0, MAX_FONTS);
}
