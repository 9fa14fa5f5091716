import { useQuery } from '@tanstack/react-query';
import { useAuthSessionSelector } from 'payment-client/auth-session';
import { useSiteQueries } from '../../api/siteQueries';

/** The home answer for the page's language and the subscriber's country (AE by default, PR-PAY-6, PR-CONTENT-6). */
export function useHomeData() {
  const queries = useSiteQueries();
  const country = useAuthSessionSelector((state) => (state.status === 'authenticated' ? state.subscriber.country : ''));
  return useQuery(queries.home(country));
}
