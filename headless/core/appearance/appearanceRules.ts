import { cssPropertyName, isAllowedStyleValue, STYLE_STATES } from '../frame/styleAllowList';
import { RULE_SELECTOR, type AppearanceRules } from './appearanceSchema';

/**
 * `.Name--state:pseudo` → `.pc-Name[data-state]:pseudo`: rules target the kit's stable class
 * names and data-* state attributes, so they survive markup changes. Null for anything else.
 */
export function ruleSelector(selector: string): string | null {
  const match = RULE_SELECTOR.exec(selector);
  return match && `.pc-${match[1]}${match[2] ? `[data-${match[2]}]` : ''}${match[3] ?? ''}`;
}

/** The rules as a stylesheet for the merchant's page; declarations that could load or break out are dropped. */
export function appearanceStyleSheet(rules: AppearanceRules | undefined): string {
  let css = '';
  for (const [selector, declarations] of Object.entries(rules ?? {})) {
    const target = ruleSelector(selector);
    for (const [property, value] of Object.entries(declarations)) {
      if (target && /^[a-zA-Z-]+$/.test(property) && isAllowedStyleValue(value)) css += `${target}{${cssPropertyName(property)}:${value}}`;
    }
  }
  return css;
}

/**
 * The `.Input` rules (`.Input`, `.Input:focus`, `.Input--invalid|complete|empty`) as the card
 * frame's field styles, under the card form's explicit `styles`, which win. The frame's allow-list
 * filters the result (cardFormController and the frame both apply it).
 */
export function frameFieldStyles(rules: AppearanceRules | undefined, styles?: Record<string, Record<string, string>>) {
  return Object.fromEntries(
    STYLE_STATES.map((state) => [state, { ...rules?.[state === 'base' ? '.Input' : state === 'focus' ? '.Input:focus' : `.Input--${state}`], ...styles?.[state] }]),
  );
}
