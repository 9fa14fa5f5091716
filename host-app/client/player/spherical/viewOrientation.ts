/** Where the camera inside the sphere looks, in degrees: yaw turns left (+) and right, pitch looks up (+) and down. */
export interface ViewOrientation {
  yaw: number;
  pitch: number;
}

/** How far one dragged pixel turns the view. */
export const DRAG_DEGREES_PER_PIXEL = 0.2;
/** Looking straight up or down flips the image; stop short of the poles. */
export const PITCH_LIMIT_DEGREES = 85;

export const INITIAL_VIEW: ViewOrientation = { yaw: 0, pitch: 0 };

/** Yaw in (-180, 180]. */
export function normalizeYaw(yaw: number): number {
  const turned = ((yaw % 360) + 360) % 360;
  return turned > 180 ? turned - 360 : turned;
}

export function clampPitch(pitch: number): number {
  return Math.min(PITCH_LIMIT_DEGREES, Math.max(-PITCH_LIMIT_DEGREES, pitch));
}

/**
 * The view after dragging by (dx, dy) pixels from `start`. The image follows the pointer, as if
 * grabbed: dragging right turns the camera left, dragging down makes it look up.
 */
export function dragOrientation(start: ViewOrientation, dx: number, dy: number): ViewOrientation {
  return {
    yaw: normalizeYaw(start.yaw + dx * DRAG_DEGREES_PER_PIXEL),
    pitch: clampPitch(start.pitch + dy * DRAG_DEGREES_PER_PIXEL),
  };
}

export const toRadians = (degrees: number) => (degrees * Math.PI) / 180;
export const toDegrees = (radians: number) => (radians * 180) / Math.PI;

/** How far one arrow key press turns the view when the 360° surface has focus. */
export const KEY_LOOK_STEP_DEGREES = 5;

/** The view after an arrow key on the focused 360° surface; null for other keys. */
export function keyLookOrientation(view: ViewOrientation, key: string): ViewOrientation | null {
  const step = KEY_LOOK_STEP_DEGREES;
  switch (key) {
    case 'ArrowLeft':
      return { yaw: normalizeYaw(view.yaw + step), pitch: view.pitch };
    case 'ArrowRight':
      return { yaw: normalizeYaw(view.yaw - step), pitch: view.pitch };
    case 'ArrowUp':
      return { yaw: view.yaw, pitch: clampPitch(view.pitch + step) };
    case 'ArrowDown':
      return { yaw: view.yaw, pitch: clampPitch(view.pitch - step) };
    default:
      return null;
  }
}
