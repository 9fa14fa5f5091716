import { useEffect, useState } from 'react';
import type { OtpCountry } from '../../../shared/apiTypes';
import { loadOtpCountries } from '../../api/authApi';
import { useProductCaller } from '../../api/useProductCaller';

export type CountriesState = { status: 'loading' } | { status: 'loaded'; list: OtpCountry[] };

/** The dial-code picker's countries; an empty list when the call fails (product spec section 7). */
export function useCountries(): CountriesState {
  const call = useProductCaller();
  const [state, setState] = useState<CountriesState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    void loadOtpCountries(call, controller.signal).then((list) => {
      if (!controller.signal.aborted) setState({ status: 'loaded', list });
    });
    return () => controller.abort();
    // The list does not depend on the language or the session; load it once.
  }, []);
  return state;
}
