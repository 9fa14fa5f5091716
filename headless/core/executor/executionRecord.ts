import * as z from 'zod/mini';
import { httpUrl } from '../validation/httpUrl';

/** The parts of a provider execution record (section 3) that the executor reads. */
export const executionRecordSchema = z.looseObject({
  id: z.string(),
  status: z.array(z.looseObject({ code: z.string(), time: z.optional(z.string()) })),
  links: z.optional(z.record(z.string(), z.unknown())),
  errors: z.optional(
    z.array(z.looseObject({ code: z.optional(z.string()), reason: z.optional(z.looseObject({ result: z.optional(z.string()) })) })),
  ),
});

export type ExecutionRecord = z.infer<typeof executionRecordSchema>;

export const authorizeAnswerSchema = z.looseObject({
  links: z.looseObject({ execution: httpUrl() }),
});

/** The first error reason of a record, e.g. 'Card declined'. */
export function failureReason(record: ExecutionRecord): string | undefined {
  return record.errors?.[0]?.reason?.result;
}
