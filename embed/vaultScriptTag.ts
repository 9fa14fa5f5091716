import { init, PaymentClientError, version } from './vault';

/** What the collect-container script runs: it sets `window.PaymentClientVault`, as the main script sets `window.PaymentClient`. */
(window as unknown as { PaymentClientVault: object }).PaymentClientVault = { init, version, PaymentClientError };
