import { isAllowedStyleValue } from '../frame/styleAllowList';
import type { Appearance } from './appearanceSchema';
import { THEME_VARIABLES } from './themes';

/** Every appearance variable becomes one custom property under this prefix: colorPrimary → --pc-color-primary. */
export const APPEARANCE_VARIABLE_PREFIX = '--pc-';

export function appearanceVariableName(name: string): string {
  return APPEARANCE_VARIABLE_PREFIX + name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/**
 * The theme's tokens overlaid with the merchant's, as custom properties for the kit's root and the
 * secure frame. Numbers are pixels; a value that could load something or end its declaration is dropped.
 */
export function appearanceVariables(appearance: Appearance | undefined): Record<string, string> {
  const variables: Record<string, string> = {};
  const merged = { ...THEME_VARIABLES[appearance?.theme ?? 'light'], ...appearance?.variables };
  for (const [name, raw] of Object.entries(merged)) {
    const value = typeof raw === 'number' ? `${raw}px` : raw;
    if (value !== undefined && isAllowedStyleValue(value)) variables[appearanceVariableName(name)] = value;
  }
  return variables;
}
