import * as z from 'zod/mini';
import type { PaymentClient } from '../client/createPaymentClient';
import { configurationError } from '../errors/describeIssues';
import { dropInOptionsShape, parseDropInOptions, type DropInOptions, type ParsedDropInOptions } from '../dropIn/dropInOptions';
import { buildPaymentOptions } from '../dropIn/paymentOptions';
import { oneOf } from '../validation/oneOf';
import { PAYMENT_BLOCKS, type PaymentBlockName } from './paymentBlocks';

/**
 * The options of a block (`client.googlePayButton(options)`, ...): the drop-in's, but for `card`
 * (a block shows no card form of its own), plus what picks the block's method or card form.
 */
export interface PaymentBlockOptions extends Omit<DropInOptions, 'card'> {
  /** `genericRedirectButton` and `dynamicElement`: the session's method to pay with; default its first of the kind. */
  paymentMethodCode?: string;
  /** `paymentButton` (required): the `client.cardForm()` this button pays, created but not mounted yet. */
  cardForm?: object;
}

export interface ParsedBlockOptions {
  /** The method the block pays with; none for the saved card list and the payment button. */
  paymentMethodCode?: string;
  cardForm?: object;
  /** Its drop-in options, parsed as `dropin()` parses them. */
  dropIn: ParsedDropInOptions;
}

// A block shows no card form of its own, so `card` is refused as any unknown option is.
const { card, ...blockShape } = dropInOptionsShape;

/**
 * Parses a block's options when the block is created, so bad input throws `PaymentClientError`
 * naming the field (`googlePayButtonOptions.events.onAuthorizeSuccess`) and nothing mounts.
 * `canPair` tells a card form this button may pay from anything else.
 */
export function parseBlockOptions(block: PaymentBlockName, input: unknown, client: Pick<PaymentClient, 'session' | 'options'>, canPair: (cardForm: unknown) => boolean): ParsedBlockOptions {
  const root = `${block}Options`;
  const kind: string = PAYMENT_BLOCKS[block];
  // The session's methods of the block's kind: a redirect button and a dynamic element pay with one of them.
  const methods = buildPaymentOptions(client.session, new Set()).flatMap((option) => (option.kind === kind && !option.instrument ? [option.paymentMethodCode] : []));
  const picksMethod = kind === 'redirect' || kind === 'form';
  // The drop-in's options and the block's own one; in any other block, that one is an unknown option, refused as such.
  const schema = z.strictObject({
    ...blockShape,
    ...(block === 'paymentButton' && { cardForm: z.custom<object>(canPair, 'must be a card form of this client, not mounted and not paired yet') }),
    ...(picksMethod && { paymentMethodCode: z.optional(methods.length > 0 ? oneOf(methods) : z.custom<string>(() => false, 'is not a method of the session')) }),
  });
  const parsed = schema.safeParse(input ?? {});
  if (!parsed.success) throw configurationError(root, parsed.error.issues, schema);
  const { paymentMethodCode, cardForm, ...dropIn } = parsed.data as PaymentBlockOptions;
  // Without paymentMethodCode, the session's first method of the kind; a wallet's method is the block's; the saved card list and the payment button have none.
  const method = picksMethod ? (paymentMethodCode ?? methods[0]) : kind === 'card' || kind === 'storedInstrument' ? undefined : kind;
  // Only the block's own method counts, e.g. for the return URLs a page-leaving method needs.
  const session = { ...client.session, paymentMethods: client.session.paymentMethods.filter((option) => option.paymentMethodCode === method) };
  return { paymentMethodCode: method, cardForm, dropIn: parseDropInOptions(dropIn, { session, options: client.options }, root) };
}
