import { CARD_ELEMENT_TYPES } from '../frame/elementTypes';
import { OTHER_ELEMENT_TYPES, type ElementType } from '../frame/elementDefinition';

/** Container mount delay (PC-COLLECT-4). */
export const CONTAINER_MOUNT_DELAY_MS = 50;

/** Logged before the reason an element could not be created (PC-COLLECT-13). */
export const CREATE_ELEMENT_FAILED_MESSAGE = 'Error creating collect element!';

/** COLLECT puts one element per row; COMPOSABLE lays them out as its `layout` says. */
export const CONTAINER_TYPES = ['COLLECT', 'COMPOSABLE'] as const;
export type ContainerType = (typeof CONTAINER_TYPES)[number];

/** Every element type a container can create (PC-COLLECT-1). */
export const ELEMENT_TYPES = [
  ...CARD_ELEMENT_TYPES,
  'INPUT_FIELD',
  'PIN',
  ...OTHER_ELEMENT_TYPES,
] as const satisfies readonly ElementType[];

/**
 * Types whose typed value may reach merchant handlers, and only in TEST: the card fields and
 * the PIN never leave the frame (SEC-5).
 */
export const VALUE_BEARING_TYPES: readonly ElementType[] = ['INPUT_FIELD', ...OTHER_ELEMENT_TYPES];

/** Element types that need a submitted `value` (PC-COLLECT-7). */
export const VALUE_TYPES: readonly ElementType[] = ['RADIO', 'CHECKBOX'];

/**
 * Types whose value no rule may compare with another element: a match rule against one, flipped
 * through guesses, would spell out a card number, CVC or PIN one validity bit at a time.
 */
export const UNMATCHABLE_TYPES: readonly ElementType[] = ['CARD_NUMBER', 'CVV', 'PIN'];

/** True when an ELEMENT_VALUE_MATCH_RULE between these two types could reveal a secret value. */
export const isProbingMatch = (ownerType: ElementType, targetType: ElementType | undefined) =>
  UNMATCHABLE_TYPES.includes(ownerType) || (targetType !== undefined && UNMATCHABLE_TYPES.includes(targetType));
