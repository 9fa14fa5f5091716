/** A function component: props in, what to show out. */
export type Component = (props: Props) => Child;
export type Props = Record<string, any>;

/** What `jsx` builds: a tag name (an element), a component, or TEXT (a text node, `props.text`). */
export interface VNode {
  type: string | Component;
  props: Props;
  key?: unknown;
}

/** What a component may return, as React allows it. */
export type Child = VNode | string | number | bigint | boolean | null | undefined | Child[];

/** The type of a text node's VNode: no element has this tag name. */
export const TEXT = '#text';

/** Groups children without an element of its own. */
export const Fragment: Component = (props) => props.children;

/** The automatic JSX runtime's factory: the props already hold the children. */
export const jsx = (type: VNode['type'], props: Props, key?: unknown): VNode => ({ type, props, key });

/** The classic factory, `createElement(type, props, ...children)`. */
export function createElement(type: VNode['type'], config?: Props | null, ...children: Child[]): VNode {
  const { key, ...props } = config ?? {};
  if (children.length) props.children = children.length > 1 ? children : children[0];
  return jsx(type, props, key);
}

/** Children flattened, without the holes (null, undefined, booleans), text as TEXT VNodes. */
export function toVNodes(child: Child, out: VNode[] = []): VNode[] {
  if (Array.isArray(child)) for (const item of child) toVNodes(item, out);
  else if (typeof child === 'object' && child) out.push(child);
  else if (child != null && typeof child !== 'boolean') out.push({ type: TEXT, props: { text: String(child) } });
  return out;
}
