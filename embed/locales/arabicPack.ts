import { ar } from '../../headless/core/i18n/ar';

/** `payment-client.ar.js`: hands the Arabic catalog to the script-tag bundle that loads it. */
const pending = window as unknown as { PaymentClientLocales?: Record<string, unknown> };
pending.PaymentClientLocales = { ...pending.PaymentClientLocales, ar };
