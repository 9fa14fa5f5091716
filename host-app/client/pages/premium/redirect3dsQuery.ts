import { billingPlanKeySchema, executionIdSchema } from '../../../contract/payments/paymentRequests';
import type { BillingPlanKey } from '../../../contract/payments/paymentConstants';
import { emailSchema } from '../../../contract/forms/validation';
import { safeNextPath } from '../../routing/safeNext';
import * as z from 'zod/mini';

/** The 3-D Secure return query (PR-PAGE-2), checked: an execution id, a plan key, and a path of this site to go back to. */
export interface Redirect3dsQuery {
  email: string;
  billingPlan: BillingPlanKey;
  origin: string;
  executionId: string;
}

export function parseRedirect3dsQuery(search: string): Redirect3dsQuery | null {
  const params = new URLSearchParams(search);
  const email = z.safeParse(emailSchema, params.get('email') ?? '');
  const billingPlan = z.safeParse(billingPlanKeySchema, params.get('billingPlan') ?? '');
  const executionId = z.safeParse(executionIdSchema, params.get('executionId') ?? '');
  const origin = safeNextPath(params.get('origin'));
  if (!email.success || !billingPlan.success || !executionId.success || !origin) return null;
  return { email: email.data, billingPlan: billingPlan.data, origin, executionId: executionId.data };
}
