import { nearestName } from '../validation/nearestName';

/**
 * The kit's stable class names (without `pc-`) that appearance rules may target: those its
 * components render (a test holds this list to components/). A rule for any other class would
 * style nothing, so it throws instead of being ignored. One string, as it weighs less in the script tag.
 */
export const KIT_CLASSES: readonly string[] = (
  'ApplePayButton BillingAddress CardForm Challenge Checkbox Checkout Dots DropIn DynamicForm Field FieldError GooglePayButton Input Installments ' +
  'Label LoaderOverlay Message Option PayButton PayPalButton RedirectButton RedirectPopup Select Spinner StoreInstrument Theme VisuallyHidden WalletButton'
).split(' ');

/** The one pseudo-element a rule may end with; others (`::before`, `::after`) add content the kit does not have. */
export const RULE_PSEUDO_ELEMENT = '::placeholder';

/**
 * What is wrong with a selector that has the rule syntax (`.Name--state:pseudo`), or null when
 * nothing is: an unknown class (with the nearest kit class as a hint) or pseudo-element.
 */
export function ruleSelectorProblem(name: string, pseudo: string | undefined): string | null {
  if (!KIT_CLASSES.includes(name)) {
    const suggestion = nearestName(name, KIT_CLASSES);
    return `names no kit class${suggestion ? `; did you mean .${suggestion}?` : ''}`;
  }
  if (pseudo?.startsWith('::') && pseudo !== RULE_PSEUDO_ELEMENT) return `ends with ${pseudo}: the only pseudo-element is ${RULE_PSEUDO_ELEMENT}`;
  return null;
}
