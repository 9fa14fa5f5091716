/** The part of WebXR the VR button uses (navigator.xr), so tests can give a fake. */
export interface XrSystemLike {
  isSessionSupported(mode: 'immersive-vr'): Promise<boolean>;
  requestSession(mode: 'immersive-vr', init?: { optionalFeatures?: string[] }): Promise<XrSessionLike>;
}
export interface XrSessionLike {
  end(): Promise<void>;
  addEventListener(type: 'end', listener: () => void): void;
}

export function navigatorXr(nav: Navigator | undefined = globalThis.navigator): XrSystemLike | null {
  // A server render has no navigator (Node 20), and no headset either.
  return (nav as (Navigator & { xr?: XrSystemLike }) | undefined)?.xr ?? null;
}

/** Whether a VR headset session can start; the VR button stays hidden otherwise. */
export async function isImmersiveVrSupported(xr: XrSystemLike | null = navigatorXr()): Promise<boolean> {
  if (!xr) return false;
  try {
    return await xr.isSessionSupported('immersive-vr');
  } catch {
    // Blocked by permissions policy, or no runtime.
    return false;
  }
}

/** Starts an immersive session; must run inside the click that asked for it. */
export function requestVrSession(xr: XrSystemLike): Promise<XrSessionLike> {
  return xr.requestSession('immersive-vr', { optionalFeatures: ['local-floor'] });
}
