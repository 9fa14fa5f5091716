import { describe, expectTypeOf, test } from 'vitest';
import type * as z from 'zod/mini';
import { createCardCheckout } from '../../../../headless/core/checkout/cardCheckout';
import { bundledParts } from '../../../../headless/core/checkout/bundledParts';
import { parseCardFormOptions, type cardFormOptionsSchema, type CardFormOptions, type ParsedCardFormOptions } from '../../../../headless/core/client/cardFormOptions';
import type { PaymentClient } from '../../../../headless/core/client/createPaymentClient';
import { createDropIn } from '../../../../headless/core/dropIn/createDropIn';
import { parseDropInOptions, type DropInOptions, type ParsedDropInOptions } from '../../../../headless/core/dropIn/dropInOptions';
import { useCardCheckout } from '../../../../headless/react/useCardCheckout';
import { useDropInCheckout } from '../../../../headless/react/useDropInCheckout';

declare const client: PaymentClient;

// Every field the schema's output has, defaults included, written by hand: only the brand is missing.
const handWritten: z.output<typeof cardFormOptionsSchema> = {
  showCardholderName: false,
  expiryFields: 'single',
  enableCardIcon: true,
  storeInstrument: false,
  installments: true,
  billingAddress: false,
  enrollInstrumentToNetworkOffers: false,
  challengeWindow: 'frame',
};

describe('parsed options are a type only a parse function makes', () => {
  test('the parse functions return parsed options', () => {
    expectTypeOf(parseCardFormOptions({})).toEqualTypeOf<ParsedCardFormOptions>();
    expectTypeOf(parseDropInOptions({}, client)).toEqualTypeOf<ParsedDropInOptions>();
    expectTypeOf(parseDropInOptions({}, client).card).toEqualTypeOf<ParsedCardFormOptions>();
  });

  test('an object written by hand is not parsed options, however complete', () => {
    expectTypeOf(handWritten).not.toExtend<ParsedCardFormOptions>();
    expectTypeOf<CardFormOptions>().not.toExtend<ParsedCardFormOptions>();
    expectTypeOf<DropInOptions>().not.toExtend<ParsedDropInOptions>();
    // @ts-expect-error a hand-written object lacks the brand
    const card: ParsedCardFormOptions = handWritten;
    // @ts-expect-error the drop-in's card options must be parsed too
    const dropIn: ParsedDropInOptions = { ...parseDropInOptions({}, client), card: handWritten };
    expectTypeOf(card).toEqualTypeOf(dropIn.card);
  });

  test('the core and the entries’ inner hooks take parsed options only', () => {
    // @ts-expect-error options as a merchant writes them
    createCardCheckout(client, { billingAddress: true }, bundledParts);
    // @ts-expect-error options as a merchant writes them
    createDropIn(client, { showLogos: false }, { parts: bundledParts });
    // @ts-expect-error options as a merchant writes them
    useCardCheckout(client, handWritten, bundledParts);
    // @ts-expect-error options as a merchant writes them
    useDropInCheckout(client, {}, bundledParts);
    createCardCheckout(client, parseCardFormOptions({ billingAddress: true }), bundledParts);
    createDropIn(client, parseDropInOptions({ showLogos: false }, client), { parts: bundledParts });
  });
});
