import { afterEach, describe, expect, it } from 'vitest';
import { installDevToolsGuard, isBlockedShortcut } from '../../../../host-app/client/shell/devToolsGuard';

const key = (init: Partial<Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>>) => ({
  key: '',
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...init,
});

describe('isBlockedShortcut', () => {
  it.each([
    ['F12', key({ key: 'F12' })],
    ['Ctrl+Shift+I', key({ key: 'I', ctrlKey: true, shiftKey: true })],
    ['Ctrl+Shift+C', key({ key: 'C', ctrlKey: true, shiftKey: true })],
    ['Ctrl+Shift+J', key({ key: 'J', ctrlKey: true, shiftKey: true })],
    ['Ctrl+U', key({ key: 'u', ctrlKey: true })],
    ['Cmd+Shift+I', key({ key: 'i', metaKey: true, shiftKey: true })],
  ])('blocks %s', (_name, event) => {
    expect(isBlockedShortcut(event)).toBe(true);
  });

  it.each([
    ['Ctrl+C (copy)', key({ key: 'c', ctrlKey: true })],
    ['Ctrl+I', key({ key: 'i', ctrlKey: true })],
    ['Shift+U', key({ key: 'U', shiftKey: true })],
    ['Ctrl+Shift+U', key({ key: 'U', ctrlKey: true, shiftKey: true })],
    ['Ctrl+Alt+Shift+I', key({ key: 'I', ctrlKey: true, shiftKey: true, altKey: true })],
    ['a letter', key({ key: 'j' })],
  ])('lets %s through', (_name, event) => {
    expect(isBlockedShortcut(event)).toBe(false);
  });
});

describe('installDevToolsGuard', () => {
  let remove: (() => void) | null = null;
  afterEach(() => remove?.());

  it('cancels the context menu and the shortcuts, and nothing else; removal restores both', () => {
    remove = installDevToolsGuard(document);
    const menu = new MouseEvent('contextmenu', { bubbles: true, cancelable: true });
    document.body.dispatchEvent(menu);
    expect(menu.defaultPrevented).toBe(true);

    const f12 = new KeyboardEvent('keydown', { key: 'F12', bubbles: true, cancelable: true });
    document.body.dispatchEvent(f12);
    expect(f12.defaultPrevented).toBe(true);

    const typing = new KeyboardEvent('keydown', { key: 'a', bubbles: true, cancelable: true });
    document.body.dispatchEvent(typing);
    expect(typing.defaultPrevented).toBe(false);

    remove();
    remove = null;
    const after = new MouseEvent('contextmenu', { bubbles: true, cancelable: true });
    document.body.dispatchEvent(after);
    expect(after.defaultPrevented).toBe(false);
  });
});
