import { API_PATHS } from '../../contract/http/apiPaths';
import type { BillingHistory } from '../../contract/subscriptions/billingHistoryTypes';
import type { ProductCaller } from './useProductCaller';

/** The signed-in subscriber's charges, refunds and failed attempts, newest first. */
export const loadBillingHistory = (call: ProductCaller, signal?: AbortSignal) => call<BillingHistory>({ path: API_PATHS.billingHistory, signal });
