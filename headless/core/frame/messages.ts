import * as z from 'zod/mini';
import { CARD_ELEMENT_TYPES } from './elementTypes';
import { parserByType, type MessageOf } from './parserByType';
import { matches } from '../validation/matches';
import { recordOf } from '../validation/recordOf';
import { oneOf } from '../validation/oneOf';
import { finiteNumber } from '../validation/finiteNumber';
import { stringOrNull } from '../validation/stringOrNull';

const elementType = oneOf(CARD_ELEMENT_TYPES);
const bin = () => matches(/^\d{6,8}$/, 'must be 6 to 8 digits');

export const elementStateSchema = z.object({
  isEmpty: z.boolean(),
  isComplete: z.boolean(),
  isValid: z.boolean(),
  isFocused: z.boolean(),
  isRequired: z.boolean(),
  network: stringOrNull(),
  /** Card number only: the first 6 digits, or 8 once 16 or more are typed (SEC-5). */
  bin: z.optional(bin()),
  /** Card number only: the BIN, then an X per other digit (the masked display of PC-CARD-6). */
  maskedValue: z.optional(matches(/^(\d{6}X{0,9}|\d{8}X{8,11})$/, 'must be a BIN followed by X')),
});

export const collectResultSchema = z.object({
  id: z.string(),
  tokens: recordOf(z.string()),
  bin: bin(),
  lastFour: matches(/^\d{4}$/, 'must be four digits'),
  network: stringOrNull(),
});

/** Frame → parent, one schema per `type`. No variant carries a card number, expiry, CVC or name. */
const frameMessages = {
  ready: z.object({ type: oneOf(['ready']) }),
  element: z.object({
    type: oneOf(['element']),
    event: oneOf(['CHANGE', 'FOCUS', 'BLUR']),
    element: elementType,
    state: elementStateSchema,
  }),
  submit: z.object({ type: oneOf(['submit']) }),
  resize: z.object({ type: oneOf(['resize']), height: finiteNumber().check(z.refine((height) => height >= 0, 'must not be negative')) }),
  collected: z.object({ type: oneOf(['collected']), requestId: z.string(), result: collectResultSchema }),
  collectFailed: z.object({
    type: oneOf(['collectFailed']),
    requestId: z.string(),
    error: z.object({ code: z.string(), message: z.string() }),
  }),
};

export const frameMessageSchema = parserByType(frameMessages);

export type { FrameConfiguration, ParentMessage } from './parentMessageSchema';
export type FrameMessage = MessageOf<typeof frameMessages>;
export type CollectResult = z.infer<typeof collectResultSchema>;
