import { readConfiguration, type RequestConfiguration } from '../setup/paymentSetupApi';
import { API_PATHS } from '../../../contract/http/apiPaths';
import type { ProductCaller } from '../../api/useProductCaller';

/** Client init (PR-API-8) over the site's product client, so it carries the session's headers. */
export function paymentSetupCall(call: ProductCaller): RequestConfiguration {
  return async (request, signal) => {
    const answer = await call<unknown>({ method: 'POST', path: API_PATHS.paymentsClientInit, body: { ...request }, signal });
    return answer.ok ? readConfiguration(answer.data) : null;
  };
}
