import { describe, expect, it } from 'vitest';
import { clientMetadata } from '../../../frames/shared/clientMetadata';

const cases: [device: string, userAgent: string, deviceModel: string, os: string, browser: string][] = [
  ['Chrome on Windows', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36', 'desktop', 'Windows', 'Chrome'],
  ['Edge on a Mac', 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0', 'desktop', 'macOS', 'Edge'],
  ['Safari on a Mac', 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15', 'desktop', 'macOS', 'Safari'],
  ['Opera on Windows', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Safari/537.36 OPR/111.0.0.0', 'desktop', 'Windows', 'Opera'],
  ['Firefox on Linux', 'Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0', 'desktop', 'Linux', 'Firefox'],
  ['Chrome on a Chromebook', 'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36', 'desktop', 'ChromeOS', 'Chrome'],
  ['Safari on an iPhone', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1', 'iPhone', 'iOS', 'Safari'],
  ['Chrome on an iPad', 'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1', 'iPad', 'iOS', 'Chrome'],
  ['Samsung Internet on a Galaxy', 'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36', 'SM-S918B', 'Android', 'Samsung Internet'],
  ['Chrome on a Pixel', 'Mozilla/5.0 (Linux; Android 13; Pixel 7 Build/TQ3A.230805.001) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/116.0.0.0 Mobile Safari/537.36', 'Pixel 7', 'Android', 'Chrome'],
  ['a reduced Android phone user agent', 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36', 'mobile', 'Android', 'Chrome'],
  ['a reduced Android tablet user agent', 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36', 'tablet', 'Android', 'Chrome'],
  ['Firefox on an Android phone', 'Mozilla/5.0 (Android 14; Mobile; rv:127.0) Gecko/127.0 Firefox/127.0', 'mobile', 'Android', 'Firefox'],
  ['an empty user agent', '', 'desktop', 'unknown', 'unknown'],
];

describe('clientMetadata', () => {
  it.each(cases)('describes %s', (_device, userAgent, deviceModel, os, browser) => {
    expect(clientMetadata(userAgent)).toEqual({ sdkName: 'payment-client', sdkVersion: '5.29.3', deviceModel, os, browser });
  });
});
