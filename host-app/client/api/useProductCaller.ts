import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useContext } from 'react';
import type { ViewerCountry } from '../../contract/site/markets';
import { useAuthSession } from 'payment-client/auth-session';
import { useI18n } from '../i18n/I18nProvider';
import { callProduct, type ProductCall, type ProductResult } from './productClient';
import { ProductFetchContext } from './productFetchContext';
import { queryKeys } from './queryKeys';

export type ProductCaller = <T>(call: ProductCall) => Promise<ProductResult<T>>;

/**
 * Product calls in the page's language and the viewer's country, with the session's bearer token
 * when there is one. A 401
 * to a call that carried the token means the session may have been revoked (a password changed on
 * another device): the profile is checked again, which signs out if the server agrees.
 */
export function useProductCaller(): ProductCaller {
  const { locale } = useI18n();
  const { token, subscriber, reload } = useAuthSession();
  const tokenId = token?.id ?? null;
  const userId = subscriber?.id ?? null;
  const options = useContext(ProductFetchContext);
  const queryClient = useQueryClient();
  return useCallback(
    async <T,>(call: ProductCall) => {
      // Read at each call: the country is resolved once per page and may be chosen anew.
      const geo = queryClient.getQueryData<ViewerCountry>(queryKeys.viewerCountry()) ?? null;
      const result = await callProduct<T>({ locale, token: tokenId, userId, geo }, call, options);
      if (!result.ok && result.status === 401 && tokenId !== null) void reload();
      return result;
    },
    [locale, options, queryClient, reload, tokenId, userId],
  );
}
