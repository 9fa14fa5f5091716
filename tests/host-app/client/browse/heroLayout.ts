/**
 * happy-dom lays nothing out: every offset is 0, and embla, which measures the hero's viewport,
 * strip and slides by their offsets, would find nowhere to move. This lays the hero out as a
 * browser does at `width` px: each slide as wide as the viewport, the strip running toward the
 * line's end (left in a right-to-left page). Returns the function that undoes it.
 */
export function layOutHero(width: number, direction: 'ltr' | 'rtl'): () => void {
  const slideIndex = (element: HTMLElement) => [...(element.parentElement?.children ?? [])].indexOf(element);
  const measures: Record<'offsetWidth' | 'offsetHeight' | 'offsetLeft' | 'offsetTop', (element: HTMLElement) => number> = {
    offsetWidth: (element) => (/site-Hero(Viewport|Slides|Slide)\b/.test(element.className) ? width : 0),
    offsetHeight: (element) => (/site-Hero(Viewport|Slides|Slide)\b/.test(element.className) ? Math.round((width * 9) / 16) : 0),
    offsetLeft: (element) => (element.classList.contains('site-HeroSlide') ? (direction === 'rtl' ? -1 : 1) * slideIndex(element) * width : 0),
    offsetTop: () => 0,
  };
  const originals = Object.keys(measures).map((name) => [name, Object.getOwnPropertyDescriptor(HTMLElement.prototype, name)] as const);
  for (const [name, measure] of Object.entries(measures)) {
    Object.defineProperty(HTMLElement.prototype, name, {
      configurable: true,
      get(this: HTMLElement) {
        return measure(this);
      },
    });
  }
  // Nor does it compute margins: '' where a browser says '0px', which embla would read as NaN.
  const getComputedStyle = window.getComputedStyle;
  window.getComputedStyle = (element: Element, pseudo?: string | null) => {
    const style = getComputedStyle.call(window, element, pseudo);
    const read = style.getPropertyValue.bind(style);
    return new Proxy(style, {
      get: (target, key) => (key === 'getPropertyValue' ? (name: string) => read(name) || (name.startsWith('margin') ? '0px' : '') : Reflect.get(target, key, target)),
    });
  };
  return () => {
    window.getComputedStyle = getComputedStyle;
    for (const [name, descriptor] of originals) {
      if (descriptor) Object.defineProperty(HTMLElement.prototype, name, descriptor);
      else delete (HTMLElement.prototype as unknown as Record<string, unknown>)[name];
    }
  };
}

/** Answers `window.matchMedia` for the queries given, as a browser with those settings would; others do not match. */
export function mediaMatching(matching: readonly string[]): () => void {
  const original = window.matchMedia;
  window.matchMedia = (query: string) =>
    ({
      matches: matching.includes(query),
      media: query,
      onchange: null,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
  return () => {
    window.matchMedia = original;
  };
}
