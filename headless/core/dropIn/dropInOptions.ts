import * as z from 'zod/mini';
import { configurationError } from '../errors/describeIssues';
import { callback } from '../validation/callback';
import { positiveMs } from '../validation/positiveMs';
import { DROP_IN_EVENT_NAMES } from './dropInEvents';
import { recordOf } from '../validation/recordOf';
import { oneOf } from '../validation/oneOf';

type DropInEventShape = Record<(typeof DROP_IN_EVENT_NAMES)[number], z.ZodMiniOptional<ReturnType<typeof callback>>>;

export const dropInOptionsSchema = z.object({
  /** Activates the first option when the list appears. */
  preselectFirst: z._default(z.boolean(), false),
  /** Each option's logo from the assets host beside its name; false shows names only. */
  showLogos: z._default(z.boolean(), true),
  /** false lets the card option's pay button be pressed before the form is valid. */
  disablePayButtonUntilValid: z._default(z.boolean(), true),
  /** Options of the card option's form (the card form options). */
  card: z.optional(z.unknown()),
  /** What every form method's form shares: message overrides by key, and its validity listener. */
  forms: z.optional(z.object({ texts: z.optional(recordOf(z.string())), onValidityChange: z.optional(callback()) })),
  /** 3-D Secure in an in-page frame (default) or a full-page popup. */
  challengeWindow: z._default(oneOf(['frame', 'popup']), 'frame'),
  /**
   * Text overrides by message key for the drop-in's own texts and the messages its options share
   * (result, failure, loader, pay button); the card option's form takes `card.texts`.
   */
  texts: z.optional(recordOf(z.string())),
  /** Hides the failure message after this long; it stays until dismissed without it. */
  autoHideTTL: z.optional(positiveMs()),
  /** Shorter polling-redirect timeouts by method code (e.g. for tests). */
  redirectTimeouts: z.optional(recordOf(positiveMs())),
  events: z.optional(z.object(Object.fromEntries(DROP_IN_EVENT_NAMES.map((name) => [name, z.optional(callback())])) as DropInEventShape)),
});

export type DropInOptionsInput = z.input<typeof dropInOptionsSchema>;
export type DropInOptions = z.output<typeof dropInOptionsSchema>;

export function parseDropInOptions(input: unknown): DropInOptions {
  const parsed = dropInOptionsSchema.safeParse(input ?? {});
  if (!parsed.success) throw configurationError('dropInOptions', parsed.error.issues);
  return parsed.data;
}
