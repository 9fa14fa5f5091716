/**
 * Right-click and the developer-tool shortcuts are blocked on every page (PR-PAGE-5):
 * F12, Ctrl+Shift+I, Ctrl+Shift+C, Ctrl+Shift+J, Ctrl+U.
 */
type ShortcutKey = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>;

const SHIFTED_LETTERS = new Set(['I', 'C', 'J']);

export function isBlockedShortcut(event: ShortcutKey): boolean {
  if (event.key === 'F12') return true;
  // Command stands in for Ctrl on Apple keyboards; the browser shortcuts follow it there.
  const control = event.ctrlKey || event.metaKey;
  if (!control || event.altKey) return false;
  const letter = event.key.toUpperCase();
  if (event.shiftKey) return SHIFTED_LETTERS.has(letter);
  return letter === 'U';
}

/** Installs the guard on a document; returns the removal. */
export function installDevToolsGuard(target: Document): () => void {
  const onContextMenu = (event: Event) => event.preventDefault();
  const onKeyDown = (event: KeyboardEvent) => {
    if (!isBlockedShortcut(event)) return;
    event.preventDefault();
    event.stopPropagation();
  };
  target.addEventListener('contextmenu', onContextMenu);
  // Capture phase, so no page handler sees the shortcut first.
  target.addEventListener('keydown', onKeyDown, true);
  return () => {
    target.removeEventListener('contextmenu', onContextMenu);
    target.removeEventListener('keydown', onKeyDown, true);
  };
}
