import type { Props, VNode } from './element';
import type { Hook } from './hooks';

/** A VNode once rendered: what it was rendered from, what it holds, where it sits in the tree. */
export interface Instance {
  type: VNode['type'];
  /** The key its parent matches it by: the VNode's key, or its place among the children. */
  key: unknown;
  props: Props;
  /** Its element or text node (the container, for a root); a component has none. */
  dom?: Element | Text;
  children: Instance[];
  parent?: Instance;
  /** How far from the root: a parent renders before its children. */
  depth: number;
  /** Inside an `<svg>`: elements are made in the SVG namespace and attributes keep SVG's spelling. */
  svg: boolean;
  hooks?: Hook[];
  /** Effects whose dependencies changed in the last render, run once it is on the page. */
  effects?: Hook[];
  /** Taken off the page: its state updates are dropped. */
  gone?: boolean;
}
