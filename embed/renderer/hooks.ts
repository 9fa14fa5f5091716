import type { Instance } from './instance';

/** One hook's state in its component, kept from render to render by the hook's place. */
export interface Hook {
  value?: any;
  deps?: readonly unknown[];
  effect?: () => void | (() => void);
  cleanup?: void | (() => void);
  layout?: boolean;
}

type RequestRender = (instance: Instance) => void;

let current: Instance | undefined;
let hookIndex = 0;
let requestRender: RequestRender;
let ids = 0;
const layoutEffects: Hook[] = [];
const passiveEffects: Hook[] = [];

/** The component being rendered, for the hooks it calls. */
export function currentInstance(): Instance {
  if (!current) throw new Error('Hooks can only be called while a component renders');
  return current;
}

/** Calls the component with its hooks in place; a state update asks `request` to render it again. */
export function renderComponent(instance: Instance, request: RequestRender) {
  current = instance;
  hookIndex = 0;
  requestRender = request;
  try {
    return (instance.type as (props: object) => unknown)(instance.props);
  } finally {
    current = undefined;
  }
}

const nextHook = (): Hook => ((currentInstance().hooks ??= [])[hookIndex++] ??= {});
const changed = (hook: Hook, deps?: readonly unknown[]) => !deps || !hook.deps || deps.some((dep, i) => !Object.is(dep, hook.deps![i]));

export function useState<S>(initial: S | (() => S)): [S, (next: S | ((previous: S) => S)) => void] {
  const hook = nextHook();
  if (!hook.value) {
    const instance = current!;
    const request = requestRender;
    hook.value = [
      typeof initial === 'function' ? (initial as () => S)() : initial,
      (next: S | ((previous: S) => S)) => {
        const value = typeof next === 'function' ? (next as (previous: S) => S)(hook.value[0]) : next;
        if (!Object.is(value, hook.value[0])) {
          hook.value = [value, hook.value[1]];
          request(instance);
        }
      },
    ];
  }
  return hook.value;
}

export function useMemo<T>(create: () => T, deps?: readonly unknown[]): T {
  const hook = nextHook();
  if (changed(hook, deps)) {
    hook.value = create();
    hook.deps = deps;
  }
  return hook.value;
}

export const useCallback = <F>(callback: F, deps?: readonly unknown[]): F => useMemo(() => callback, deps);

export const useRef = <T>(initial: T): { current: T } => useMemo(() => ({ current: initial }), []);

/** An id unique on the page, the same for the component's whole life. */
export const useId = (): string => useMemo(() => `pc-r${++ids}`, []);

function queueEffect(layout: boolean, effect: NonNullable<Hook['effect']>, deps?: readonly unknown[]) {
  const hook = nextHook();
  if (changed(hook, deps)) {
    hook.effect = effect;
    hook.deps = deps;
    hook.layout = layout;
    (current!.effects ??= []).push(hook);
  }
}

export const useEffect = (effect: NonNullable<Hook['effect']>, deps?: readonly unknown[]) => queueEffect(false, effect, deps);
export const useLayoutEffect = (effect: NonNullable<Hook['effect']>, deps?: readonly unknown[]) => queueEffect(true, effect, deps);

/** Queues the effects of a component whose children have rendered, so a child's run before its parent's. */
export function queueEffects(instance: Instance) {
  for (const hook of instance.effects ?? []) (hook.layout ? layoutEffects : passiveEffects).push(hook);
  instance.effects = undefined;
}

const run = (hook: Hook) => {
  if (typeof hook.cleanup === 'function') hook.cleanup();
  hook.cleanup = hook.effect!();
};

/** Runs the queued effects once the DOM is updated: layout effects first, as React does. */
export function runEffects() {
  for (const queue of [layoutEffects, passiveEffects]) for (const hook of queue.splice(0)) run(hook);
}

/** Runs a component's cleanups as it leaves the page. */
export function unmountHooks(instance: Instance) {
  for (const hook of instance.hooks ?? []) if (typeof hook.cleanup === 'function') hook.cleanup();
}
