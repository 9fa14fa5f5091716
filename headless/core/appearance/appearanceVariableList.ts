import type { AppearanceVariables } from './appearanceSchema';

/** The variables `AppearanceVariables` names, without its open index signature. */
export type AppearanceVariableName = keyof { [Name in keyof AppearanceVariables as string extends Name ? never : Name]: AppearanceVariables[Name] };

/**
 * Every appearance variable and what it themes: the token reference designers read is rendered
 * from it. Keyed by the public type, so a variable added there without a line here does not compile.
 */
export const APPEARANCE_VARIABLE_USES: Record<AppearanceVariableName, string> = {
  colorPrimary: 'pay button, focus border, checkbox, spinner, the chosen drop-in option',
  colorPrimaryText: 'text on the pay button',
  colorBackground: 'the checkout, inputs and selects (also in the card frame), drop-in option cards, loader veil',
  colorText: 'all text (also in the card frame)',
  colorLabel: 'field labels',
  colorBorder: 'input, select and option card borders',
  colorPlaceholder: 'placeholders',
  colorDanger: 'invalid fields, error texts, failure message',
  colorSuccess: 'success message',
  fontFamily: 'every text (the card frame needs the font installed or loaded through `fonts`)',
  fontSizeBase: 'base size; numbers are pixels',
  spacingUnit: 'gaps and paddings are multiples of it; numbers are pixels',
  borderRadius: 'inputs, buttons, messages, option cards; numbers are pixels',
  focusRing: 'the ring around a focused input',
};

export const APPEARANCE_VARIABLE_NAMES = Object.keys(APPEARANCE_VARIABLE_USES) as AppearanceVariableName[];
