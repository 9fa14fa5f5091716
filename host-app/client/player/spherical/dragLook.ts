import { dragOrientation, type ViewOrientation } from './viewOrientation';

/** A press that moves less than this many pixels is a tap, not a drag. */
export const TAP_SLOP_PIXELS = 6;

export interface DragLookOptions {
  getView(): ViewOrientation;
  setView(view: ViewOrientation): void;
  /** A tap by touch (motion control is offered after one). */
  onTap?(event: PointerEvent): void;
}

/** Drag to look around: pointer events on `surface` turn the view; returns the unbinding. */
export function bindDragLook(surface: HTMLElement, { getView, setView, onTap }: DragLookOptions): () => void {
  let drag: { pointerId: number; x: number; y: number; from: ViewOrientation; moved: boolean } | null = null;

  const down = (event: PointerEvent) => {
    if (drag || (event.pointerType === 'mouse' && event.button !== 0)) return;
    drag = { pointerId: event.pointerId, x: event.clientX, y: event.clientY, from: getView(), moved: false };
    // Keep receiving moves when the pointer leaves the surface mid-drag.
    surface.setPointerCapture?.(event.pointerId);
  };
  const move = (event: PointerEvent) => {
    if (!drag || event.pointerId !== drag.pointerId) return;
    const dx = event.clientX - drag.x;
    const dy = event.clientY - drag.y;
    if (!drag.moved && Math.hypot(dx, dy) < TAP_SLOP_PIXELS) return;
    drag.moved = true;
    setView(dragOrientation(drag.from, dx, dy));
  };
  const up = (event: PointerEvent) => {
    if (!drag || event.pointerId !== drag.pointerId) return;
    const tapped = !drag.moved && event.type === 'pointerup';
    drag = null;
    if (surface.hasPointerCapture?.(event.pointerId)) surface.releasePointerCapture(event.pointerId);
    if (tapped && event.pointerType === 'touch') onTap?.(event);
  };

  surface.addEventListener('pointerdown', down);
  surface.addEventListener('pointermove', move);
  surface.addEventListener('pointerup', up);
  surface.addEventListener('pointercancel', up);
  return () => {
    surface.removeEventListener('pointerdown', down);
    surface.removeEventListener('pointermove', move);
    surface.removeEventListener('pointerup', up);
    surface.removeEventListener('pointercancel', up);
  };
}
