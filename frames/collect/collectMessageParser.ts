import type { ElementDefinition, ValidationRule } from '../../headless/core/frame/elementDefinition';
import type { CollectParentMessage } from '../../headless/core/collect/collectMessages';
import { ENVIRONMENTS } from '../../headless/core/client/clientConstants';
import { ELEMENT_TYPES } from '../../headless/core/collect/constants';
import { EXPIRY_DATE_FORMATS } from '../../headless/core/card/expiryDateFormat';
import { EXPIRY_YEAR_FORMATS } from '../../headless/core/card/expiryYearFormat';

/**
 * The collect frame's parser for parent → frame messages. It accepts exactly what
 * `collectParentMessageSchema` accepts (a test holds them together) without bundling zod into
 * the frame, which must stay within its size budget. Unknown keys are dropped, as zod does.
 */
type Parsed = { success: true; data: CollectParentMessage } | { success: false };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isString = (value: unknown): value is string => typeof value === 'string';
const isOptionalString = (value: unknown): value is string | undefined => value === undefined || isString(value);
const isBound = (value: unknown): value is number | undefined => value === undefined || (Number.isSafeInteger(value) && (value as number) >= 0);
const isStringRecord = (value: unknown): value is Record<string, string> => isRecord(value) && Object.values(value).every(isString);
const isOneOf = <T>(list: readonly T[], value: unknown): value is T => (list as readonly unknown[]).includes(value);

/** Copies the keys that are present, so absent optional keys stay absent. */
function pick<T extends object>(source: Record<string, unknown>, keys: (keyof T & string)[]): T {
  const out: Record<string, unknown> = {};
  for (const key of keys) if (source[key] !== undefined) out[key] = source[key];
  return out as T;
}

/** Maps every item, or answers null as soon as one is malformed. */
function all<T>(value: unknown, parse: (item: unknown) => T | null): T[] | null {
  if (!Array.isArray(value)) return null;
  const out: T[] = [];
  for (const item of value) {
    const parsed = parse(item);
    if (parsed === null) return null;
    out.push(parsed);
  }
  return out;
}

function compiles(source: string): boolean {
  try {
    new RegExp(source);
    return true;
  } catch {
    return false;
  }
}

function parseRule(value: unknown): ValidationRule | null {
  if (!isRecord(value) || !isRecord(value.params) || !isOptionalString(value.params.error)) return null;
  const { params } = value;
  switch (value.type) {
    case 'REGEX_MATCH_RULE':
      return isString(params.regex) && compiles(params.regex) ? { type: value.type, params: pick(params, ['regex', 'error']) } : null;
    case 'LENGTH_MATCH_RULE':
      return isBound(params.min) && isBound(params.max) ? { type: value.type, params: pick(params, ['min', 'max', 'error']) } : null;
    case 'ELEMENT_VALUE_MATCH_RULE':
      return isString(params.element) ? { type: value.type, params: pick(params, ['element', 'error']) } : null;
    default:
      return null;
  }
}

const parseOption = (value: unknown) => (isRecord(value) && isString(value.text) && isString(value.value) ? { text: value.text, value: value.value } : null);

function parseElement(value: unknown): ElementDefinition | null {
  if (!isRecord(value)) return null;
  const { name, type, table, column, label, placeholder, required, enableCardIcon } = value;
  if (!isString(name) || name === '' || !isOneOf(ELEMENT_TYPES, type) || !isString(table) || !isString(column)) return null;
  if (!isOptionalString(label) || !isOptionalString(placeholder) || !isOptionalString(value.value)) return null;
  if (typeof required !== 'boolean' || typeof enableCardIcon !== 'boolean') return null;
  if (value.format !== undefined && !isOneOf([...EXPIRY_DATE_FORMATS, ...EXPIRY_YEAR_FORMATS], value.format)) return null;
  const validations = all(value.validations, parseRule);
  const options = value.options === undefined ? undefined : all(value.options, parseOption);
  if (!validations || options === null) return null;
  return { ...pick<ElementDefinition>(value, ['name', 'type', 'table', 'column', 'label', 'placeholder', 'required', 'enableCardIcon', 'value', 'format']), validations, ...(options ? { options } : {}) };
}

const parseAdditionalRecord = (value: unknown) =>
  isRecord(value) && isString(value.table) && isStringRecord(value.fields) && isOptionalString(value.skyflowID)
    ? pick<{ table: string; fields: Record<string, string>; skyflowID?: string }>(value, ['table', 'fields', 'skyflowID'])
    : null;

const parseUpsert = (value: unknown) => (isRecord(value) && isString(value.table) && isString(value.column) ? { table: value.table, column: value.column } : null);

function parseCollect(value: Record<string, unknown>): CollectParentMessage | null {
  const { requestId, vaultToken, tokens, additionalFields, upsert } = value;
  if (!isString(requestId) || !isString(vaultToken) || typeof tokens !== 'boolean') return null;
  const message: Extract<CollectParentMessage, { type: 'collect' }> = { type: 'collect', requestId, vaultToken, tokens };
  if (additionalFields !== undefined) {
    const records = isRecord(additionalFields) ? all(additionalFields.records, parseAdditionalRecord) : null;
    if (!records) return null;
    message.additionalFields = { records };
  }
  if (upsert !== undefined) {
    const options = all(upsert, parseUpsert);
    if (!options) return null;
    message.upsert = options;
  }
  return message;
}

function parse(value: unknown): CollectParentMessage | null {
  if (!isRecord(value)) return null;
  switch (value.type) {
    case 'configure': {
      const { env, locale } = value;
      const rows = all(value.rows, (row) => all(row, parseElement));
      return isOneOf(ENVIRONMENTS, env) && (locale === 'en' || locale === 'ar') && rows ? { type: 'configure', env, locale, rows } : null;
    }
    case 'update': {
      const element = parseElement(value.element);
      return element ? { type: 'update', element } : null;
    }
    case 'setValue':
      return isString(value.name) && isString(value.value) ? { type: 'setValue', name: value.name, value: value.value } : null;
    case 'clearValue':
      return isString(value.name) ? { type: 'clearValue', name: value.name } : null;
    case 'reset':
      return { type: 'reset' };
    case 'bearerTokenFailed':
      return { type: 'bearerTokenFailed' };
    case 'validate':
      return isString(value.requestId) ? { type: 'validate', requestId: value.requestId } : null;
    case 'collect':
      return parseCollect(value);
    default:
      return null;
  }
}

export const collectMessageParser = {
  safeParse(value: unknown): Parsed {
    const data = parse(value);
    return data ? { success: true, data } : { success: false };
  },
};
