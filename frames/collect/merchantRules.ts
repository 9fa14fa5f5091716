import { isProbingMatch, UNMATCHABLE_TYPES } from '../../headless/core/collect/constants';
import type { ElementType, ValidationRule } from '../../headless/core/frame/elementDefinition';
import type { FrameText } from './collectFrameTexts';

/** The whole value must match, not a part of it. */
function matchesWhole(source: string, value: string): boolean {
  try {
    return new RegExp(`^(?:${source})$`).test(value);
  } catch {
    // The container and the parser refuse such a rule; a value cannot pass one that slips by.
    return false;
  }
}

/**
 * The error of the first merchant rule the value breaks, or null when it passes them all.
 * Each rule's own `error` text wins over the catalog's default; lengths count characters,
 * not UTF-16 units. `valueOf` answers another element's stored value in the same frame.
 */
export function merchantRuleError(
  rules: readonly ValidationRule[],
  value: string,
  valueOf: (name: string) => string | undefined,
  text: FrameText,
): string | null {
  for (const rule of rules) {
    const { error } = rule.params;
    switch (rule.type) {
      case 'REGEX_MATCH_RULE':
        if (!matchesWhole(rule.params.regex, value)) return error ?? text('collect.error.invalid');
        break;
      case 'LENGTH_MATCH_RULE': {
        const length = [...value].length;
        const { min, max } = rule.params;
        if (min !== undefined && length < min) return error ?? text('collect.error.tooShort');
        if (max !== undefined && length > max) return error ?? text('collect.error.tooLong');
        break;
      }
      case 'ELEMENT_VALUE_MATCH_RULE':
        if (valueOf(rule.params.element) !== value) return error ?? text('collect.error.mismatch');
        break;
    }
  }
  return null;
}

/**
 * The rules the frame applies: none on a card number, CVC or PIN, and no match rule with one of
 * them on the other side (the SDK refuses both; a page that goes around the SDK gets no validity
 * bit from them).
 */
export function applicableRules(rules: readonly ValidationRule[], ownerType: ElementType, typeOf: (name: string) => ElementType | undefined): ValidationRule[] {
  if (UNMATCHABLE_TYPES.includes(ownerType)) return [];
  return rules.filter((rule) => rule.type !== 'ELEMENT_VALUE_MATCH_RULE' || !isProbingMatch(ownerType, typeOf(rule.params.element)));
}
