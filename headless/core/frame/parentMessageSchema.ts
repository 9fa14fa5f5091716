import * as z from 'zod/mini';
import { EXPIRY_DATE_FORMATS, EXPIRY_YEAR_FORMATS } from '../card';
import { CARD_ELEMENT_TYPES } from './elementTypes';
import { VAULT_ID_PATTERN } from './protocol';

/*
 * Parent → frame messages. The frame parses them with the hand-written `parentMessageParser`
 * (no zod in the frame) and the SDK only sends them, so this schema ships in neither bundle:
 * it defines the types and a test holds the parser to it.
 */
const elementType = z.enum(CARD_ELEMENT_TYPES);

export const frameConfigurationSchema = z.object({
  locale: z.enum(['en', 'ar']),
  /** The merchant's overrides of the frame's labels, placeholders and error texts. */
  texts: z.record(z.string(), z.string()),
  showCardholderName: z.boolean(),
  expiryFields: z.enum(['single', 'split']),
  /** Already resolved by the SDK, which warns about an unknown format and uses the default. */
  expiryDateFormat: z.enum(EXPIRY_DATE_FORMATS),
  expiryYearFormat: z.enum(EXPIRY_YEAR_FORMATS),
  /** Shows the network icon beside the number (enableCardIcon, default true: PC-COLLECT-7). */
  enableCardIcon: z.boolean(),
  /** The session's assets host (`vaultConfiguration.links.assets`), where the network icons are. */
  assetsUrl: z.optional(z.string().check(z.regex(/^https?:\/\//))),
  /** Theme tokens as CSS custom properties, filtered by the frame's allow-list again. */
  variables: z.optional(z.record(z.string(), z.string())),
  /** Field styles per state, already allow-listed by the SDK and filtered again by the frame. */
  styles: z.optional(z.record(z.string(), z.record(z.string(), z.string()))),
  /** Web fonts, already checked by the SDK; the frame loads only the ones it allows too. */
  fonts: z.optional(
    z.array(z.object({ family: z.string(), src: z.string(), weight: z.optional(z.string()), style: z.optional(z.enum(['normal', 'italic'])) })),
  ),
});

/** Parent → frame. */
export const parentMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('configure'), configuration: frameConfigurationSchema }),
  /** `vaultId`: the current session's vault, which changes when an expired session is refreshed. */
  z.object({ type: z.literal('collect'), requestId: z.string(), vaultToken: z.string(), vaultId: z.optional(z.string().check(z.regex(VAULT_ID_PATTERN))) }),
  z.object({ type: z.literal('focus'), element: elementType }),
  /** The BIN lookup's network, which wins over detection by leading digits. */
  z.object({ type: z.literal('network'), network: z.nullable(z.string().check(z.regex(/^[a-z]{2,20}$/))) }),
]);

export type FrameConfiguration = z.infer<typeof frameConfigurationSchema>;
export type ParentMessage = z.infer<typeof parentMessageSchema>;
