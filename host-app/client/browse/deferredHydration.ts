// Hydrating a long server-rendered page is one long task on a phone's CPU. Blocks a viewer has
// not reached keep the server's markup (links and text work without script) and hydrate once they
// near the viewport or take focus, each in a task of its own. Blocks in view that are costly to
// hydrate (the header, the first section) take their turn right after the page's frame, each in
// a task of its own too, so that no one task holds the whole page. Preact keeps the server DOM of
// a subtree that suspends while hydrating and resumes hydrating it when the promise settles.

import { holdEarlyInteractions } from '../server/earlyInteractions';
import { replayTypedInput, typedInput } from '../server/replayTypedInput';

/** How far outside the viewport a block starts hydrating: about a screen ahead of the viewer. */
const NEAR_MARGIN = '100% 0px';

/** The attribute that marks a deferred block's server markup, with the block's id. */
export const DEFERRED_BLOCK_ATTRIBUTE = 'data-deferred-block';

interface Hydration {
  /** The address the server rendered: a render at any other is the browser's own, with nothing to hydrate. */
  href: string;
  /**
   * The blocks of the server's markup, by id, as the page arrived. Only these wait: a block the
   * browser rendered later (the viewer left and came back to the same address) carries the same
   * marker, but has nothing to hydrate and must follow its data at once.
   */
  serverBlocks: Map<string, Element>;
  waits: Map<string, Promise<void>>;
  released: Set<string>;
}

let hydration: Hydration | null = null;
let observer: IntersectionObserver | null = null;
const releaseOnNear = new Map<Element, () => void>();
const queue: Array<() => void> = [];
/**
 * Released blocks, by id, with what their handlers are yet to be told. Kept apart from the page's
 * hydration: a block of the layout (the footer) may be released after the viewer moved on.
 */
const untold = new Map<string, () => void>();

/** Called once, just before the server's markup is hydrated. */
export function beginHydration(): void {
  const serverBlocks = new Map<string, Element>();
  for (const block of document.querySelectorAll(`[${DEFERRED_BLOCK_ATTRIBUTE}]`)) serverBlocks.set(block.getAttribute(DEFERRED_BLOCK_ATTRIBUTE)!, block);
  hydration = { href: window.location.href, serverBlocks, waits: new Map(), released: new Set() };
}

/**
 * Once block `id` has hydrated, tells its handlers what the viewer did while it waited, once:
 * what was typed or chosen in its fields, and its presses, in order. Nothing for a block that never
 * waited, or one already told.
 */
export function tellWhatWasHeld(id: string): void {
  const tell = untold.get(id);
  untold.delete(id);
  tell?.();
}

/** When a server-rendered block hydrates: once it nears the viewport, or in turn after the page's frame. */
export type HydrationMoment = 'near' | 'inTurn';

/**
 * What block `id` waits for before it hydrates: a promise while its server markup is on the page
 * and unreleased, null when there is nothing to wait for (the server, a render of the browser's
 * own, or a block already released).
 */
export function hydrationWait(id: string, moment: HydrationMoment = 'near'): Promise<void> | null {
  if (!hydration || typeof document === 'undefined') return null;
  if (window.location.href !== hydration.href) {
    // The viewer has moved on: every block from here on is rendered by the browser.
    hydration = null;
    return null;
  }
  if (hydration.released.has(id)) return null;
  const block = hydration.serverBlocks.get(id);
  // A block the router has since replaced (the viewer left and came back) is rendered anew.
  if (!block?.isConnected) return null;
  const pending = hydration.waits.get(id);
  if (pending) return pending;
  // The block is `display: contents`: its first child is the box the viewport meets. A block the
  // server rendered empty has none, and nothing costly to hydrate.
  const box = block.firstElementChild;
  if (!box) return null;
  const { released, waits } = hydration;
  // Presses in the block have no handler until it hydrates: they are kept, and played after.
  const releasePresses = holdEarlyInteractions(block);
  const wait = new Promise<void>((resolve) => {
    const release = () => {
      if (released.has(id)) return;
      released.add(id);
      // Read now: hydrating sets the block's fields back to the server's values.
      const typed = typedInput(block);
      untold.set(id, () => {
        replayTypedInput(typed);
        releasePresses();
      });
      forget(box);
      resolve();
    };
    if (moment === 'inTurn') enqueue(release);
    else watch(box, () => enqueue(release));
    // Tabbing into a block, pressing in it, or changing one of its fields (a choice made without
    // focus, as assistive tools and autofill make it) hydrates it at once.
    for (const type of ['focusin', 'pointerdown', 'click', 'submit', 'change']) block.addEventListener(type, release, { once: true });
  });
  waits.set(id, wait);
  return wait;
}

function watch(target: Element, onNear: () => void): void {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) if (entry.isIntersecting) releaseOnNear.get(entry.target)?.();
    },
    { rootMargin: NEAR_MARGIN },
  );
  releaseOnNear.set(target, onNear);
  observer.observe(target);
}

function forget(target: Element): void {
  releaseOnNear.delete(target);
  observer?.unobserve(target);
}

// Blocks released together hydrate one a task, in the order released, so no single task holds them all.
function enqueue(release: () => void): void {
  queue.push(release);
  if (queue.length === 1) setTimeout(drain, 0);
}

function drain(): void {
  queue.shift()?.();
  if (queue.length > 0) setTimeout(drain, 0);
}
