import { TEXT, toVNodes, type Child, type Props, type VNode } from './element';
import { queueEffects, renderComponent, runEffects, unmountHooks } from './hooks';
import type { Instance } from './instance';
import { setProps } from './domProps';

type Ref = ((element: Element | null) => void) | { current: Element | null } | null | undefined;

const SVG = 'http://www.w3.org/2000/svg';
const roots = new WeakMap<Element, Instance>();
const dirty = new Set<Instance>();

function setRef(ref: Ref, element: Element | null) {
  if (typeof ref === 'function') ref(element);
  else if (ref) ref.current = element;
}

/** Brings `instance` to what `vnode` describes, its children too; a component renders again. */
function update(instance: Instance, vnode: VNode): Instance {
  const previous = instance.props;
  const props = (instance.props = vnode.props);
  const { type } = instance;
  if (type === TEXT) {
    if (!instance.dom) instance.dom = document.createTextNode(props.text);
    else if (previous.text !== props.text) (instance.dom as Text).data = props.text;
  } else if (typeof type === 'function') {
    dirty.delete(instance);
    diffChildren(instance, renderComponent(instance, requestRender) as Child);
    queueEffects(instance);
  } else {
    const element = (instance.dom ??= instance.svg ? document.createElementNS(SVG, type) : document.createElement(type)) as Element;
    diffChildren(instance, props.children);
    place(instance, element, null);
    // After the children, so a select's value finds its option.
    setProps(element, previous, props, instance.svg);
    if (previous.ref !== props.ref) {
      setRef(previous.ref, null);
      setRef(props.ref, element);
    }
  }
  return instance;
}

/** Matches the children by key (or place) and type: a match is updated, the rest made or taken down. */
function diffChildren(parent: Instance, children: Child) {
  const unmatched = new Map(parent.children.map((child) => [child.key, child]));
  parent.children = toVNodes(children).map((vnode, index) => {
    const key = vnode.key == null ? index : `k${vnode.key}`;
    const match = unmatched.get(key);
    if (match?.type === vnode.type) {
      unmatched.delete(key);
      return update(match, vnode);
    }
    const svg = parent.svg || vnode.type === 'svg';
    return update({ type: vnode.type, key, props: {}, children: [], parent, depth: parent.depth + 1, svg }, vnode);
  });
  for (const child of unmatched.values()) unmount(child, true);
}

/**
 * Puts the DOM nodes of `instance`'s children in order into `element`, before `before`, and
 * returns the first of them. What is already in place is not moved, so focus stays where it is.
 */
function place(instance: Instance, element: Element, before: Node | null): Node | null {
  for (let index = instance.children.length; index--; ) {
    const child = instance.children[index]!;
    if (!child.dom) before = place(child, element, before);
    else {
      if (child.dom.parentNode !== element || child.dom.nextSibling !== before) element.insertBefore(child.dom, before);
      before = child.dom;
    }
  }
  return before;
}

const firstDom = (instance: Instance): Node | null =>
  instance.dom ?? instance.children.reduce<Node | null>((found, child) => found ?? firstDom(child), null);

/** The DOM node after a component's own: its later siblings', up to the element that holds them. */
function nextDom(instance: Instance): Node | null {
  for (let child = instance, parent = instance.parent!; ; child = parent, parent = parent.parent!) {
    for (const sibling of parent.children.slice(parent.children.indexOf(child) + 1)) {
      const dom = firstDom(sibling);
      if (dom) return dom;
    }
    if (parent.dom) return null;
  }
}

function unmount(instance: Instance, removeDom: boolean) {
  instance.gone = true;
  unmountHooks(instance);
  if (instance.dom) setRef(instance.props.ref, null);
  // Only the outermost node leaves the DOM: the ones inside go with it.
  for (const child of instance.children) unmount(child, removeDom && !instance.dom);
  if (removeDom) (instance.dom as ChildNode | undefined)?.remove();
}

/** Renders again the components whose state changed, parents first, then runs the effects. */
export function flushRenders() {
  for (let next; (next = [...dirty].sort((a, b) => a.depth - b.depth)[0]); ) {
    dirty.delete(next);
    if (!next.gone) {
      let element = next.parent!;
      while (!element.dom) element = element.parent!;
      // An instance has what `update` reads of a VNode: its type and props.
      place(update(next, next), element.dom as Element, nextDom(next));
    }
    runEffects();
  }
}

// State updates are batched: they render once, after the code that made them.
function requestRender(instance: Instance) {
  if (!dirty.size) queueMicrotask(flushRenders);
  dirty.add(instance);
}

/** Renders `child` into `container`, updating what an earlier call rendered there; `null` takes it down. */
export function render(child: Child, container: Element) {
  let root = roots.get(container);
  if (!root) {
    // As React does, the first render replaces what the container held (a merchant's placeholder, say).
    container.textContent = '';
    roots.set(container, (root = { type: '', key: 0, props: {} as Props, children: [], dom: container, depth: 0, svg: false }));
  }
  diffChildren(root, child);
  place(root, container, null);
  runEffects();
}
