import * as z from 'zod/mini';
import { httpUrl } from '../validation/httpUrl';
import { listOf } from '../validation/listOf';

const errorsSchema = z.optional(
  listOf(z.looseObject({ code: z.optional(z.string()), reason: z.optional(z.looseObject({ result: z.optional(z.string()) })) })),
);

/** The authorization result (PC-PAY-6): what the shopper must do next, if anything. */
const finalStateSchema = z.looseObject({
  code: z.string(),
  errors: errorsSchema,
  response: z.optional(
    z.looseObject({
      links: z.optional(
        z.looseObject({
          redirect: z.optional(z.looseObject({ href: httpUrl(), type: z.optional(z.string()) })),
          confirm: z.optional(z.looseObject({ href: httpUrl(), action: z.optional(z.looseObject({ parameters: z.optional(z.looseObject({})) })) })),
        }),
      ),
    }),
  ),
});

/** The parts of a provider execution record (PC-PAY-7) that the executor reads. */
export const executionRecordSchema = z.looseObject({
  id: z.string(),
  status: listOf(z.looseObject({ code: z.string(), time: z.optional(z.string()) })),
  links: z.optional(z.looseObject({})),
  errors: errorsSchema,
  finalState: z.optional(finalStateSchema),
});

export type FinalState = z.infer<typeof finalStateSchema>;
export type ExecutionRecord = z.infer<typeof executionRecordSchema>;

/** The answer to an authorize or payout request: where to poll for its result. */
export const commandAnswerSchema = z.looseObject({
  links: z.looseObject({ execution: httpUrl() }),
});

/** The first error reason of a record, e.g. 'Card declined'. */
export function failureReason(record: ExecutionRecord): string | undefined {
  return record.finalState?.errors?.[0]?.reason?.result ?? record.errors?.[0]?.reason?.result;
}

/** What a pending authorization asks for: a 3DS challenge, a redirect (page or popup), or a confirm call. */
export type PendingAction =
  | { type: '3ds'; href: string }
  | { type: 'redirect'; href: string }
  | { type: 'popup'; href: string }
  | { type: 'confirm'; href: string; parameters: Record<string, unknown> }
  | { type: 'none' };

export function pendingAction(record: ExecutionRecord): PendingAction {
  const links = record.finalState?.response?.links;
  if (links?.confirm) return { type: 'confirm', href: links.confirm.href, parameters: links.confirm.action?.parameters ?? {} };
  const redirect = links?.redirect;
  if (!redirect) return { type: 'none' };
  if (redirect.type === '3ds' || redirect.type === 'popup') return { type: redirect.type, href: redirect.href };
  return { type: 'redirect', href: redirect.href };
}
