/**
 * After a tap, browsers send the mouse events a page without touch support would need, and end
 * them with a mouseleave from the player. media-chrome hides the controls on mouseleave, so the
 * controls a tap just showed would vanish at once: that mouseleave is stopped before it reaches
 * the controller, while the last pointer was a finger. Returns the unbinding.
 */
export function keepControlsAfterTap(controller: HTMLElement): () => void {
  const parent = controller.parentElement;
  if (!parent) return () => {};
  let lastPointer = '';
  const onPointerDown = (event: PointerEvent) => {
    lastPointer = event.pointerType;
  };
  const onMouseLeave = (event: MouseEvent) => {
    // mouseleave does not bubble, but it passes the ancestors while capturing: stopped here, the controller never sees it.
    if (event.target === controller && lastPointer === 'touch') event.stopPropagation();
  };
  controller.addEventListener('pointerdown', onPointerDown, true);
  parent.addEventListener('mouseleave', onMouseLeave, true);
  return () => {
    controller.removeEventListener('pointerdown', onPointerDown, true);
    parent.removeEventListener('mouseleave', onMouseLeave, true);
  };
}
