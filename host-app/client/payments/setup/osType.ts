/** Client init (PR-API-8): `ios` on Apple devices, otherwise `androidOs`. */
export type PaymentOsType = 'ios' | 'androidOs';

export interface DeviceHints {
  userAgent: string;
  /** iPadOS reports a desktop "Macintosh" user agent; its touch points tell it from a Mac. */
  maxTouchPoints?: number;
}

const APPLE_MOBILE = /\b(iPhone|iPad|iPod)\b/;
const APPLE_DESKTOP = /\bMacintosh\b|\bMac OS X\b/;

export function detectOsType({ userAgent, maxTouchPoints = 0 }: DeviceHints): PaymentOsType {
  if (APPLE_MOBILE.test(userAgent)) return 'ios';
  // A Mac, or an iPad asking for the desktop site (Macintosh with touch): both are Apple devices.
  if (APPLE_DESKTOP.test(userAgent) || (maxTouchPoints > 1 && /Mac/.test(userAgent))) return 'ios';
  return 'androidOs';
}

/** PR-PAY-5: the payment setup reads `variation` from the current page address. */
export function variationFromAddress(search: string): string {
  return new URLSearchParams(search).get('variation') ?? '';
}
