import type { CardElementType, ElementState } from '../frame/elementTypes';

export interface CardFormState {
  status: 'loading' | 'ready';
  elements: Partial<Record<CardElementType, ElementState>>;
  /** Every mounted field is non-empty and valid (section 5). */
  isValid: boolean;
}

export const initialCardFormState: CardFormState = { status: 'loading', elements: {}, isValid: false };

export function isCardFormValid(elements: CardFormState['elements']): boolean {
  const states = Object.values(elements);
  return states.length > 0 && states.every((state) => state && state.isValid && (!state.isEmpty || !state.isRequired));
}

export function withElementState(state: CardFormState, element: CardElementType, elementState: ElementState): CardFormState {
  const elements = { ...state.elements, [element]: elementState };
  return { ...state, elements, isValid: isCardFormValid(elements) };
}
