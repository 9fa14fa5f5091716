import type { ExpiryDateFormat, ExpiryYearFormat } from '../card';
import type { CardElementType } from './elementTypes';

/** Element types (PC-COLLECT-1) beyond the card fields, as collect containers name them. */
export const OTHER_ELEMENT_TYPES = ['TEXTAREA', 'CHECKBOX', 'RADIO', 'DROPDOWN'] as const;
export type OtherElementType = (typeof OTHER_ELEMENT_TYPES)[number];
export type ElementType = CardElementType | 'INPUT_FIELD' | 'PIN' | OtherElementType;

export const VALIDATION_RULE_TYPES = ['REGEX_MATCH_RULE', 'LENGTH_MATCH_RULE', 'ELEMENT_VALUE_MATCH_RULE'] as const;
export type ValidationRuleType = (typeof VALIDATION_RULE_TYPES)[number];

/** A merchant validation rule, already checked by the container (PC-COLLECT-6). */
export type ValidationRule =
  | { type: 'REGEX_MATCH_RULE'; params: { regex: string; error?: string } }
  | { type: 'LENGTH_MATCH_RULE'; params: { min?: number; max?: number; error?: string } }
  | { type: 'ELEMENT_VALUE_MATCH_RULE'; params: { element: string; error?: string } };

/**
 * One element as the secure frame renders it: everything here has passed the container's
 * configuration checks, so the frame trusts its shape (it still parses it).
 */
export interface ElementDefinition {
  /** Unique within the container; never changes after creation. */
  name: string;
  type: ElementType;
  table: string;
  column: string;
  label?: string;
  placeholder?: string;
  required: boolean;
  enableCardIcon: boolean;
  validations: ValidationRule[];
  /** The submitted value of a radio or checkbox. */
  value?: string;
  /** Choices of a dropdown. */
  options?: { text: string; value: string }[];
  /** EXPIRATION_DATE: the card form's four date formats (MM/YY default); EXPIRATION_YEAR: YY (default) or YYYY. */
  format?: ExpiryDateFormat | ExpiryYearFormat;
}
