import { describe, expect, it } from 'vitest';
import { mergeProps } from '../../../headless/react/mergeProps';

describe('mergeProps', () => {
  it('chains handlers that several bags define, in order, with the same arguments', () => {
    const calls: string[] = [];
    const merged = mergeProps(
      { onBlur: (event: string) => void calls.push(`first ${event}`) },
      { onBlur: (event: string) => void calls.push(`second ${event}`) },
      { onBlur: (event: string) => void calls.push(`third ${event}`) },
    );
    merged.onBlur('blur');
    expect(calls).toEqual(['first blur', 'second blur', 'third blur']);
  });

  it('keeps a handler only one bag defines as it is', () => {
    const onFocus = () => {};
    const onClick = () => {};
    const merged = mergeProps({ onFocus }, { onClick });
    expect(merged.onFocus).toBe(onFocus);
    expect(merged.onClick).toBe(onClick);
  });

  it('takes any other prop from the last bag that defines it, even a function', () => {
    const first = () => 'first';
    const last = () => 'last';
    const merged = mergeProps({ type: 'button', disabled: false, render: first }, { disabled: true, render: last });
    expect(merged).toMatchObject({ type: 'button', disabled: true });
    expect(merged.render()).toBe('last');
  });

  it('lets a later bag remove a handler by setting it undefined', () => {
    const removed: { onClick?: () => void } = { onClick: undefined };
    const merged = mergeProps({ onClick: () => {} }, removed);
    expect(merged.onClick).toBeUndefined();
  });
});
