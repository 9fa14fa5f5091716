/**
 * media-chrome writes each element's CSS as a style element in its shadow root, which the
 * site's CSP (`style-src 'self'`, no 'unsafe-inline') blocks. Its templates are rewritten so each
 * style element arrives empty (the CSP admits an empty style element by the sha256 of ''), and the CSS is
 * then added to that element's own sheet through the CSSOM, which CSP does not govern. The sheet
 * stays the element's: media-chrome later adds rules to it (the seek bar's fill, the sprite crop of
 * the preview thumbnail), which a constructed sheet beside it would not receive.
 */

const STYLE_ELEMENT = /<style(\s[^>]*)?>([\s\S]*?)<\/style>/g;
const SHEET_ATTRIBUTE = 'data-sheet';

/** Each distinct CSS text once, by its number. */
const cssTexts: string[] = [];
const numbers = new Map<string, number>();

function numberOf(css: string): number {
  let number = numbers.get(css);
  if (number === undefined) {
    number = cssTexts.push(css) - 1;
    numbers.set(css, number);
  }
  return number;
}

/** The template with every style element emptied, each marked with the number of its CSS. */
export function emptyStyleElements(html: string): string {
  // An empty one is left as it is: a template that includes another's is emptied already.
  return html.replace(STYLE_ELEMENT, (element, attributes: string | undefined, css: string) =>
    css === '' ? element : `<style${attributes ?? ''} ${SHEET_ATTRIBUTE}="${numberOf(css)}"></style>`,
  );
}

/** Sheets already given their template CSS; a style element moved in the DOM gets a new, empty one. */
const filled = new WeakSet<CSSStyleSheet>();

/** Adds each emptied style element's CSS to its sheet, before any rule media-chrome added since. */
export function fillStyleElements(root: ParentNode): void {
  for (const style of root.querySelectorAll<HTMLStyleElement>(`style[${SHEET_ATTRIBUTE}]`)) {
    const sheet = style.sheet;
    if (!sheet || filled.has(sheet)) continue;
    filled.add(sheet);
    const css = cssTexts[Number(style.getAttribute(SHEET_ATTRIBUTE))] ?? '';
    const parsed = new CSSStyleSheet();
    parsed.replaceSync(css);
    Array.from(parsed.cssRules).forEach((rule, index) => sheet.insertRule(rule.cssText, index));
  }
}

interface TemplatedElementClass {
  getTemplateHTML?: (...args: unknown[]) => string;
  prototype: { connectedCallback?: () => void };
}

const ADOPTED = Symbol('shadow styles adopted');

/** Rewrites an element class's template and fills its sheets when it connects (a shadow root's style element has a sheet only then). */
export function adoptShadowStyles(elementClass: CustomElementConstructor): void {
  const element = elementClass as unknown as TemplatedElementClass;
  if (Object.prototype.hasOwnProperty.call(element, ADOPTED)) return;
  Object.defineProperty(element, ADOPTED, { value: true });
  const template = element.getTemplateHTML;
  if (template) {
    element.getTemplateHTML = function (this: unknown, ...args: unknown[]) {
      return emptyStyleElements(template.apply(this, args));
    };
  }
  const connected = element.prototype.connectedCallback;
  element.prototype.connectedCallback = function (this: HTMLElement) {
    if (this.shadowRoot) fillStyleElements(this.shadowRoot);
    connected?.call(this);
  };
}

/**
 * Until the returned undo, each custom element defined under `prefix` is adopted before it is
 * defined, so that elements already in the page (server-rendered) upgrade with it too.
 */
export function adoptShadowStylesOnDefine(prefix: string, registry: CustomElementRegistry = customElements): () => void {
  const define = registry.define;
  registry.define = function (name, constructor, options) {
    if (name.startsWith(prefix)) adoptShadowStyles(constructor);
    define.call(registry, name, constructor, options);
  };
  return () => {
    registry.define = define;
  };
}
