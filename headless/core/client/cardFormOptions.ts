import * as z from 'zod/mini';
import { configurationError } from '../errors/describeIssues';
import { fontProblem, MAX_FONTS } from '../frame/fonts';
import { eventsSchema } from '../validation/callback';
import type { CardFormEvents } from '../events/paymentClientEvents';
import type { ExpiryDateFormat } from '../card/expiryDateFormat';
import type { ExpiryYearFormat } from '../card/expiryYearFormat';
import type { StyleState } from '../frame/styleAllowList';
import { positiveMs } from '../validation/positiveMs';
import type { Environment } from './clientConstants';
import { recordOf } from '../validation/recordOf';
import { oneOf } from '../validation/oneOf';
import { listOf } from '../validation/listOf';
import type { Parsed } from '../validation/parsed';
import { CHALLENGE_WINDOWS, type ChallengeWindow } from '../checkout/challengeWindow';
import { CARD_FORM_EVENT_NAMES } from './cardFormEventNames';

/** A web font for the frame's fields. */
export interface CardFormFont {
  family: string;
  /** https, or in TEST the sandbox vault's origin. */
  src: string;
  weight?: string;
  style?: 'normal' | 'italic';
}

/** The options of `client.cardForm(options)`, `useCardForm(client, options)` and a drop-in's `card`. */
export interface CardFormOptions {
  /** Default false. */
  showCardholderName?: boolean;
  /** Default `'single'`. */
  expiryFields?: 'single' | 'split';
  /** Default `'MM/YY'`; another value falls back to it with a warning. */
  expiryDateFormat?: ExpiryDateFormat;
  /** Default `'YY'` (split expiry fields); another value falls back to it with a warning. */
  expiryYearFormat?: ExpiryYearFormat;
  /** Default true. */
  enableCardIcon?: boolean;
  /** Default: shown when the session names a holder. */
  showStoreInstrument?: boolean;
  /** The save checkbox's initial state; default false. */
  storeInstrument?: boolean;
  /**
   * Default false. True verifies the card for a session of zero amount and always stores it: no
   * save checkbox, and the pay button says it verifies (a subscription's new card, say).
   */
  verifyOnly?: boolean;
  /** Default true. */
  installments?: boolean;
  /** Default false. */
  billingAddress?: boolean;
  /** Default false. */
  enrollInstrumentToNetworkOffers?: boolean;
  /** Allow-listed CSS declarations per field state. */
  styles?: Partial<Record<StyleState, Record<string, string>>>;
  /** At most 8. */
  fonts?: CardFormFont[];
  /** Text overrides by message key. */
  texts?: Record<string, string>;
  /** Milliseconds before a failure message hides; without it the message stays until dismissed. */
  autoHideTTL?: number;
  /** Default `'frame'`. In a drop-in, the drop-in's own applies. */
  challengeWindow?: ChallengeWindow;
  events?: CardFormEvents;
}

// Strict: an unknown key (a typo such as showCardHolderName) throws, naming it and the nearest known one.
export const cardFormOptionsSchema = z.strictObject({
  showCardholderName: z._default(z.boolean(), false),
  expiryFields: z._default(oneOf(['single', 'split']), 'single'),
  /**
   * MM/YY (default), YYYY/MM, YY/MM or MM/YYYY; anything else falls back to MM/YY with a warning,
   * so any value parses here and is typed as the formats the public type lists.
   */
  expiryDateFormat: z.optional(z.custom<ExpiryDateFormat>()),
  /** YY (default) or YYYY for the split year field; anything else falls back to YY with a warning. */
  expiryYearFormat: z.optional(z.custom<ExpiryYearFormat>()),
  enableCardIcon: z._default(z.boolean(), true),
  /** Shows 'Save instrument for future payments'; by default only when the session names a holder. */
  showStoreInstrument: z.optional(z.boolean()),
  /** The checkbox's initial state. */
  storeInstrument: z._default(z.boolean(), false),
  /** A zero-amount verification that stores the card: no checkbox, a verify button. */
  verifyOnly: z.optional(z.boolean()),
  /** Offers installments when the issuer's country has options (hidden otherwise). */
  installments: z._default(z.boolean(), true),
  /** Adds the country + postal code selector; the form is valid only with a valid address. */
  billingAddress: z._default(z.boolean(), false),
  enrollInstrumentToNetworkOffers: z._default(z.boolean(), false),
  /** Field styles per state; only allow-listed declarations reach the frame (others are dropped). */
  styles: z.optional(recordOf(recordOf(z.string()))),
  /** Web fonts for the frame's fields; sources must be https (or on the sandbox in TEST). */
  fonts: z.optional(
    listOf(z.strictObject({ family: z.string(), src: z.string(), weight: z.optional(z.string()), style: z.optional(oneOf(['normal', 'italic'])) })).check(
      z.refine((fonts) => fonts.length <= MAX_FONTS, `must list at most ${MAX_FONTS} fonts`),
    ),
  ),
  /** Merchant overrides of catalog texts, by message key. */
  texts: z.optional(recordOf(z.string())),
  /** Hides the failure message after this long; it stays until dismissed without it. In a drop-in, the drop-in's own applies. */
  autoHideTTL: z.optional(positiveMs()),
  /** 3-D Secure in an in-page frame (default), a popup opened by the pay click, or the whole page sent to it and back to `returnInfo`. */
  challengeWindow: z._default(oneOf(CHALLENGE_WINDOWS), 'frame'),
  events: z.optional(eventsSchema<CardFormEvents>(CARD_FORM_EVENT_NAMES)),
}) satisfies z.ZodMiniType<unknown, CardFormOptions>;

/** @deprecated The same as `CardFormOptions`. */
export type CardFormOptionsInput = CardFormOptions;
/** The options once parsed, defaults applied: only `parseCardFormOptions` makes them. */
export type ParsedCardFormOptions = Parsed<z.output<typeof cardFormOptionsSchema>>;

/**
 * `fontHttpOrigin` is the one origin plain-http fonts may come from: the sandbox's vault
 * in TEST, none in PRODUCTION. `root` names the options in errors (a drop-in's `card`, say).
 * Called once, where the options are given; what is handed on is typed as parsed.
 */
export function parseCardFormOptions(input: unknown, fontHttpOrigin?: string, root = 'cardFormOptions'): ParsedCardFormOptions {
  const parsed = cardFormOptionsSchema.safeParse(input ?? {});
  if (!parsed.success) throw configurationError(root, parsed.error.issues, cardFormOptionsSchema);
  const fontIssues = (parsed.data.fonts ?? []).flatMap((font, index) => {
    const message = fontProblem(font, fontHttpOrigin);
    return message === null ? [] : [{ code: 'custom', path: ['fonts', index], message }];
  });
  if (fontIssues.length > 0) throw configurationError(root, fontIssues);
  return parsed.data as ParsedCardFormOptions;
}

/** In TEST the sandbox's vault may serve fonts over plain http; PRODUCTION takes https only. */
export function fontHttpOrigin(environment: Environment, vaultUrl: string): string | undefined {
  return environment === 'TEST' ? new URL(vaultUrl).origin : undefined;
}
