import { z } from 'zod';
import { resourceIdSchema } from '../../http/validation';

export const authorizationsParamsSchema = z.strictObject({ executionId: resourceIdSchema });
