import { useQuery } from '@tanstack/react-query';
import { useAuthSessionSelector } from 'payment-client/auth-session';
import { isMarketCountry, DEFAULT_USER_COUNTRY } from '../../contract/site/markets';
import { useSiteQueries } from '../api/siteQueries';

/**
 * The country whose operators, prices and dial code the site offers (ISO code): a signed-in
 * viewer's saved choice, else the one the server resolved for this browser, else AE (PR-PAY-6).
 */
export function useViewerCountry(): string {
  const profileCountry = useAuthSessionSelector((state) => (state.status === 'authenticated' ? state.subscriber.country.toUpperCase() : ''));
  const resolved = useQuery(useSiteQueries().viewerCountry());
  if (isMarketCountry(profileCountry)) return profileCountry;
  return resolved.data?.country ?? DEFAULT_USER_COUNTRY;
}
