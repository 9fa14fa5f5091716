import type { AppearanceTheme, AppearanceVariables } from './appearanceSchema';

/**
 * What each theme changes from the kit's defaults (the light theme is the CSS fallbacks, so it
 * adds nothing to the script). Merchant variables apply on top.
 */
export const THEME_VARIABLES: Record<AppearanceTheme, AppearanceVariables> = {
  light: {},
  dark: {
    colorPrimary: '#7ab7ff',
    colorPrimaryText: '#0b1220',
    colorBackground: '#1c2230',
    colorText: '#e8ecf3',
    colorLabel: '#c3cad6',
    colorBorder: '#5b6578',
    colorPlaceholder: '#9aa3b2',
    colorDanger: '#ff8a8a',
    colorSuccess: '#6fdc8c',
  },
  flat: {
    colorBackground: '#f1f3f6',
    colorBorder: 'transparent',
    borderRadius: 0,
  },
};
