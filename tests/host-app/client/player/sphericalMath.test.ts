import { describe, expect, it } from 'vitest';
import { createDeviceLook, orientationFromDevice } from '../../../../host-app/client/player/spherical/deviceOrientation';
import { equirectangularWidthFor } from '../../../../host-app/client/player/spherical/sphereResolution';
import {
  DRAG_DEGREES_PER_PIXEL,
  PITCH_LIMIT_DEGREES,
  dragOrientation,
  keyLookOrientation,
  normalizeYaw,
} from '../../../../host-app/client/player/spherical/viewOrientation';

const rounded = ({ yaw, pitch }: { yaw: number; pitch: number }) => ({ yaw: Math.round(yaw) || 0, pitch: Math.round(pitch) || 0 });

describe('view orientation', () => {
  it('keeps yaw within a turn', () => {
    expect(normalizeYaw(190)).toBe(-170);
    expect(normalizeYaw(-190)).toBe(170);
    expect(normalizeYaw(720)).toBe(0);
    expect(normalizeYaw(180)).toBe(180);
  });

  it('follows the pointer like a grabbed image', () => {
    expect(dragOrientation({ yaw: 0, pitch: 0 }, 100, 0)).toEqual({ yaw: 100 * DRAG_DEGREES_PER_PIXEL, pitch: 0 });
    expect(dragOrientation({ yaw: 10, pitch: 0 }, 0, 50)).toEqual({ yaw: 10, pitch: 50 * DRAG_DEGREES_PER_PIXEL });
  });

  it('stops short of the poles', () => {
    expect(dragOrientation({ yaw: 0, pitch: 0 }, 0, 10_000).pitch).toBe(PITCH_LIMIT_DEGREES);
    expect(dragOrientation({ yaw: 0, pitch: 0 }, 0, -10_000).pitch).toBe(-PITCH_LIMIT_DEGREES);
  });

  it('looks around with the arrow keys', () => {
    expect(keyLookOrientation({ yaw: 0, pitch: 0 }, 'ArrowLeft')).toEqual({ yaw: 5, pitch: 0 });
    expect(keyLookOrientation({ yaw: 0, pitch: 0 }, 'ArrowRight')).toEqual({ yaw: -5, pitch: 0 });
    expect(keyLookOrientation({ yaw: 0, pitch: 84 }, 'ArrowUp')).toEqual({ yaw: 0, pitch: 85 });
    expect(keyLookOrientation({ yaw: 0, pitch: 0 }, 'Enter')).toBeNull();
  });
});

describe('device orientation', () => {
  it('looks at the horizon with the phone upright in portrait', () => {
    expect(rounded(orientationFromDevice({ alpha: 0, beta: 90, gamma: 0 }, 0))).toEqual({ yaw: 0, pitch: 0 });
  });

  it('looks up when the phone tilts back, and down when it lies flat', () => {
    expect(rounded(orientationFromDevice({ alpha: 0, beta: 120, gamma: 0 }, 0))).toEqual({ yaw: 0, pitch: 30 });
    expect(rounded(orientationFromDevice({ alpha: 0, beta: 0, gamma: 0 }, 0)).pitch).toBe(-PITCH_LIMIT_DEGREES);
  });

  it('turns with the compass heading', () => {
    expect(rounded(orientationFromDevice({ alpha: 90, beta: 90, gamma: 0 }, 0))).toEqual({ yaw: 90, pitch: 0 });
  });

  it('accounts for a landscape screen', () => {
    expect(rounded(orientationFromDevice({ alpha: 0, beta: 0, gamma: -90 }, 90)).pitch).toBe(0);
    expect(rounded(orientationFromDevice({ alpha: 0, beta: 0, gamma: -120 }, 90)).pitch).toBe(30);
  });

  it('starts motion control from the current view, without a jump', () => {
    const look = createDeviceLook({ yaw: 40, pitch: 0 });
    expect(rounded(look({ alpha: 200, beta: 90, gamma: 0 }, 0))).toEqual({ yaw: 40, pitch: 0 });
    expect(rounded(look({ alpha: 210, beta: 90, gamma: 0 }, 0))).toEqual({ yaw: 50, pitch: 0 });
  });
});

describe('the frame width a 360° view needs', () => {
  it("grows with the view and the screen's density, up to twice the CSS pixels", () => {
    // A 390 px phone player (16:9) shows about 108° across: the 360° frame needs about 3.3 views' width.
    expect(equirectangularWidthFor({ width: 390, height: 219 }, 1)).toBe(1305);
    expect(equirectangularWidthFor({ width: 390, height: 219 }, 2)).toBe(2610);
    expect(equirectangularWidthFor({ width: 390, height: 219 }, 3)).toBe(2610);
    // A laptop's 850 px player needs more than a 1440 px frame: the 2880 px one.
    expect(equirectangularWidthFor({ width: 850, height: 478 }, 1)).toBe(2846);
  });

  it('asks for the height a tall view needs, and nothing before the view has a size', () => {
    const narrow = equirectangularWidthFor({ width: 300, height: 600 }, 1);
    // 75° of the frame's 180° down: 600 px tall needs a frame 1440 px high, 2880 wide.
    expect(narrow).toBe(2880);
    expect(equirectangularWidthFor({ width: 0, height: 0 }, 1)).toBe(0);
  });
});
