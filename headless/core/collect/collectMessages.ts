import * as z from 'zod/mini';
import { integer } from '../validation/integer';
import type { ElementDefinition } from '../frame/elementDefinition';
import { elementStateSchema } from '../frame/messages';
import { ELEMENT_EVENTS } from '../frame/elementTypes';
import { ENVIRONMENTS } from '../client/clientConstants';
import { ELEMENT_TYPES } from './constants';
import { EXPIRY_DATE_FORMATS } from '../card/expiryDateFormat';
import { EXPIRY_YEAR_FORMATS } from '../card/expiryYearFormat';

/*
 * Messages between a collect container and its secure frame, in the shared envelope of
 * `frame/channel.ts`. The SDK parses frame → parent messages with `collectFrameMessageSchema`;
 * the frame parses parent → frame messages with the hand-written `collectMessageParser` (no zod
 * in the frame), which a test holds to `collectParentMessageSchema`.
 */

const compilesAsRegex = (source: string) => {
  try {
    new RegExp(source);
    return true;
  } catch {
    return false;
  }
};

/**
 * Parent → frame. Built in a pure function call: the SDK only sends these messages, so the
 * schema (which defines their types and holds the frame's parser to them) stays out of its bundle.
 */
export const collectParentMessageSchema = /* @__PURE__ */ (() => {
  const ruleError = z.optional(z.string());
  const lengthBound = z.optional(integer().check(z.nonnegative()));
  const validationRule = z.discriminatedUnion('type', [
    z.object({ type: z.literal('REGEX_MATCH_RULE'), params: z.object({ regex: z.string().check(z.refine(compilesAsRegex)), error: ruleError }) }),
    z.object({ type: z.literal('LENGTH_MATCH_RULE'), params: z.object({ min: lengthBound, max: lengthBound, error: ruleError }) }),
    z.object({ type: z.literal('ELEMENT_VALUE_MATCH_RULE'), params: z.object({ element: z.string(), error: ruleError }) }),
  ]);
  const elementDefinition = z.object({
    name: z.string().check(z.minLength(1)),
    type: z.enum(ELEMENT_TYPES),
    table: z.string(),
    column: z.string(),
    label: z.optional(z.string()),
    placeholder: z.optional(z.string()),
    required: z.boolean(),
    enableCardIcon: z.boolean(),
    validations: z.array(validationRule),
    value: z.optional(z.string()),
    options: z.optional(z.array(z.object({ text: z.string(), value: z.string() }))),
    format: z.optional(z.enum([...EXPIRY_DATE_FORMATS, ...EXPIRY_YEAR_FORMATS])),
  });
  return z.discriminatedUnion('type', [
    z.object({
      type: z.literal('configure'),
      env: z.enum(ENVIRONMENTS),
      locale: z.enum(['en', 'ar']),
      rows: z.array(z.array(elementDefinition)),
    }),
    z.object({ type: z.literal('update'), element: elementDefinition }),
    /** TEST only; the frame ignores it in PRODUCTION as well. */
    z.object({ type: z.literal('setValue'), name: z.string(), value: z.string() }),
    z.object({ type: z.literal('clearValue'), name: z.string() }),
    z.object({ type: z.literal('reset') }),
    /** The merchant's getBearerToken failed: the frame tells the shopper their details were not sent. */
    z.object({ type: z.literal('bearerTokenFailed') }),
    z.object({ type: z.literal('validate'), requestId: z.string() }),
    z.object({
      type: z.literal('collect'),
      requestId: z.string(),
      vaultToken: z.string(),
      tokens: z.boolean(),
      /** Values already turned into strings by the SDK: the vault stores strings only. */
      additionalFields: z.optional(
        z.object({ records: z.array(z.object({ table: z.string(), fields: z.record(z.string(), z.string()), skyflowID: z.optional(z.string()) })) }),
      ),
      upsert: z.optional(z.array(z.object({ table: z.string(), column: z.string() }))),
    }),
  ]);
})();

export type CollectParentMessage = z.infer<typeof collectParentMessageSchema>;

// The frame renders what the container checked: the schema and the type must not drift apart.
type Flat<T> = { [K in keyof T]: T[K] };
type Same<A, B> = (<T>() => T extends Flat<A> ? 1 : 2) extends <T>() => T extends Flat<B> ? 1 : 2 ? true : false;
const definitionMatchesType: Same<Extract<CollectParentMessage, { type: 'update' }>['element'], ElementDefinition> = true;
void definitionMatchesType;

/** Failure codes the frame may answer a collect with. */
export const COLLECT_FAILURE_CODES = ['VALIDATION_FAILED', 'INVALID_ADDITIONAL_FIELDS', 'NETWORK_ERROR', 'CONNECTION_ERROR'] as const;

export const collectElementStateSchema = z.extend(elementStateSchema, {
  /** Non-card types in TEST only (SEC-5). */
  value: z.optional(z.string()),
});

/** Frame → parent. No variant carries a card number, expiry, CVC, PIN or name. */
export const collectFrameMessageSchema = z.discriminatedUnion('type', [
  /** The frame listens: the SDK sends `configure`, then any queued operation. */
  z.object({ type: z.literal('ready') }),
  /** Every element is rendered. */
  z.object({ type: z.literal('rendered') }),
  z.object({ type: z.literal('element'), name: z.string(), event: z.enum(ELEMENT_EVENTS), state: collectElementStateSchema }),
  z.object({ type: z.literal('resize'), height: z.number().check(z.nonnegative()) }),
  z.object({ type: z.literal('validated'), requestId: z.string(), isValid: z.boolean(), invalidElements: z.array(z.string()) }),
  z.object({
    type: z.literal('collected'),
    requestId: z.string(),
    records: z.array(z.object({ table: z.string(), skyflowID: z.string(), fields: z.optional(z.record(z.string(), z.string())) })),
  }),
  z.object({
    type: z.literal('collectFailed'),
    requestId: z.string(),
    error: z.object({
      code: z.enum(COLLECT_FAILURE_CODES),
      message: z.string(),
      status: z.optional(integer()),
      requestId: z.optional(z.string()),
    }),
  }),
]);

export type CollectFrameMessage = z.infer<typeof collectFrameMessageSchema>;
export type CollectConfigureMessage = Extract<CollectParentMessage, { type: 'configure' }>;
export type CollectMessageRequest = Extract<CollectParentMessage, { type: 'collect' }>;
export type CollectFailureCode = (typeof COLLECT_FAILURE_CODES)[number];
