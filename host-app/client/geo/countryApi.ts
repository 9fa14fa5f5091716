import { API_PATHS } from '../../contract/http/apiPaths';
import type { Profile } from '../../contract/account/accountTypes';
import type { MarketCountry, ViewerCountry } from '../../contract/site/markets';
import type { ProductCaller } from '../api/useProductCaller';

export const loadViewerCountry = (call: ProductCaller, signal?: AbortSignal) => call<ViewerCountry>({ path: API_PATHS.viewerCountry, signal });

/** A signed-in viewer's choice, kept on the profile so every device follows it. */
export const saveProfileCountry = (call: ProductCaller, country: MarketCountry) =>
  call<Profile>({ method: 'POST', path: API_PATHS.profileCountry, body: { country } });
