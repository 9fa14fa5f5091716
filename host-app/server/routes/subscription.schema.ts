import * as z from 'zod/mini';
import { resourceIdSchema } from '../../shared/validation';

export { subscriberIdBodySchema } from '../../shared/apiRequests';

export const subscriberParamsSchema = z.strictObject({ subscriberId: resourceIdSchema });
