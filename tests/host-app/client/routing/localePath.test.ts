import { describe, expect, it } from 'vitest';
import { localizedPath, routerBase, splitLocale } from '../../../../host-app/client/routing/localePath';

describe('locale in the address', () => {
  it('is English without a prefix', () => {
    expect(splitLocale('/')).toEqual({ locale: 'en', path: '/' });
    expect(splitLocale('/search')).toEqual({ locale: 'en', path: '/search' });
    expect(splitLocale('')).toEqual({ locale: 'en', path: '/' });
  });

  it('is Arabic under /ar', () => {
    expect(splitLocale('/ar')).toEqual({ locale: 'ar', path: '/' });
    expect(splitLocale('/ar/')).toEqual({ locale: 'ar', path: '/' });
    expect(splitLocale('/ar/video/v1')).toEqual({ locale: 'ar', path: '/video/v1' });
  });

  it('does not mistake paths that merely start with "ar"', () => {
    expect(splitLocale('/archive')).toEqual({ locale: 'en', path: '/archive' });
    expect(splitLocale('/arabic/x')).toEqual({ locale: 'en', path: '/arabic/x' });
  });

  it('builds the same page in either language, and round-trips', () => {
    expect(localizedPath('ar', '/profile-settings/login')).toBe('/ar/profile-settings/login');
    expect(localizedPath('ar', '/')).toBe('/ar');
    expect(localizedPath('en', '/search')).toBe('/search');
    for (const path of ['/', '/search', '/channels/c1']) {
      for (const locale of ['en', 'ar'] as const) expect(splitLocale(localizedPath(locale, path))).toEqual({ locale, path });
    }
  });

  it('nests the Arabic router under /ar', () => {
    expect(routerBase('ar')).toBe('/ar');
    expect(routerBase('en')).toBe('');
  });
});
