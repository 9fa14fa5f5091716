import { afterEach, describe, expect, it } from 'vitest';
import { createElement as h, Fragment, type Child } from '../../../embed/renderer/element';
import { useState } from '../../../embed/renderer/hooks';
import { flushRenders, render } from '../../../embed/renderer/reconcile';

const container = document.createElement('div');
document.body.append(container);
afterEach(() => render(null, container));

const list = (keys: string[]) => h('ul', null, keys.map((key) => h('li', { key }, key)));
const items = () => [...container.querySelectorAll('li')];

describe('the script-tag renderer: children', () => {
  it('reorders keyed children by moving their nodes, leaving a focused one that keeps its neighbours in place', () => {
    render(list(['a', 'b', 'c']), container);
    const [a, b, c] = items();
    b!.tabIndex = 0;
    b!.focus();
    render(list(['b', 'c', 'a']), container);
    expect(items()).toEqual([b, c, a]);
    expect(document.activeElement).toBe(b);
    render(list(['c', 'a', 'b']), container);
    expect(items()).toEqual([c, a, b]);
  });

  it('adds and takes away keyed children in place', () => {
    render(list(['a', 'c']), container);
    const [a, c] = items();
    render(list(['a', 'b', 'c']), container);
    expect(items().map((item) => item.textContent)).toEqual(['a', 'b', 'c']);
    expect(items()[0]).toBe(a);
    expect(items()[2]).toBe(c);
    render(list(['c']), container);
    expect(items()).toEqual([c]);
  });

  it('replaces a child whose type changed, and matches unkeyed children by place', () => {
    render(h('div', null, h('span', null, 'one'), 'text'), container);
    const div = container.firstElementChild!;
    const text = div.lastChild;
    render(h('div', null, h('b', null, 'one'), 'changed'), container);
    expect(div.innerHTML).toBe('<b>one</b>changed');
    expect(div.lastChild).toBe(text);
  });

  it('leaves out null, undefined and booleans, flattens lists and renders numbers as text', () => {
    render(h('p', null, null, false, true, undefined, [1, [2, h(Fragment, null, 'x', 'y')]]), container);
    expect(container.innerHTML).toBe('<p>12xy</p>');
  });

  it("puts a component's new nodes between its siblings when only that component renders again", () => {
    let show: (value: boolean) => void = () => {};
    function Toggle(): Child {
      const [shown, setShown] = useState(false);
      show = setShown;
      return shown ? [h('i', { key: 'i' }), h('em', { key: 'em' })] : null;
    }
    render(h('div', null, h('b', null), h(Fragment, null, h(Toggle, null)), h('u', null)), container);
    show(true);
    flushRenders();
    expect(container.innerHTML).toBe('<div><b></b><i></i><em></em><u></u></div>');
    show(false);
    flushRenders();
    expect(container.innerHTML).toBe('<div><b></b><u></u></div>');
  });

  it('replaces what the container held before its first render', () => {
    const placeholder = document.createElement('div');
    placeholder.innerHTML = '<span>Loading</span>';
    render(h('p', null, 'ready'), placeholder);
    expect(placeholder.innerHTML).toBe('<p>ready</p>');
  });

  it('updates what an earlier render put in a container, and takes it all down with null', () => {
    render(h('p', null, 'first'), container);
    const paragraph = container.firstElementChild;
    render(h('p', null, 'second'), container);
    expect(container.firstElementChild).toBe(paragraph);
    expect(container.innerHTML).toBe('<p>second</p>');
    render(null, container);
    expect(container.innerHTML).toBe('');
  });
});
