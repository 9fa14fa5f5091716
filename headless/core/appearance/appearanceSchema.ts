import * as z from 'zod/mini';
import { configurationError } from '../errors/describeIssues';
import { recordOf } from '../validation/recordOf';
import { stringOrNumber } from '../validation/stringOrNumber';
import { oneOf } from '../validation/oneOf';
import { ruleSelectorProblem } from './ruleSelectors';

/** The themes a merchant starts from; `variables` and `rules` then adjust them. */
export const APPEARANCE_THEMES = ['light', 'dark', 'flat'] as const;
export type AppearanceTheme = (typeof APPEARANCE_THEMES)[number];

/**
 * A rule's selector: a kit class without its `pc-` prefix, an optional state modifier and an
 * optional pseudo-class, e.g. `.Input`, `.Input:focus`, `.Option--selected`, `.Input::placeholder`.
 * Nothing else is accepted, so no selector can open a block or an at-rule (`{`, `}`, `<`, `@`);
 * the class and the pseudo must also be the kit's (ruleSelectors.ts).
 */
export const RULE_SELECTOR = /^\.([A-Z][A-Za-z]{0,30})(?:--([a-z][a-z-]{0,20}))?(::?[a-z][a-z-]{0,20})?$/;

/** Named theme tokens (Stripe-style); each becomes `--pc-<kebab-case name>`. */
export interface AppearanceVariables {
  colorPrimary?: string;
  colorPrimaryText?: string;
  colorBackground?: string;
  colorText?: string;
  colorLabel?: string;
  colorBorder?: string;
  colorPlaceholder?: string;
  colorDanger?: string;
  colorSuccess?: string;
  fontFamily?: string;
  /** px when a number. */
  fontSizeBase?: string | number;
  /** px when a number. */
  spacingUnit?: string | number;
  /** px when a number. */
  borderRadius?: string | number;
  focusRing?: string;
  [name: string]: string | number | undefined;
}

export type AppearanceRules = Record<string, Record<string, string>>;

export interface Appearance {
  theme?: AppearanceTheme;
  variables?: AppearanceVariables;
  rules?: AppearanceRules;
}

export const appearanceSchema = z.strictObject({
  theme: z.optional(oneOf(APPEARANCE_THEMES)),
  variables: z.optional(recordOf(stringOrNumber())),
  rules: z.optional(
    recordOf(recordOf(z.string()), { pattern: RULE_SELECTOR, message: 'must be a kit selector like .Input:focus', problem: ([, name, , pseudo]) => ruleSelectorProblem(name!, pseudo) }),
  ),
});

/** For React teams passing an appearance outside the client options. */
export function parseAppearance(input: unknown): Appearance {
  const parsed = appearanceSchema.safeParse(input ?? {});
  if (!parsed.success) throw configurationError('appearance', parsed.error.issues, appearanceSchema);
  return parsed.data as Appearance;
}
