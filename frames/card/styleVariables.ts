/**
 * Merchant theme tokens reach the frame only as CSS custom properties named `--pc-*`,
 * with values that cannot load resources or break out of the declaration (SEC-7).
 */
import { isAllowedStyleValue } from '../../headless/core/frame/styleAllowList';

const NAME = /^--pc-[a-z0-9-]{1,40}$/;

export function allowedVariables(variables: Record<string, string> | undefined): [string, string][] {
  if (!variables) return [];
  return Object.entries(variables).filter(([name, value]) => NAME.test(name) && isAllowedStyleValue(value));
}
