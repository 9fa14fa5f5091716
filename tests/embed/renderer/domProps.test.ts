import { afterEach, describe, expect, it, vi } from 'vitest';
import { createElement as h } from '../../../embed/renderer/element';
import { render } from '../../../embed/renderer/reconcile';

const container = document.createElement('div');
afterEach(() => render(null, container));

describe('the script-tag renderer: elements and their props', () => {
  it('writes React prop names as the DOM spells them, and aria/data values even when false', () => {
    render(h('label', { className: 'a', htmlFor: 'f', 'aria-busy': false, 'data-x': true, hidden: false, tabIndex: -1 }, 'Text'), container);
    const label = container.firstElementChild!;
    expect(label.outerHTML).toBe('<label class="a" for="f" aria-busy="false" data-x="true" tabindex="-1">Text</label>');
  });

  it('writes a true boolean attribute empty, and removes an attribute that becomes null or false', () => {
    render(h('button', { disabled: true, title: 'Pay' }), container);
    const button = container.firstElementChild!;
    expect(button.getAttribute('disabled')).toBe('');
    render(h('button', { disabled: false, title: null }), container);
    expect(button.hasAttribute('disabled')).toBe(false);
    expect(button.hasAttribute('title')).toBe(false);
    expect(container.firstElementChild).toBe(button);
  });

  it('makes svg and its children in the SVG namespace, with SVG attribute spelling', () => {
    render(h('svg', { viewBox: '0 0 16 16' }, h('path', { d: 'M0 0', strokeWidth: '2' })), container);
    const svg = container.firstElementChild!;
    const path = svg.firstElementChild!;
    expect(svg.namespaceURI).toBe('http://www.w3.org/2000/svg');
    expect(path.namespaceURI).toBe('http://www.w3.org/2000/svg');
    expect(svg.getAttribute('viewBox')).toBe('0 0 16 16');
    expect(path.getAttribute('stroke-width')).toBe('2');
  });

  it('sets style properties and custom properties, and clears the ones no longer given', () => {
    render(h('div', { style: { '--pc-color': 'red', backgroundColor: 'blue' } }), container);
    const div = container.firstElementChild as HTMLElement;
    expect(div.style.getPropertyValue('--pc-color')).toBe('red');
    expect(div.style.backgroundColor).toBe('blue');
    render(h('div', { style: { '--pc-color': 'green' } }), container);
    expect(div.style.getPropertyValue('--pc-color')).toBe('green');
    expect(div.style.backgroundColor).toBe('');
  });

  it('listens once per event type, calling the latest handler, and stops calling a removed one', () => {
    const first = vi.fn();
    const second = vi.fn();
    render(h('button', { onClick: first }), container);
    const button = container.firstElementChild as HTMLButtonElement;
    render(h('button', { onClick: second }), container);
    button.click();
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
    render(h('button', {}), container);
    button.click();
    expect(second).toHaveBeenCalledTimes(1);
  });

  it("fires a text field's onChange on every input, and a checkbox's on change", () => {
    const onText = vi.fn();
    const onBox = vi.fn();
    render(h('div', null, h('input', { onChange: onText, type: 'text' }), h('input', { onChange: onBox, type: 'checkbox' })), container);
    const [text, box] = container.querySelectorAll('input');
    text!.dispatchEvent(new Event('input'));
    box!.dispatchEvent(new Event('input'));
    box!.dispatchEvent(new Event('change'));
    expect(onText).toHaveBeenCalledTimes(1);
    expect(onBox).toHaveBeenCalledTimes(1);
  });

  it('keeps a controlled field at its value: what was typed is put back when the props say otherwise', () => {
    render(h('input', { value: 'kept', checked: false }), container);
    const input = container.firstElementChild as HTMLInputElement;
    input.value = 'typed';
    render(h('input', { value: 'kept', checked: false }), container);
    expect(input.value).toBe('kept');
  });

  it("sets a select's value once its options are there", () => {
    render(h('select', { value: 'b' }, h('option', { value: 'a' }, 'A'), h('option', { value: 'b' }, 'B')), container);
    expect((container.firstElementChild as HTMLSelectElement).value).toBe('b');
  });

  it('hands an element to a callback ref or an object ref, and null once it is taken down', () => {
    const callback = vi.fn();
    const object = { current: null as Element | null };
    render(h('div', null, h('span', { ref: callback }), h('b', { ref: object })), container);
    expect(callback).toHaveBeenLastCalledWith(container.querySelector('span'));
    expect(object.current).toBe(container.querySelector('b'));
    render(null, container);
    expect(callback).toHaveBeenLastCalledWith(null);
    expect(object.current).toBeNull();
    expect(container.childNodes).toHaveLength(0);
  });
});
