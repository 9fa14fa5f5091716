import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Module = typeof import('../../../../host-app/client/browse/deferredHydration');

/** An IntersectionObserver the test drives: `near(element)` reports it inside the margin. */
class FakeObserver {
  static last: FakeObserver | null = null;
  readonly watched = new Set<Element>();
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.last = this;
  }
  observe(target: Element) {
    this.watched.add(target);
  }
  unobserve(target: Element) {
    this.watched.delete(target);
  }
  disconnect() {
    this.watched.clear();
  }
  near(target: Element) {
    this.callback([{ target, isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}

/** A block as the server renders it: the marked wrapper, and the section inside. */
function serverBlock(id: string, withContent = true): HTMLElement {
  const block = document.createElement('div');
  block.setAttribute('data-deferred-block', id);
  if (withContent) block.innerHTML = '<section><a href="/video/one">One</a></section>';
  document.body.append(block);
  return block;
}

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await vi.runAllTimersAsync();
  return done;
};

let hydration: Module;
beforeEach(async () => {
  vi.useFakeTimers();
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  vi.resetModules();
  hydration = await import('../../../../host-app/client/browse/deferredHydration');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

describe('deferred hydration', () => {
  it('waits for nothing when the browser renders the page itself', () => {
    serverBlock('rows');
    expect(hydration.hydrationWait('rows')).toBeNull();
  });

  it('holds a server-rendered block until it nears the viewport, then lets it hydrate once', async () => {
    const block = serverBlock('rows');
    hydration.beginHydration();
    const wait = hydration.hydrationWait('rows');
    expect(wait).toBeInstanceOf(Promise);
    // Asked again while it waits (a render that suspends twice), the same wait.
    expect(hydration.hydrationWait('rows')).toBe(wait);
    expect(await settled(wait!)).toBe(false);
    FakeObserver.last!.near(block.firstElementChild!);
    expect(await settled(wait!)).toBe(true);
    expect(hydration.hydrationWait('rows')).toBeNull();
    expect(FakeObserver.last!.watched.size).toBe(0);
  });

  it('hydrates a block at once when the viewer tabs into it or presses in it', async () => {
    const tabbed = serverBlock('tabbed');
    const pressed = serverBlock('pressed');
    hydration.beginHydration();
    const tabbedWait = hydration.hydrationWait('tabbed')!;
    const pressedWait = hydration.hydrationWait('pressed')!;
    tabbed.querySelector('a')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    pressed.querySelector('a')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(await settled(tabbedWait)).toBe(true);
    expect(await settled(pressedWait)).toBe(true);
  });

  it('hydrates a block at once when one of its fields changes without focus, and tells its handlers what was chosen, once', async () => {
    const block = serverBlock('footer');
    block.firstElementChild!.innerHTML = '<select><option selected>AE</option><option>KW</option></select>';
    hydration.beginHydration();
    const wait = hydration.hydrationWait('footer')!;
    const select = block.querySelector('select')!;
    select.value = 'KW';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    expect(await settled(wait)).toBe(true);
    // Hydrated: the server's value is back, and the handler is there.
    select.value = 'AE';
    const heard: string[] = [];
    select.addEventListener('change', () => heard.push(select.value));
    hydration.tellWhatWasHeld('footer');
    expect(heard).toEqual(['KW']);
    // Told once: a later mount of the block (rendered by the browser) tells nothing.
    hydration.tellWhatWasHeld('footer');
    expect(heard).toEqual(['KW']);
  });

  it('keeps a press in a waiting block, hydrates the block on it, and plays it once the block has its handlers', async () => {
    const block = serverBlock('row');
    block.firstElementChild!.innerHTML = '<button type="button">Next</button><form><button>Send</button></form>';
    hydration.beginHydration();
    const wait = hydration.hydrationWait('row')!;
    const [next, send] = block.querySelectorAll('button');
    next!.click();
    const submit = new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: send! });
    block.querySelector('form')!.dispatchEvent(submit);
    // The browser's own send (a reload of the page) is stopped.
    expect(submit.defaultPrevented).toBe(true);
    expect(await settled(wait)).toBe(true);
    const heard: string[] = [];
    next!.addEventListener('click', () => heard.push('next'));
    block.querySelector('form')!.addEventListener('submit', (event) => {
      event.preventDefault();
      heard.push('sent');
    });
    hydration.tellWhatWasHeld('row');
    await vi.runAllTimersAsync();
    expect(heard).toEqual(['next', 'sent']);
  });

  it('tells nothing for a block that never waited, though its fields differ from the markup', () => {
    const block = serverBlock('rows');
    block.firstElementChild!.innerHTML = '<select><option selected>AE</option><option>KW</option></select>';
    const select = block.querySelector('select')!;
    select.value = 'KW';
    const heard: string[] = [];
    select.addEventListener('change', () => heard.push(select.value));
    hydration.tellWhatWasHeld('rows');
    hydration.beginHydration();
    hydration.tellWhatWasHeld('rows');
    expect(heard).toEqual([]);
  });

  it('releases blocks that come near together one task at a time', async () => {
    const blocks = ['a', 'b'].map((id) => serverBlock(id));
    hydration.beginHydration();
    const order: string[] = [];
    for (const id of ['a', 'b']) void hydration.hydrationWait(id)!.then(() => order.push(id));
    for (const block of blocks) FakeObserver.last!.near(block.firstElementChild!);
    await vi.advanceTimersToNextTimerAsync();
    expect(order).toEqual(['a']);
    await vi.advanceTimersToNextTimerAsync();
    expect(order).toEqual(['a', 'b']);
  });

  it('releases blocks in view that take their turn one task at a time, in order, without waiting to be near', async () => {
    for (const id of ['header', 'hero']) serverBlock(id);
    hydration.beginHydration();
    const order: string[] = [];
    for (const id of ['header', 'hero']) void hydration.hydrationWait(id, 'inTurn')!.then(() => order.push(id));
    // Not in this task: the page's frame hydrates first.
    await Promise.resolve();
    expect(order).toEqual([]);
    await vi.advanceTimersToNextTimerAsync();
    expect(order).toEqual(['header']);
    await vi.advanceTimersToNextTimerAsync();
    expect(order).toEqual(['header', 'hero']);
    expect(FakeObserver.last?.watched.size ?? 0).toBe(0);
    expect(hydration.hydrationWait('hero', 'inTurn')).toBeNull();
  });

  it('does not hold a block the server rendered empty, one not on the page, or any after the viewer moved on', () => {
    serverBlock('empty', false);
    serverBlock('rows');
    hydration.beginHydration();
    expect(hydration.hydrationWait('empty')).toBeNull();
    expect(hydration.hydrationWait('missing')).toBeNull();
    window.history.pushState(null, '', '/video/one');
    expect(hydration.hydrationWait('rows')).toBeNull();
    window.history.pushState(null, '', '/');
    expect(hydration.hydrationWait('rows')).toBeNull();
  });

  it('renders anew a block whose server markup has left the page', () => {
    const block = serverBlock('rows');
    hydration.beginHydration();
    expect(hydration.hydrationWait('rows')).toBeInstanceOf(Promise);
    block.remove();
    expect(hydration.hydrationWait('rows')).toBeNull();
  });

  it('does not hold a block the browser rendered later at the same address, after the server’s left the page', () => {
    const block = serverBlock('rows');
    hydration.beginHydration();
    expect(hydration.hydrationWait('rows')).toBeInstanceOf(Promise);
    // The viewer went elsewhere and came back: the router rendered the block itself, same marker, same address.
    block.remove();
    serverBlock('rows');
    expect(hydration.hydrationWait('rows')).toBeNull();
  });
});
