import type { FastifyRequest } from 'fastify';
import { COUNTRY_CHOICE_COOKIE, type ViewerCountry } from '../../contract/site/markets';
import type { ProductContext } from '../context';
import { cookieValue } from '../http/cookieValue';
import { resolveViewerCountry } from './viewerCountry';

const single = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value);

/**
 * The country of the viewer behind a request. Geo headers count only when the deployment names
 * them as its proxy's; `request.ip` is X-Forwarded-For's client only when the proxy is trusted.
 */
export function viewerCountryOf(request: FastifyRequest, context: ProductContext, profileCountry = ''): ViewerCountry {
  const { trustedHeaders, ipTable } = context.geo;
  return resolveViewerCountry(
    {
      profileCountry,
      choice: cookieValue(request.headers.cookie, COUNTRY_CHOICE_COOKIE),
      headerCountry: trustedHeaders.country ? single(request.headers[trustedHeaders.country]) : undefined,
      headerContinent: trustedHeaders.country && trustedHeaders.continent ? single(request.headers[trustedHeaders.continent]) : undefined,
      address: request.ip,
    },
    ipTable,
  );
}
