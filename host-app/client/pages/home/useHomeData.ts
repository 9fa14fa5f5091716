import type { HomeData } from '../../../shared/apiTypes';
import { useAuthSessionSelector } from '../../../../headless/react/useAuthSession';
import { homeCountry, loadHome } from '../../api/contentApi';
import { useLoad } from '../../api/useLoad';
import { useProductCaller } from '../../api/useProductCaller';
import { useI18n } from '../../i18n/I18nProvider';

/** The home answer for the page's language and the subscriber's country (AE by default, product spec section 9). */
export function useHomeData() {
  const { locale } = useI18n();
  const call = useProductCaller();
  const country = useAuthSessionSelector((state) => (state.status === 'authenticated' ? state.subscriber.country : ''));
  const signedIn = useAuthSessionSelector((state) => state.status === 'authenticated');
  // Signing in changes what the answer holds (followed channels), so it is part of the key.
  return useLoad<HomeData>(`${locale}/${homeCountry(country)}/${signedIn}`, (signal) => loadHome(call, locale, country, signal));
}
