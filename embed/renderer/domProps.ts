import type { Props } from './element';

type Listening = Element & { handlers?: Record<string, ((event: Event) => void) | undefined> };

// Set as properties: what the user changes (a field's value, a box's tick) is not the attribute.
const LIVE = /^(value|checked)$/;
// Written out even when false, as React does: `aria-busy="false"`.
const STRINGIFIED = /^(aria|data)-/;

/** `strokeWidth` as CSS and SVG spell it: `stroke-width`. */
const kebabCase = (name: string) => name.replace(/[A-Z]/g, '-$&').toLowerCase();

function proxy(this: Listening, event: Event) {
  this.handlers![event.type]?.(event);
}

/** React's event names on the DOM's: `onChange` of a text field fires on every keystroke, that is `input`. */
function eventType(element: Element, name: string, props: Props) {
  const type = name.slice(2).toLowerCase();
  const textField = element.localName === 'textarea' || (element.localName === 'input' && !/^(checkbox|radio)$/.test(props.type));
  return type === 'change' && textField ? 'input' : type;
}

function setStyle(style: CSSStyleDeclaration, value: Props = {}, previous: Props = {}) {
  // Custom properties only through setProperty. Values are strings: numbers get no unit added.
  for (const name in { ...previous, ...value }) {
    if (value[name] !== previous[name]) style.setProperty(name[0] === '-' ? name : kebabCase(name), value[name] ?? '');
  }
}

function setProp(element: Element, name: string, value: unknown, previous: unknown, props: Props, svg: boolean) {
  if (name === 'children' || name === 'key' || name === 'ref') return;
  if (LIVE.test(name)) {
    // Compared with the element, not the last props: a controlled field returns to its state.
    const live = element as unknown as Record<string, unknown>;
    if (live[name] !== value) live[name] = value ?? (name === 'value' ? '' : false);
  } else if (value === previous) {
    return;
  } else if (name === 'style') {
    setStyle((element as HTMLElement).style, value as Props, previous as Props);
  } else if (name.startsWith('on')) {
    const type = eventType(element, name, props);
    const listening = element as Listening;
    if (!listening.handlers?.[type]) element.addEventListener(type, proxy);
    (listening.handlers ??= {})[type] = value as (event: Event) => void;
  } else {
    const stringified = STRINGIFIED.test(name);
    const attribute = name === 'className' ? 'class' : name === 'htmlFor' ? 'for' : svg && name !== 'viewBox' ? kebabCase(name) : name;
    if (value == null || (value === false && !stringified)) element.removeAttribute(attribute);
    else element.setAttribute(attribute, value === true && !stringified ? '' : String(value));
  }
}

/** Brings an element's attributes, properties, style and listeners from `previous` props to `props`. */
export function setProps(element: Element, previous: Props, props: Props, svg: boolean) {
  for (const name in previous) if (!(name in props)) setProp(element, name, undefined, previous[name], props, svg);
  for (const name in props) setProp(element, name, props[name], previous[name], props, svg);
}
