import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defineInTurn } from '../../../../host-app/client/player/chrome/definitionsInTurn';

/** A registry that records what is defined, and when, as the page's would. */
function fakeRegistry() {
  const defined = new Map<string, CustomElementConstructor>();
  const registry = {
    define: vi.fn((name: string, constructor: CustomElementConstructor) => {
      if (defined.has(name)) throw new Error(`${name} is already defined`);
      defined.set(name, constructor);
    }),
    get: (name: string) => defined.get(name),
  };
  return { registry: registry as unknown as CustomElementRegistry, defined, realDefine: registry.define };
}

const element = class extends Object {} as unknown as CustomElementConstructor;

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('custom element definitions in turn', () => {
  it('makes the definitions asked for under its prefix one a task, in order, and says when the last is made', async () => {
    const { registry, defined } = fakeRegistry();
    const turns = defineInTurn('media-', registry);
    let done = false;
    registry.define('media-controller', element);
    registry.define('media-play-button', element);
    void turns.whenDone().then(() => (done = true));
    // The module that asked goes on; nothing is defined in its task.
    expect([...defined.keys()]).toEqual([]);
    await vi.advanceTimersToNextTimerAsync();
    expect([...defined.keys()]).toEqual(['media-controller']);
    await vi.advanceTimersToNextTimerAsync();
    expect([...defined.keys()]).toEqual(['media-controller', 'media-play-button']);
    await vi.runAllTimersAsync();
    expect(done).toBe(true);
  });

  it('defines a name once when modules that guard with `get` ask for it twice while it is queued', async () => {
    const { registry, realDefine } = fakeRegistry();
    defineInTurn('media-', registry);
    for (let module = 0; module < 2; module++) if (!registry.get('media-tooltip')) registry.define('media-tooltip', element);
    await vi.runAllTimersAsync();
    expect(realDefine).toHaveBeenCalledTimes(1);
  });

  it('defines other names at once, and every name at once after stop', async () => {
    const { registry, defined } = fakeRegistry();
    const turns = defineInTurn('media-', registry);
    registry.define('site-widget', element);
    expect(defined.has('site-widget')).toBe(true);
    registry.define('media-controller', element);
    turns.stop();
    registry.define('media-time-range', element);
    expect([...defined.keys()]).toEqual(['site-widget', 'media-time-range']);
    // What was queued before stop is still made.
    await vi.runAllTimersAsync();
    await turns.whenDone();
    expect(defined.has('media-controller')).toBe(true);
  });
});
