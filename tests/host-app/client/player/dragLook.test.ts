import { afterEach, describe, expect, it, vi } from 'vitest';
import { bindDragLook } from '../../../../host-app/client/player/spherical/dragLook';
import type { ViewOrientation } from '../../../../host-app/client/player/spherical/viewOrientation';

function pointer(type: string, init: { x: number; y: number; id?: number; pointerType?: string }) {
  return new PointerEvent(type, { clientX: init.x, clientY: init.y, pointerId: init.id ?? 1, pointerType: init.pointerType ?? 'mouse', button: 0, bubbles: true });
}

function setup() {
  const surface = document.createElement('div');
  document.body.append(surface);
  let view: ViewOrientation = { yaw: 0, pitch: 0 };
  const onTap = vi.fn();
  const unbind = bindDragLook(surface, { getView: () => view, setView: (next) => (view = next), onTap });
  return { surface, view: () => view, onTap, unbind };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('drag to look', () => {
  it('turns the view while dragging, from where the drag started', () => {
    const { surface, view } = setup();
    surface.dispatchEvent(pointer('pointerdown', { x: 100, y: 100 }));
    surface.dispatchEvent(pointer('pointermove', { x: 150, y: 100 }));
    expect(view()).toEqual({ yaw: 10, pitch: 0 });
    surface.dispatchEvent(pointer('pointermove', { x: 200, y: 125 }));
    expect(view()).toEqual({ yaw: 20, pitch: 5 });
    surface.dispatchEvent(pointer('pointerup', { x: 200, y: 125 }));
    surface.dispatchEvent(pointer('pointermove', { x: 400, y: 125 }));
    expect(view()).toEqual({ yaw: 20, pitch: 5 });
  });

  it('ignores a second pointer during a drag', () => {
    const { surface, view } = setup();
    surface.dispatchEvent(pointer('pointerdown', { x: 0, y: 0, id: 1 }));
    surface.dispatchEvent(pointer('pointerdown', { x: 0, y: 0, id: 2 }));
    surface.dispatchEvent(pointer('pointermove', { x: 500, y: 0, id: 2 }));
    expect(view()).toEqual({ yaw: 0, pitch: 0 });
  });

  it('treats a touch that barely moves as a tap', () => {
    const { surface, onTap, view } = setup();
    surface.dispatchEvent(pointer('pointerdown', { x: 10, y: 10, pointerType: 'touch' }));
    surface.dispatchEvent(pointer('pointermove', { x: 12, y: 11, pointerType: 'touch' }));
    surface.dispatchEvent(pointer('pointerup', { x: 12, y: 11, pointerType: 'touch' }));
    expect(onTap).toHaveBeenCalledOnce();
    expect(view()).toEqual({ yaw: 0, pitch: 0 });
  });

  it('does not call a drag, a mouse click or a cancelled touch a tap', () => {
    const { surface, onTap } = setup();
    surface.dispatchEvent(pointer('pointerdown', { x: 10, y: 10, pointerType: 'touch' }));
    surface.dispatchEvent(pointer('pointermove', { x: 60, y: 10, pointerType: 'touch' }));
    surface.dispatchEvent(pointer('pointerup', { x: 60, y: 10, pointerType: 'touch' }));
    surface.dispatchEvent(pointer('pointerdown', { x: 10, y: 10 }));
    surface.dispatchEvent(pointer('pointerup', { x: 10, y: 10 }));
    surface.dispatchEvent(pointer('pointerdown', { x: 10, y: 10, pointerType: 'touch' }));
    surface.dispatchEvent(pointer('pointercancel', { x: 10, y: 10, pointerType: 'touch' }));
    expect(onTap).not.toHaveBeenCalled();
  });

  it('stops listening when unbound', () => {
    const { surface, view, unbind } = setup();
    unbind();
    surface.dispatchEvent(pointer('pointerdown', { x: 0, y: 0 }));
    surface.dispatchEvent(pointer('pointermove', { x: 100, y: 0 }));
    expect(view()).toEqual({ yaw: 0, pitch: 0 });
  });
});
