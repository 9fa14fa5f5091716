import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAuthSession } from 'payment-client/auth-session';
import { MARKET_COUNTRIES, type MarketCountry, type ViewerCountry } from '../../contract/site/markets';
import { dataOrThrow } from '../api/productCallError';
import { useSiteQueries } from '../api/siteQueries';
import { useProductCaller } from '../api/useProductCaller';
import { saveProfileCountry } from './countryApi';
import { writeCountryChoiceCookie } from './countryChoiceCookie';
import { useViewerCountry } from './useViewerCountry';

export interface CountryChoice {
  country: string;
  options: readonly MarketCountry[];
  choose(country: MarketCountry): void;
  saving: boolean;
  failed: boolean;
}

/**
 * Choosing a country: the cookie always (the server's next render follows it), and a signed-in
 * viewer's profile too. The site switches at once; home and plans load for the new country.
 */
export function useCountryChoice(): CountryChoice {
  const country = useViewerCountry();
  const call = useProductCaller();
  const queryClient = useQueryClient();
  const { viewerCountry } = useSiteQueries();
  const { subscriber, updateSubscriber } = useAuthSession();
  const saving = useMutation({
    mutationFn: async (next: MarketCountry) => {
      writeCountryChoiceCookie(next);
      queryClient.setQueryData<ViewerCountry>(viewerCountry().queryKey, (before) => ({ country: next, continent: before?.country === next ? before.continent : '', source: 'choice' }));
      if (subscriber) await saveProfileCountry(call, next).then(dataOrThrow);
      return next;
    },
    onSuccess: (next) => {
      if (subscriber) updateSubscriber({ country: next });
    },
  });
  return { country, options: MARKET_COUNTRIES, choose: (next) => saving.mutate(next), saving: saving.isPending, failed: saving.isError };
}
