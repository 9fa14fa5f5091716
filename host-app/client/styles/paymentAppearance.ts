import type { Appearance, AppearanceVariables } from 'payment-client/headless';

/**
 * The site's colours the payment box takes, by the custom property that holds each (base.css,
 * and the brand's accent set on <html>), so the box follows the site's theme from one place.
 */
const SITE_COLOURS: ReadonlyArray<[keyof AppearanceVariables, string]> = [
  ['colorPrimary', '--site-accent'],
  ['colorBackground', '--site-surface'],
  ['colorText', '--site-text'],
  ['colorLabel', '--site-text-muted'],
  ['colorDanger', '--site-danger-text'],
  ['colorSuccess', '--site-success-text'],
  ['borderRadius', '--site-radius'],
];

/**
 * The payment kit's Appearance for this site: the kit's dark theme in the site's own colours.
 * A property the page does not define (a test page without the site's styles) keeps the kit's dark value.
 */
export function sitePaymentAppearance(root: Element = document.documentElement): Appearance {
  const style = getComputedStyle(root);
  const variables: AppearanceVariables = {};
  for (const [variable, property] of SITE_COLOURS) {
    const value = style.getPropertyValue(property).trim();
    if (value) Object.assign(variables, { [variable]: value });
  }
  // The site's accent carries white text (config/brandTheme).
  if (variables.colorPrimary) variables.colorPrimaryText = '#fff';
  return { theme: 'dark', variables };
}
