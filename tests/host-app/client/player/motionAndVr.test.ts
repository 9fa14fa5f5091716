import { describe, expect, it, vi } from 'vitest';
import { requestMotionPermission, watchDeviceOrientation } from '../../../../host-app/client/player/spherical/deviceOrientation';
import { isImmersiveVrSupported, requestVrSession, type XrSystemLike } from '../../../../host-app/client/player/spherical/immersiveVr';

const fakeWindow = (DeviceOrientationEvent: unknown) => ({ DeviceOrientationEvent }) as unknown as Window;

describe('motion permission', () => {
  it('asks where the browser requires it (iOS)', async () => {
    const requestPermission = vi.fn(async () => 'granted' as const);
    expect(await requestMotionPermission(fakeWindow({ requestPermission }))).toBe('granted');
    expect(requestPermission).toHaveBeenCalledOnce();
  });

  it('is denied when the visitor says no or the request throws', async () => {
    expect(await requestMotionPermission(fakeWindow({ requestPermission: async () => 'denied' }))).toBe('denied');
    expect(await requestMotionPermission(fakeWindow({ requestPermission: () => Promise.reject(new Error('not in a gesture')) }))).toBe('denied');
  });

  it('needs no question where readings just arrive, and is unsupported without the API', async () => {
    expect(await requestMotionPermission(fakeWindow(function DeviceOrientationEvent() {}))).toBe('granted');
    expect(await requestMotionPermission(fakeWindow(undefined))).toBe('unsupported');
  });

  it('passes readings with data, skipping empty ones', () => {
    const onReading = vi.fn();
    const stop = watchDeviceOrientation(onReading, window);
    const reading = (alpha: number | null, beta: number | null, gamma: number | null) => Object.assign(new Event('deviceorientation'), { alpha, beta, gamma });
    window.dispatchEvent(reading(null, null, null));
    window.dispatchEvent(reading(10, 80, 0));
    stop();
    window.dispatchEvent(reading(20, 80, 0));
    expect(onReading.mock.calls).toEqual([[{ alpha: 10, beta: 80, gamma: 0 }]]);
  });
});

describe('VR support', () => {
  const xr = (supported: boolean | Error): XrSystemLike => ({
    isSessionSupported: vi.fn(() => (supported instanceof Error ? Promise.reject(supported) : Promise.resolve(supported))),
    requestSession: vi.fn(async () => ({ end: async () => {}, addEventListener: () => {} })),
  });

  it('is there only when WebXR says immersive VR is supported', async () => {
    expect(await isImmersiveVrSupported(xr(true))).toBe(true);
    expect(await isImmersiveVrSupported(xr(false))).toBe(false);
    expect(await isImmersiveVrSupported(xr(new Error('SecurityError')))).toBe(false);
    expect(await isImmersiveVrSupported(null)).toBe(false);
  });

  it('requests an immersive-vr session', async () => {
    const system = xr(true);
    await requestVrSession(system);
    expect(system.requestSession).toHaveBeenCalledWith('immersive-vr', { optionalFeatures: ['local-floor'] });
  });
});
