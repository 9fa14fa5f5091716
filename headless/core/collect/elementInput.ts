import * as z from 'zod/mini';
import type { ElementDefinition, ElementType } from '../frame/elementDefinition';
import { ELEMENT_TYPES, VALUE_TYPES } from './constants';
import { collectError, isRecord, nonEmptyString, parseField, parseRequiredField } from './configCheck';
import { parseValidationRules } from './validationRules';
import { resolveExpiryDateFormat } from '../card/expiryDateFormat';
import { resolveExpiryYearFormat } from '../card/expiryYearFormat';

/** What a merchant passes to `container.create` (PC-COLLECT-1), before the checks of PC-COLLECT-6 to PC-COLLECT-9. */
export interface ElementInput {
  table: string;
  column: string;
  type: ElementType;
  /** Unique within the container; defaults to "{table}.{column}". Cannot change later. */
  name?: string;
  label?: string;
  placeholder?: string;
  required?: boolean;
  enableCardIcon?: boolean;
  validations?: unknown[];
  /** The submitted value of a RADIO or CHECKBOX. */
  value?: string;
  /** Choices of a DROPDOWN. */
  options?: { text: string; value: string }[];
  /**
   * EXPIRATION_DATE: MM/YY (default), YYYY/MM, YY/MM or MM/YYYY, as the card form's
   * `expiryDateFormat`; EXPIRATION_YEAR: YY (default) or YYYY. Another value falls back to the
   * default with a warning.
   */
  format?: string;
}

const elementType = z.enum(ELEMENT_TYPES, `must be one of ${ELEMENT_TYPES.join(', ')}`);
const optionalText = z.optional(z.string('must be a string'));
const dropdownOptions = z
  .array(z.object({ text: z.string('must be a string'), value: z.string('must be a string') }, 'must be an object {text, value}'), 'must be a non-empty array of {text, value}')
  .check(z.minLength(1, 'must be a non-empty array of {text, value}'));

export interface ElementContext {
  /** Position in the container, for error paths. */
  index: number;
  /** Names other elements of the container already use. */
  takenNames: ReadonlySet<string>;
  /** Hears a format that falls back to the default (PC-CARD-11, PC-CARD-12). */
  warn?: (message: string) => void;
}

/** The element's expiry format, resolved as the card form resolves its own (PC-CARD-11, PC-CARD-12). */
function expiryFormat(type: ElementType, format: unknown, at: string, warn: ElementContext['warn']): ElementDefinition['format'] {
  const choice = type === 'EXPIRATION_DATE' ? resolveExpiryDateFormat(format) : type === 'EXPIRATION_YEAR' ? resolveExpiryYearFormat(format) : null;
  if (choice === null) {
    if (format !== undefined) throw collectError('INVALID_ELEMENT', `${at}.format`, 'applies only to EXPIRATION_DATE and EXPIRATION_YEAR elements');
    return undefined;
  }
  if (choice.warning) warn?.(`${at}.format: ${choice.warning}`);
  return choice.format;
}

/** Checks one element's configuration (PC-COLLECT-6, PC-COLLECT-7, PC-COLLECT-9) and returns what the frame renders. */
export function parseElementInput(input: unknown, { index, takenNames, warn }: ElementContext): ElementDefinition {
  const at = `elements[${index}]`;
  if (!isRecord(input)) throw collectError('INVALID_ELEMENT', at, 'must be an object with table, column and type');

  const type = parseRequiredField(elementType, input.type, { missing: 'MISSING_ELEMENT_TYPE', invalid: 'INVALID_ELEMENT_TYPE' }, `${at}.type`, 'the kind of field to render');
  const table = parseRequiredField(nonEmptyString(), input.table, { missing: 'MISSING_TABLE', invalid: 'INVALID_TABLE' }, `${at}.table`, 'the vault table the value is stored in');
  const column = parseRequiredField(nonEmptyString(), input.column, { missing: 'MISSING_COLUMN', invalid: 'INVALID_COLUMN' }, `${at}.column`, 'the vault column the value is stored in');

  const name = input.name === undefined ? `${table}.${column}` : parseField(nonEmptyString(), input.name, 'INVALID_ELEMENT_NAME', `${at}.name`);
  if (takenNames.has(name)) {
    throw collectError('DUPLICATE_ELEMENT_NAME', `${at}.name`, `"${name}" is already used by another element of this container; give each element a unique name`);
  }

  const definition: ElementDefinition = {
    name,
    type,
    table,
    column,
    required: parseField(z._default(z.boolean('must be a boolean'), false), input.required, 'INVALID_REQUIRED', `${at}.required`),
    enableCardIcon: parseField(z._default(z.boolean('must be a boolean'), true), input.enableCardIcon, 'INVALID_ENABLE_CARD_ICON', `${at}.enableCardIcon`),
    validations: parseValidationRules(input.validations, `${at}.validations`, name, type),
  };
  const label = parseField(optionalText, input.label, 'INVALID_ELEMENT', `${at}.label`);
  const placeholder = parseField(optionalText, input.placeholder, 'INVALID_ELEMENT', `${at}.placeholder`);
  const format = expiryFormat(type, input.format, at, warn);
  if (format !== undefined) definition.format = format;
  if (label !== undefined) definition.label = label;
  if (placeholder !== undefined) definition.placeholder = placeholder;

  if (VALUE_TYPES.includes(type)) {
    definition.value = parseRequiredField(nonEmptyString(), input.value, { missing: 'MISSING_ELEMENT_VALUE', invalid: 'INVALID_ELEMENT_VALUE' }, `${at}.value`, `a ${type} submits this value when checked`);
  } else if (input.value !== undefined) {
    throw collectError('INVALID_ELEMENT_VALUE', `${at}.value`, `applies only to ${VALUE_TYPES.join(' and ')} elements`);
  }

  if (type === 'DROPDOWN') {
    definition.options = parseField(dropdownOptions, input.options, 'INVALID_DROPDOWN_OPTIONS', `${at}.options`);
  } else if (input.options !== undefined) {
    throw collectError('INVALID_DROPDOWN_OPTIONS', `${at}.options`, 'applies only to DROPDOWN elements');
  }
  return definition;
}
