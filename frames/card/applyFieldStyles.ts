import { allowedStyles, type StyleState } from '../../headless/core/frame/styleAllowList';

/** Each merchant style state maps to one fixed selector; merchants never write selectors here. */
const STATE_SELECTORS: Record<StyleState, string> = {
  base: '.pc-Input',
  focus: '.pc-Input:focus',
  invalid: '.pc-Input[aria-invalid="true"]',
  complete: '.pc-Input[data-complete]',
  empty: '.pc-Input[data-empty]',
};

/**
 * Applies merchant field styles through the CSSOM (`setProperty` per declaration), after the
 * allow-list has run again inside the frame: no style element, no parsing of merchant text.
 */
export function applyFieldStyles(doc: Document, styles: unknown): void {
  const filtered = allowedStyles(styles);
  const states = Object.keys(filtered) as StyleState[];
  if (states.length === 0) return;
  const sheet = new CSSStyleSheet();
  for (const state of states) {
    const index = sheet.insertRule(`${STATE_SELECTORS[state]} {}`, sheet.cssRules.length);
    const rule = sheet.cssRules[index] as CSSStyleRule;
    for (const [property, value] of Object.entries(filtered[state] ?? {})) rule.style.setProperty(property, value);
  }
  doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
}
