import { init, PaymentClientError, version } from './vault';

/** What the add-on's script tag runs: it sets `window.PaymentClientVault`, as the main script sets `window.PaymentClient`. */
(window as unknown as { PaymentClientVault: object }).PaymentClientVault = { init, version, PaymentClientError };
