import type { ConditionalBranch, ConditionalRule, FormDefinition } from './formDefinition';
import { isEmptyValue } from './validateFieldValue';

/** Which fields show, in position order, and which of them are required for the current values. */
export interface FormLayout {
  visible: readonly string[];
  required: readonly string[];
}

function ruleHolds(rule: ConditionalRule, valueOf: (field: string) => string): boolean {
  return rule.conditions.every(({ field, values, mustBePresent }) => {
    const value = valueOf(field);
    if (isEmptyValue(value)) return !mustBePresent;
    return values === undefined || values.includes(value);
  });
}

/**
 * Applies the `if`/`then`/`else` rules (PC-DYNFORM-4): a branch's fields show and its
 * `required` list applies while that branch holds. A hidden field counts as empty, so a field
 * that controls another only does so while it is shown; the rules are re-applied until the
 * visible set settles (bounded, so a schema whose rules contradict each other still ends).
 */
export function formLayout(definition: FormDefinition, values: Readonly<Record<string, string>>): FormLayout {
  let shown = new Set(definition.alwaysVisible);
  let branches: ConditionalBranch[] = [];
  for (let round = 0; round <= definition.rules.length; round += 1) {
    const valueOf = (field: string) => (shown.has(field) ? (values[field] ?? '') : '');
    branches = definition.rules.map((rule) => (ruleHolds(rule, valueOf) ? rule.then : rule.else));
    const next = new Set([...definition.alwaysVisible, ...branches.flatMap((branch) => branch.fields)]);
    const settled = next.size === shown.size && [...next].every((field) => shown.has(field));
    shown = next;
    if (settled) break;
  }
  const required = new Set([...definition.required, ...branches.flatMap((branch) => branch.required)]);
  const visible = definition.fields.map((field) => field.name).filter((name) => shown.has(name));
  return { visible, required: visible.filter((name) => required.has(name)) };
}
