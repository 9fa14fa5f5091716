import { CLIENT_VERSION } from '../headless/core/api/constants';
import { init, PaymentClientError } from './index';
import { exposeHostModules } from './extensions/hostModules';

/**
 * What the script tag runs: it sets `window.PaymentClient`. Set here rather than as the bundle's
 * global name, which would add a module-export wrapper to the script.
 */
(window as unknown as { PaymentClient: object }).PaymentClient = { init, version: CLIENT_VERSION, PaymentClientError };
// At once, not when an extension first loads: an extension script placed after this one reads them as it runs.
exposeHostModules(window);
