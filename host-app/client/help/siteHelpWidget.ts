import { createHelpWidget } from './helpWidgetSession';

/**
 * The site's support chat controller. `helpWidget.logout()` is what the session calls when a
 * profile load fails for a reason other than Unauthorized (product spec section 4).
 */
export const helpWidget = createHelpWidget();
