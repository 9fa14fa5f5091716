/** The part of the Screen Orientation API the lock needs (absent or refusing on most desktops). */
export interface LockableOrientation {
  lock?(orientation: 'landscape'): Promise<void>;
  unlock?(): void;
}

/**
 * While `container` is full screen, the screen stays landscape where the browser allows it
 * (phones); elsewhere lock() refuses, which changes nothing. Returns the unbinding.
 */
export function bindLandscapeLock(container: Element, doc: Document = document, orientation: LockableOrientation | undefined = globalThis.screen?.orientation as LockableOrientation | undefined): () => void {
  let locked = false;
  const onChange = () => {
    if (doc.fullscreenElement === container) {
      orientation?.lock?.('landscape').then(
        () => (locked = true),
        () => undefined,
      );
    } else if (locked) {
      locked = false;
      orientation?.unlock?.();
    }
  };
  doc.addEventListener('fullscreenchange', onChange);
  return () => doc.removeEventListener('fullscreenchange', onChange);
}
