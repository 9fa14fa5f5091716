import { API_PATHS } from '../../contract/http/apiPaths';
import { callProduct } from '../api/productClient';
import type { Locale } from '../i18n/translate';
import { parseAdConfiguration, type AdConfiguration } from './adConfiguration';

/**
 * Loads the ad configuration from the product API. A failed call means no configuration:
 * the product's API calls answer empty on failure (PR-API-5).
 */
export async function loadProductAdConfiguration(context: { locale: Locale; token: string | null }, signal: AbortSignal): Promise<AdConfiguration | null> {
  const result = await callProduct<unknown>(context, { path: API_PATHS.adConfiguration, signal });
  return result.ok ? parseAdConfiguration(result.data) : null;
}
