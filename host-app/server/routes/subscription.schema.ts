import * as z from 'zod/mini';
import { resourceIdSchema } from '../../contract/forms/validation';

export { subscriberIdBodySchema } from '../../contract/subscriptions/subscriptionRequests';

export const subscriberParamsSchema = z.strictObject({ subscriberId: resourceIdSchema });
