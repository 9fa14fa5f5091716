import * as z from 'zod/mini';
import { CARD_ELEMENT_TYPES } from './elementTypes';
import { parserByType, type MessageOf } from './parserByType';
import { matches } from '../validation/matches';
import { recordOf } from '../validation/recordOf';

const elementType = z.enum(CARD_ELEMENT_TYPES);
const bin = () => matches(/^\d{6,8}$/, 'must be 6 to 8 digits');

export const elementStateSchema = z.object({
  isEmpty: z.boolean(),
  isComplete: z.boolean(),
  isValid: z.boolean(),
  isFocused: z.boolean(),
  isRequired: z.boolean(),
  network: z.nullable(z.string()),
  /** Card number only: the first 6 digits, or 8 once 16 or more are typed (SECURITY.md item 5). */
  bin: z.optional(bin()),
});

export const collectResultSchema = z.object({
  id: z.string(),
  tokens: recordOf(z.string()),
  bin: bin(),
  lastFour: matches(/^\d{4}$/, 'must be four digits'),
  network: z.nullable(z.string()),
});

/** Frame → parent, one schema per `type`. No variant carries a card number, expiry, CVC or name. */
const frameMessages = {
  ready: z.object({ type: z.enum(['ready']) }),
  element: z.object({
    type: z.enum(['element']),
    event: z.enum(['CHANGE', 'FOCUS', 'BLUR']),
    element: elementType,
    state: elementStateSchema,
  }),
  submit: z.object({ type: z.enum(['submit']) }),
  resize: z.object({ type: z.enum(['resize']), height: z.number().check(z.refine((height) => height >= 0, 'must not be negative')) }),
  collected: z.object({ type: z.enum(['collected']), requestId: z.string(), result: collectResultSchema }),
  collectFailed: z.object({
    type: z.enum(['collectFailed']),
    requestId: z.string(),
    error: z.object({ code: z.string(), message: z.string() }),
  }),
};

export const frameMessageSchema = parserByType(frameMessages);

export type { FrameConfiguration, ParentMessage } from './parentMessageSchema';
export type FrameMessage = MessageOf<typeof frameMessages>;
export type CollectResult = z.infer<typeof collectResultSchema>;
