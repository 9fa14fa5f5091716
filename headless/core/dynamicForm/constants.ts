/**
 * Constants of the dynamic form (PC-DYNFORM-1 to PC-DYNFORM-8).
 * Texts shown to the shopper live in the message catalog (./messages.ts).
 */

/** The schema keyword that orders fields (PC-DYNFORM-3). */
export const POSITION_KEYWORD = 'x-position';

/** Properties that carry the bank holder type (individual/company); they render as tabs. */
export const BANK_HOLDER_TYPE_PROPERTIES: readonly string[] = ['holderType', 'bankHolderType'];

/** PC-DYNFORM-8, logged as an error when a method carries no form schema. */
export const formSchemaNotFound = (paymentMethodCode: string) => `Form schema not found for payment method ${paymentMethodCode}`;

/** PC-DYNFORM-8, logged when the pay button is pressed on a form method whose form is not ready or not valid. */
export const formNotMounted = (paymentMethodCode: string) => `Dynamic form not mounted for payment method ${paymentMethodCode}`;
export const formInvalid = (paymentMethodCode: string) => `Dynamic form invalid for payment method ${paymentMethodCode}: nothing was sent`;

/** Remote `$ref` chains deeper than this are left out, which also stops cycles early. */
export const MAX_REF_DEPTH = 8;

/** Only these protocols are fetched for a remote `$ref` (PC-DYNFORM-7). */
export const REMOTE_REF_PROTOCOLS: readonly string[] = ['https:', 'http:'];
