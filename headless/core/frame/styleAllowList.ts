/**
 * SEC-7: merchant styles reach the secure frame only as allow-listed CSS
 * properties with values that cannot load anything or escape their declaration. The SDK
 * filters before sending and the frame filters again on receipt.
 */
export const STYLE_STATES = ['base', 'focus', 'invalid', 'complete', 'empty'] as const;
export type StyleState = (typeof STYLE_STATES)[number];
export type FieldStyles = Partial<Record<StyleState, Record<string, string>>>;

export const ALLOWED_STYLE_PROPERTIES: ReadonlySet<string> = new Set([
  'color', 'background-color', 'border-color', 'border-width', 'border-style', 'border-radius', 'box-shadow',
  'caret-color', 'font-family', 'font-size', 'font-style', 'font-weight', 'font-variant', 'letter-spacing',
  'line-height', 'text-align', 'text-decoration', 'text-shadow', 'text-transform', 'padding', 'padding-block',
  'padding-inline', 'opacity', 'outline', 'outline-color', 'transition',
]);

/**
 * Functions that load or read something: url() and its kin image-set() (also -webkit-), src(),
 * image(), cross-fade(), element(), paint(), and attr(), which reads the element's attributes.
 * They are searched with whitespace removed; escapes (backslashes), comments and control
 * characters are refused outright, so no spelling of them gets through.
 */
const FORBIDDEN_FUNCTION = /(url|image(-set)?|src|cross-fade|element|paint|attr)\(/i;
const FORBIDDEN_TEXT = /@import|expression|javascript:|[;{}<>\\]|\/\*|[\u0000-\u001f\u007f]/i;
const MAX_VALUE_LENGTH = 200;

/** camelCase names (fontFamily) are accepted as their CSS form (font-family). */
export function cssPropertyName(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

export function isAllowedStyleValue(value: string): boolean {
  return value.length <= MAX_VALUE_LENGTH && !FORBIDDEN_TEXT.test(value) && !FORBIDDEN_FUNCTION.test(value.replace(/\s+/g, ''));
}

/** Keeps only the allowed declarations of each known state; everything else is dropped. */
export function allowedStyles(styles: unknown): FieldStyles {
  const result: FieldStyles = {};
  if (!styles || typeof styles !== 'object') return result;
  for (const state of STYLE_STATES) {
    const declarations = (styles as Record<string, unknown>)[state];
    if (!declarations || typeof declarations !== 'object') continue;
    const kept: Record<string, string> = {};
    for (const [name, value] of Object.entries(declarations)) {
      const property = cssPropertyName(name);
      if (typeof value === 'string' && ALLOWED_STYLE_PROPERTIES.has(property) && isAllowedStyleValue(value)) kept[property] = value;
    }
    if (Object.keys(kept).length > 0) result[state] = kept;
  }
  return result;
}
