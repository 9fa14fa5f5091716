export { APPEARANCE_THEMES, RULE_SELECTOR, appearanceSchema, parseAppearance, type Appearance, type AppearanceRules, type AppearanceTheme, type AppearanceVariables } from './appearanceSchema';
export { APPEARANCE_VARIABLE_PREFIX, appearanceVariableName, appearanceVariables } from './appearanceVariables';
export { appearanceStyleSheet, frameFieldStyles, ruleSelector } from './appearanceRules';
export { THEME_VARIABLES } from './themes';
