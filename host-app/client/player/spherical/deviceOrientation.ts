import { clampPitch, normalizeYaw, toDegrees, toRadians, type ViewOrientation } from './viewOrientation';

/** A deviceorientation reading, in degrees (W3C DeviceOrientation Event). */
export interface DeviceReading {
  alpha: number | null;
  beta: number | null;
  gamma: number | null;
}

type Quaternion = readonly [x: number, y: number, z: number, w: number];

// Rotation of Euler angles (x, y, z) applied in Y, X, Z order.
function fromEulerYXZ(x: number, y: number, z: number): Quaternion {
  const [c1, c2, c3] = [Math.cos(x / 2), Math.cos(y / 2), Math.cos(z / 2)];
  const [s1, s2, s3] = [Math.sin(x / 2), Math.sin(y / 2), Math.sin(z / 2)];
  return [s1 * c2 * c3 + c1 * s2 * s3, c1 * s2 * c3 - s1 * c2 * s3, c1 * c2 * s3 - s1 * s2 * c3, c1 * c2 * c3 + s1 * s2 * s3];
}

function multiply([ax, ay, az, aw]: Quaternion, [bx, by, bz, bw]: Quaternion): Quaternion {
  return [
    ax * bw + aw * bx + ay * bz - az * by,
    ay * bw + aw * by + az * bx - ax * bz,
    az * bw + aw * bz + ax * by - ay * bx,
    aw * bw - ax * bx - ay * by - az * bz,
  ];
}

// The device's camera looks out of its back: turn the frame -90° about X so "upright" looks at the horizon.
const BACK_CAMERA: Quaternion = [-Math.SQRT1_2, 0, 0, Math.SQRT1_2];

const aboutZ = (angle: number): Quaternion => [0, 0, Math.sin(angle / 2), Math.cos(angle / 2)];

/**
 * The camera orientation a device held in the hand stands for: alpha/beta/gamma as rotations
 * Z-X'-Y'', corrected for the screen's rotation (0, 90, -90, 180). Roll is dropped.
 */
export function orientationFromDevice(reading: DeviceReading, screenAngle: number): ViewOrientation {
  const alpha = toRadians(reading.alpha ?? 0);
  const beta = toRadians(reading.beta ?? 0);
  const gamma = toRadians(reading.gamma ?? 0);
  const [x, y, z, w] = multiply(multiply(fromEulerYXZ(beta, alpha, -gamma), BACK_CAMERA), aboutZ(-toRadians(screenAngle)));
  // Yaw and pitch of that rotation, read back in Y, X order.
  const m23 = 2 * (y * z - w * x);
  const pitch = Math.asin(-Math.min(1, Math.max(-1, m23)));
  const yaw = Math.abs(m23) < 0.9999999 ? Math.atan2(2 * (x * z + w * y), 1 - 2 * (x * x + y * y)) : Math.atan2(-2 * (x * z - w * y), 1 - 2 * (y * y + z * z));
  return { yaw: normalizeYaw(toDegrees(yaw)), pitch: clampPitch(toDegrees(pitch)) };
}

/**
 * Turns device readings into views that start from `from`: the first reading keeps the current
 * yaw (no jump when motion control begins); turning the device turns the view from there.
 */
export function createDeviceLook(from: ViewOrientation): (reading: DeviceReading, screenAngle: number) => ViewOrientation {
  let yawOffset: number | null = null;
  return (reading, screenAngle) => {
    const device = orientationFromDevice(reading, screenAngle);
    yawOffset ??= from.yaw - device.yaw;
    return { yaw: normalizeYaw(device.yaw + yawOffset), pitch: device.pitch };
  };
}

export type MotionPermission = 'granted' | 'denied' | 'unsupported';

interface DeviceOrientationEventWithPermission {
  requestPermission?: () => Promise<'granted' | 'denied' | 'default'>;
}

/**
 * Asks for motion data where the browser requires it (iOS Safari, inside the tap's handler);
 * elsewhere readings just arrive, or never do on desktops.
 */
export async function requestMotionPermission(win: Window = window): Promise<MotionPermission> {
  const EventClass = (win as unknown as { DeviceOrientationEvent?: DeviceOrientationEventWithPermission }).DeviceOrientationEvent;
  if (!EventClass) return 'unsupported';
  if (typeof EventClass.requestPermission !== 'function') return 'granted';
  try {
    return (await EventClass.requestPermission()) === 'granted' ? 'granted' : 'denied';
  } catch {
    return 'denied';
  }
}

/** The screen's rotation in degrees, for readings taken in landscape. */
export function screenAngle(win: Window = window): number {
  return win.screen?.orientation?.angle ?? 0;
}

/** Calls `onReading` for every deviceorientation event with data; returns the unbinding. */
export function watchDeviceOrientation(onReading: (reading: DeviceReading) => void, win: Window = window): () => void {
  const handler = (event: Event) => {
    const { alpha, beta, gamma } = event as DeviceOrientationEvent;
    if (alpha === null && beta === null && gamma === null) return;
    onReading({ alpha, beta, gamma });
  };
  win.addEventListener('deviceorientation', handler);
  return () => win.removeEventListener('deviceorientation', handler);
}
