import { z } from 'zod';
import { resourceIdSchema } from '../../shared/validation';

export const authorizationsParamsSchema = z.strictObject({ executionId: resourceIdSchema });
