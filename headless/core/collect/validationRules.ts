import * as z from 'zod/mini';
import { VALIDATION_RULE_TYPES, type ElementDefinition, type ElementType, type ValidationRule } from '../frame/elementDefinition';
import { collectError, isRecord, nonEmptyString, parseField } from './configCheck';
import { isProbingMatch, UNMATCHABLE_TYPES } from './constants';

const compilesAsRegex = (source: string) => {
  try {
    new RegExp(source);
    return true;
  } catch {
    return false;
  }
};

const errorText = z.optional(z.string('must be a string'));
const lengthBound = z.optional(z.int('must be a non-negative integer').check(z.nonnegative('must be a non-negative integer')));

const regexParams = z.object({
  regex: z.string('must be a regular expression source string').check(z.refine(compilesAsRegex, 'must be a regular expression that compiles')),
  error: errorText,
});

const lengthParams = z
  .object({ min: lengthBound, max: lengthBound, error: errorText })
  .check(
    z.refine((params) => params.min !== undefined || params.max !== undefined, 'needs min or max'),
    z.refine((params) => params.min === undefined || params.max === undefined || params.min <= params.max, 'needs min <= max'),
  );

const matchParams = z.object({ element: nonEmptyString('must name another element of the container'), error: errorText });

/**
 * The merchant's validation rules of one element (PC-COLLECT-6). Whether an
 * ELEMENT_VALUE_MATCH_RULE names an existing element is known only at mount:
 * see `checkMatchTargets`.
 */
export function parseValidationRules(input: unknown, field: string, ownName: string, ownType: ElementType): ValidationRule[] {
  if (input === undefined) return [];
  if (!Array.isArray(input)) throw collectError('INVALID_VALIDATIONS', field, 'must be an array of validation rules');
  return input.map((rule: unknown, index): ValidationRule => {
    const at = `${field}[${index}]`;
    if (!isRecord(rule) || !(VALIDATION_RULE_TYPES as readonly unknown[]).includes(rule.type)) {
      throw collectError('INVALID_VALIDATION_RULE', `${at}.type`, `must be one of ${VALIDATION_RULE_TYPES.join(', ')}`);
    }
    if (!isRecord(rule.params)) throw collectError('INVALID_VALIDATION_PARAMS', `${at}.params`, 'must be an object');
    switch (rule.type) {
      case 'REGEX_MATCH_RULE':
      case 'LENGTH_MATCH_RULE': {
        const code = rule.type === 'REGEX_MATCH_RULE' ? 'INVALID_REGEX_RULE' : 'INVALID_LENGTH_MATCH_RULE';
        // The validity such a rule reports would be a bit of the secret (SEC-23).
        if (UNMATCHABLE_TYPES.includes(ownType)) throw collectError(code, at, `checks a ${ownType} element: a card number, CVC or PIN is checked by its own rules only`);
        return rule.type === 'REGEX_MATCH_RULE'
          ? { type: rule.type, params: parseField(regexParams, rule.params, code, `${at}.params`) }
          : { type: rule.type, params: parseField(lengthParams, rule.params, code, `${at}.params`) };
      }
      default: {
        const params = parseField(matchParams, rule.params, 'INVALID_ELEMENT_VALUE_MATCH_RULE', `${at}.params`);
        if (params.element === ownName) {
          throw collectError('INVALID_ELEMENT_VALUE_MATCH_RULE', `${at}.params.element`, `must name another element, not "${ownName}" itself`);
        }
        return { type: 'ELEMENT_VALUE_MATCH_RULE', params };
      }
    }
  });
}

/**
 * Every ELEMENT_VALUE_MATCH_RULE must name an element of the same container, and neither side
 * may be a card number, CVC or PIN (SEC-23).
 */
export function checkMatchTargets(definitions: readonly ElementDefinition[]): void {
  const types = new Map(definitions.map((definition) => [definition.name, definition.type]));
  definitions.forEach((definition, index) => {
    definition.validations.forEach((rule, ruleIndex) => {
      if (rule.type !== 'ELEMENT_VALUE_MATCH_RULE') return;
      const at = `elements[${index}].validations[${ruleIndex}]`;
      const targetType = types.get(rule.params.element);
      if (targetType === undefined) {
        throw collectError('INVALID_ELEMENT_VALUE_MATCH_RULE', `${at}.params.element`, `names "${rule.params.element}", which is not an element of this container`);
      }
      if (isProbingMatch(definition.type, targetType)) {
        const [field, secretType] = UNMATCHABLE_TYPES.includes(targetType) ? [`${at}.params.element`, targetType] : [at, definition.type];
        throw collectError(
          'INVALID_ELEMENT_VALUE_MATCH_RULE',
          field,
          `compares with a ${secretType} element: a card number, CVC or PIN never takes part in a match rule`,
        );
      }
    });
  });
}
