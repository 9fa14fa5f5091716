import { CLIENT_VERSION } from '../../headless/core/api/constants';

/** What the vault's metadata header says about the client (PC-VAULT-1). */
export interface ClientMetadata {
  sdkName: string;
  sdkVersion: string;
  /** 'desktop', 'mobile', 'tablet', or the model the user agent names. */
  deviceModel: string;
  os: string;
  browser: string;
}

export const SDK_NAME = 'payment-client';

// First match wins: iOS and Android user agents also say "like Mac OS X" and "Linux".
const OS_FAMILIES: [RegExp, string][] = [
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

// First match wins: Edge, Opera and Samsung Internet also say "Chrome", and Chrome says "Safari".
const BROWSER_FAMILIES: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const family = (userAgent: string, families: [RegExp, string][]) =>
  families.find(([pattern]) => pattern.test(userAgent))?.[1] ?? 'unknown';

function deviceModel(userAgent: string): string {
  const apple = /iPhone|iPad|iPod/.exec(userAgent);
  if (apple) return apple[0];
  // "Android 14; Pixel 8 Build/…)" names the model; reduced user agents say only "K".
  const android = /Android[^;)]*;\s*([^;)]+?)(?:\s+Build\/[^;)]*)?\)/.exec(userAgent)?.[1]?.trim();
  if (android && android !== 'K') return android;
  if (/Android/.test(userAgent)) return /Mobile/.test(userAgent) ? 'mobile' : 'tablet';
  if (/Tablet/.test(userAgent)) return 'tablet';
  return /Mobi/.test(userAgent) ? 'mobile' : 'desktop';
}

/** Pure: the caller passes `navigator.userAgent`. */
export function clientMetadata(userAgent: string): ClientMetadata {
  return {
    sdkName: SDK_NAME,
    sdkVersion: CLIENT_VERSION,
    deviceModel: deviceModel(userAgent),
    os: family(userAgent, OS_FAMILIES),
    browser: family(userAgent, BROWSER_FAMILIES),
  };
}
