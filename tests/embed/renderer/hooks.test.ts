import { afterEach, describe, expect, it, vi } from 'vitest';
import { createContext, useContext } from '../../../embed/renderer/context';
import { createElement as h, type Child, type Props } from '../../../embed/renderer/element';
import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from '../../../embed/renderer/hooks';
import { flushRenders, render } from '../../../embed/renderer/reconcile';

const container = document.createElement('div');
afterEach(() => render(null, container));

describe('the script-tag renderer: hooks', () => {
  it('batches state updates into one render after the code that made them', async () => {
    const renders = vi.fn();
    let increment = () => {};
    function Counter(): Child {
      const [count, setCount] = useState(() => 1);
      renders(count);
      increment = () => setCount((previous) => previous + 1);
      return String(count);
    }
    render(h(Counter, null), container);
    increment();
    increment();
    expect(container.textContent).toBe('1');
    await Promise.resolve();
    expect(container.textContent).toBe('3');
    expect(renders.mock.calls).toEqual([[1], [3]]);
  });

  it('does not render again for a state set to the value it has', async () => {
    const renders = vi.fn();
    let set: (value: string) => void = () => {};
    function Same(): Child {
      const [value, setValue] = useState('a');
      set = setValue;
      renders();
      return value;
    }
    render(h(Same, null), container);
    set('a');
    await Promise.resolve();
    expect(renders).toHaveBeenCalledTimes(1);
  });

  it("runs layout effects before the others, a child's before its parent's, with the DOM in place", () => {
    const order: string[] = [];
    function Child(): Child {
      useEffect(() => void order.push('child effect'));
      useLayoutEffect(() => void order.push(`child layout, in the page: ${container.contains(document.querySelector('#child'))}`));
      return h('span', { id: 'child' });
    }
    function Parent(): Child {
      useEffect(() => void order.push('parent effect'));
      useLayoutEffect(() => void order.push('parent layout'));
      return h(Child, null);
    }
    document.body.append(container);
    render(h(Parent, null), container);
    expect(order).toEqual(['child layout, in the page: true', 'parent layout', 'child effect', 'parent effect']);
    container.remove();
  });

  it('runs an effect again only when a dependency changed, cleaning up first, and cleans up when taken down', () => {
    const log: string[] = [];
    function Effect({ value }: Props): Child {
      useEffect(() => {
        log.push(`run ${value}`);
        return () => void log.push(`clean ${value}`);
      }, [value]);
      return null;
    }
    render(h(Effect, { value: 1 }), container);
    render(h(Effect, { value: 1 }), container);
    render(h(Effect, { value: 2 }), container);
    render(null, container);
    expect(log).toEqual(['run 1', 'clean 1', 'run 2', 'clean 2']);
  });

  it('keeps refs, memoised values, callbacks and ids from render to render', () => {
    const seen: unknown[][] = [];
    function Kept({ deps }: Props): Child {
      const ref = useRef({});
      const memo = useMemo(() => ({}), [deps]);
      const callback = useCallback(() => {}, []);
      seen.push([ref, memo, callback, useId()]);
      return null;
    }
    render(h('div', null, h(Kept, { deps: 1 }), h(Kept, { deps: 1 })), container);
    render(h('div', null, h(Kept, { deps: 1 }), h(Kept, { deps: 2 })), container);
    const [first, second, third, fourth] = seen;
    expect(third).toEqual(first);
    expect(fourth![0]).toBe(second![0]);
    expect(fourth![1]).not.toBe(second![1]);
    expect(first![3]).not.toBe(second![3]);
  });

  it('drops a state update to a component taken down', async () => {
    const renders = vi.fn();
    let set: (value: number) => void = () => {};
    function Gone(): Child {
      const [value, setValue] = useState(0);
      set = setValue;
      renders(value);
      return null;
    }
    render(h(Gone, null), container);
    render(null, container);
    set(1);
    await Promise.resolve();
    flushRenders();
    expect(renders).toHaveBeenCalledTimes(1);
  });

  it("reads the nearest Provider's value, and the default without one", () => {
    const Theme = createContext('light');
    function Reader(): Child {
      return useContext(Theme);
    }
    render(h('div', null, h(Reader, null), h(Theme.Provider, { value: 'dark' }, h('p', null, h(Reader, null)))), container);
    expect(container.textContent).toBe('lightdark');
    render(h('div', null, h(Reader, null), h(Theme.Provider, { value: 'blue' }, h('p', null, h(Reader, null)))), container);
    expect(container.textContent).toBe('lightblue');
  });

  it('refuses a hook called outside a component', () => {
    expect(() => useContext(createContext(0))).toThrow('Hooks can only be called while a component renders');
  });
});
