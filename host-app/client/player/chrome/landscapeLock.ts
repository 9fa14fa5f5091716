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
  const unlock = () => {
    if (!locked) return;
    locked = false;
    orientation?.unlock?.();
  };
  const onChange = () => {
    if (doc.fullscreenElement !== container) return unlock();
    orientation?.lock?.('landscape').then(
      () => {
        locked = true;
        // Full screen may have ended (or the player gone) while the lock was being taken.
        if (doc.fullscreenElement !== container) unlock();
      },
      () => undefined,
    );
  };
  doc.addEventListener('fullscreenchange', onChange);
  return () => {
    doc.removeEventListener('fullscreenchange', onChange);
    // A player unmounted while full screen leaves the screen free to turn.
    unlock();
  };
}
