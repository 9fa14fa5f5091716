import { init, PaymentClientError, version } from './index';

/**
 * What the script tag runs: it sets `window.PaymentClient`. Set here rather than as the bundle's
 * global name, which would add a module-export wrapper to the script.
 */
(window as unknown as { PaymentClient: object }).PaymentClient = { init, version, PaymentClientError };
