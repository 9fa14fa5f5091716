import * as z from 'zod/mini';
import { CARD_ELEMENT_TYPES } from './elementTypes';
import { STYLE_STATES } from './styleAllowList';

const elementType = z.enum(CARD_ELEMENT_TYPES);

export const elementStateSchema = z.object({
  isEmpty: z.boolean(),
  isComplete: z.boolean(),
  isValid: z.boolean(),
  isFocused: z.boolean(),
  isRequired: z.boolean(),
  network: z.nullable(z.string()),
  /** Card number only: the first 6 digits, or 8 once 16 or more are typed (SECURITY.md item 5). */
  bin: z.optional(z.string().check(z.regex(/^\d{6,8}$/))),
});

export const frameConfigurationSchema = z.object({
  locale: z.enum(['en', 'ar']),
  /** Labels, placeholders and error texts, already translated by the SDK. */
  texts: z.record(z.string(), z.string()),
  showCardholderName: z.boolean(),
  expiryFields: z.enum(['single', 'split']),
  /** Shows the network icon beside the number (section 5 enableCardIcon, default true). */
  enableCardIcon: z.boolean(),
  /** Theme tokens as CSS custom properties, filtered by the frame's allow-list again. */
  variables: z.optional(z.record(z.string(), z.string())),
  /** Field styles per state, already allow-listed by the SDK and filtered again by the frame. */
  styles: z.optional(z.partialRecord(z.enum(STYLE_STATES), z.record(z.string(), z.string()))),
});

/** Parent → frame. */
export const parentMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('configure'), configuration: frameConfigurationSchema }),
  z.object({ type: z.literal('collect'), requestId: z.string(), vaultToken: z.string() }),
  z.object({ type: z.literal('focus'), element: elementType }),
  /** The BIN lookup's network, which wins over detection by leading digits. */
  z.object({ type: z.literal('network'), network: z.nullable(z.string().check(z.regex(/^[a-z]{2,20}$/))) }),
]);

export const collectResultSchema = z.object({
  id: z.string(),
  tokens: z.record(z.string(), z.string()),
  bin: z.string().check(z.regex(/^\d{6,8}$/)),
  lastFour: z.string().check(z.regex(/^\d{4}$/)),
  network: z.nullable(z.string()),
});

/** Frame → parent. No variant carries a card number, expiry, CVC or name. */
export const frameMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready') }),
  z.object({
    type: z.literal('element'),
    event: z.enum(['CHANGE', 'FOCUS', 'BLUR']),
    element: elementType,
    state: elementStateSchema,
  }),
  z.object({ type: z.literal('submit') }),
  z.object({ type: z.literal('resize'), height: z.number().check(z.nonnegative()) }),
  z.object({ type: z.literal('collected'), requestId: z.string(), result: collectResultSchema }),
  z.object({
    type: z.literal('collectFailed'),
    requestId: z.string(),
    error: z.object({ code: z.string(), message: z.string(), fields: z.optional(z.array(z.string())) }),
  }),
]);

export type FrameConfiguration = z.infer<typeof frameConfigurationSchema>;
export type ParentMessage = z.infer<typeof parentMessageSchema>;
export type FrameMessage = z.infer<typeof frameMessageSchema>;
export type CollectResult = z.infer<typeof collectResultSchema>;
