import { useCallback } from 'react';
import { useAuthSession } from 'payment-client/auth-session';
import { useI18n } from '../i18n/I18nProvider';
import { callProduct, type ProductCall, type ProductResult } from './productClient';

export type ProductCaller = <T>(call: ProductCall) => Promise<ProductResult<T>>;

/** Product calls in the page's language, with the session's bearer token when there is one. */
export function useProductCaller(): ProductCaller {
  const { locale } = useI18n();
  const { token, subscriber } = useAuthSession();
  const tokenId = token?.id ?? null;
  const userId = subscriber?.id ?? null;
  return useCallback(<T,>(call: ProductCall) => callProduct<T>({ locale, token: tokenId, userId }, call), [locale, tokenId, userId]);
}
