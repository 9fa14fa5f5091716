import { useQuery } from '@tanstack/react-query';
import type { OtpCountry } from '../../../contract/account/accountTypes';
import { useSiteQueries } from '../../api/siteQueries';

export type CountriesState = { status: 'loading' } | { status: 'loaded'; list: OtpCountry[] };

/** The dial-code picker's countries; an empty list when the call fails (PR-API-6). */
export function useCountries(): CountriesState {
  const countries = useQuery(useSiteQueries().otpCountries());
  return countries.data ? { status: 'loaded', list: countries.data } : { status: 'loading' };
}
