/** Calls `onLeave` when the page may be going away: pagehide, or the document turning hidden. */
export function onPageLeave(onLeave: () => void, win: Window = window): () => void {
  const doc = win.document;
  const onVisibility = () => {
    if (doc.visibilityState === 'hidden') onLeave();
  };
  win.addEventListener('pagehide', onLeave);
  doc.addEventListener('visibilitychange', onVisibility);
  return () => {
    win.removeEventListener('pagehide', onLeave);
    doc.removeEventListener('visibilitychange', onVisibility);
  };
}
