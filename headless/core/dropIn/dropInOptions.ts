import * as z from 'zod/mini';
import { configurationError } from '../errors/describeIssues';
import { callback, eventsSchema } from '../validation/callback';
import { fontHttpOrigin, parseCardFormOptions, type CardFormOptions, type ParsedCardFormOptions } from '../client/cardFormOptions';
import type { PaymentClient } from '../client/createPaymentClient';
import type { DropInEvents, ValidityChangeEvent } from '../events/paymentClientEvents';
import { positiveMs } from '../validation/positiveMs';
import { DROP_IN_EVENT_NAMES } from './dropInEvents';
import { recordOf } from '../validation/recordOf';
import { oneOf } from '../validation/oneOf';
import type { Parsed } from '../validation/parsed';
import { missingReturnInfo } from './redirectReturnInfo';
import { CHALLENGE_WINDOWS, type ChallengeWindow } from '../checkout/challengeWindow';

/** What every form method's form shares. */
export interface DropInFormsOptions {
  /** Message overrides by key (`dynamicForm.error.required`, …). */
  texts?: Record<string, string>;
  /** Hears a form's validity change on blur. */
  onValidityChange?: (event: ValidityChangeEvent) => void;
}

/** The options of `client.dropin(options)` and `useDropIn(client, options)`. */
export interface DropInOptions {
  /** Default false: the first option is active until the shopper picks one. */
  preselectFirst?: boolean;
  /** Default true. */
  showLogos?: boolean;
  /** Default true. */
  disablePayButtonUntilValid?: boolean;
  /**
   * The card option's form; its `autoHideTTL` wins over the drop-in's for the card's failures.
   * Its `verifyOnly` makes the whole drop-in a card verification: the card option alone.
   */
  card?: CardFormOptions;
  forms?: DropInFormsOptions;
  /** Default `'frame'`; it applies to the card option and stored cards alike. */
  challengeWindow?: ChallengeWindow;
  /** Text overrides by message key. */
  texts?: Record<string, string>;
  /** Milliseconds before a failure message hides; without it the message stays until dismissed. */
  autoHideTTL?: number;
  /** Shorter polling-redirect timeouts in milliseconds, by method code (e.g. `{ pix: 30000 }`). */
  redirectTimeouts?: Record<string, number>;
  events?: DropInEvents;
}

/** The drop-in's options, field by field: the script tag's UI blocks take them too, but for `card`. */
export const dropInOptionsShape = {
  /** Activates the first option when the list appears. */
  preselectFirst: z._default(z.boolean(), false),
  /** Each option's logo from the assets host beside its name; false shows names only. */
  showLogos: z._default(z.boolean(), true),
  /** false lets the card option's pay button be pressed before the form is valid. */
  disablePayButtonUntilValid: z._default(z.boolean(), true),
  /** Options of the card option's form (the card form options), parsed by parseCardFormOptions. */
  card: z.optional(z.custom<CardFormOptions>()),
  /** What every form method's form shares: message overrides by key, and its validity listener. */
  forms: z.optional(z.strictObject({ texts: z.optional(recordOf(z.string())), onValidityChange: z.optional(callback<NonNullable<DropInFormsOptions['onValidityChange']>>()) })),
  /** 3-D Secure in an in-page frame (default), a full-page popup, or the whole page sent to it and back to `returnInfo`. */
  challengeWindow: z._default(oneOf(CHALLENGE_WINDOWS), 'frame'),
  /**
   * Text overrides by message key for the drop-in's own texts and the messages its options share
   * (result, failure, loader, pay button); the card option's form takes `card.texts`.
   */
  texts: z.optional(recordOf(z.string())),
  /** Hides the failure message after this long; it stays until dismissed without it. */
  autoHideTTL: z.optional(positiveMs()),
  /** Shorter polling-redirect timeouts by method code (e.g. for tests). */
  redirectTimeouts: z.optional(recordOf(positiveMs())),
  events: z.optional(eventsSchema<DropInEvents>(DROP_IN_EVENT_NAMES)),
};

// Strict: an unknown key (a typo, or a card option given beside `card`) throws, naming it.
export const dropInOptionsSchema = z.strictObject(dropInOptionsShape) satisfies z.ZodMiniType<unknown, DropInOptions>;

/** @deprecated The same as `DropInOptions`. */
export type DropInOptionsInput = DropInOptions;
/** The options once parsed, defaults applied, the card option's form options too: only `parseDropInOptions` makes them. */
export type ParsedDropInOptions = Parsed<Omit<z.output<typeof dropInOptionsSchema>, 'card'> & { card: ParsedCardFormOptions }>;

/**
 * Parses a drop-in's options with its `card` options, whether or not the session offers cards
 * (nothing given is silently ignored), and refuses a drop-in whose redirect methods could not
 * bring the shopper back. Called once, where the options are given.
 */
export function parseDropInOptions(input: unknown, client: Pick<PaymentClient, 'session' | 'options'>, root = 'dropInOptions'): ParsedDropInOptions {
  const parsed = dropInOptionsSchema.safeParse(input ?? {});
  if (!parsed.success) throw configurationError(root, parsed.error.issues, dropInOptionsSchema);
  const card = parseCardFormOptions(parsed.data.card, fontHttpOrigin(client.options.environment, client.session.vaultConfiguration.vaultUrl), `${root}.card`);
  const returnIssues = missingReturnInfo(client);
  if (returnIssues.length > 0) throw configurationError('options', returnIssues);
  return { ...parsed.data, card } as ParsedDropInOptions;
}
