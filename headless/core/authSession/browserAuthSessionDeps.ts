import type { ProfileLoadFailure } from './authSessionApi';
import type { AuthSessionDeps } from './createAuthSession';
import { createProductAuthApi, type ProductAuthApiOptions } from './productAuthApi';
import type { TokenStorage } from './storedToken';
import type { ImageFromAvatar } from './subscriber';
import { documentCookieJar } from './tokenCookie';

export interface BrowserAuthSessionOptions extends Omit<ProductAuthApiOptions, 'baseUrl'> {
  /** Origin of the product API; the page's own origin by default. */
  baseUrl?: string;
  onUnresolved?: (failure: ProfileLoadFailure) => void;
  imageFromAvatar?: ImageFromAvatar;
}

/** `localStorage` is read on each call: merely touching it throws where the visitor disabled storage. */
const localTokenStorage: TokenStorage = {
  getItem: (key) => window.localStorage.getItem(key),
  setItem: (key, value) => window.localStorage.setItem(key, value),
  removeItem: (key) => window.localStorage.removeItem(key),
};

/** The real dependencies in a browser page: local storage, `document.cookie`, the system clock and fetch. */
export function browserAuthSessionDeps(options: BrowserAuthSessionOptions = {}): AuthSessionDeps {
  const { baseUrl = window.location.origin, onUnresolved, imageFromAvatar, ...apiOptions } = options;
  return {
    storage: localTokenStorage,
    cookies: documentCookieJar(document),
    clock: { now: () => Date.now() },
    api: createProductAuthApi({ ...apiOptions, baseUrl }),
    secureCookie: window.location.protocol === 'https:',
    ...(onUnresolved ? { onUnresolved } : {}),
    ...(imageFromAvatar ? { imageFromAvatar } : {}),
  };
}
