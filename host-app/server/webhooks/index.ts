/** The provider's webhooks as the product's source of truth, with reconciliation as the fallback. */
export { runPaymentReconciliation, RECONCILE_AFTER_MS, type ReconciliationOptions, type ReconciliationReport } from './paymentReconciliation';
export { registerProviderWebhookRoute, PROVIDER_WEBHOOK_PATH } from './providerWebhookRoute';
export { startProviderWebhooks, REGISTRATION_RETRY_MS } from './providerWebhookSchedule';
export { ensureWebhookEndpoint, providerWebhookUrl, type WebhookRegistration } from './webhookEndpointRegistration';
export { settleProviderPayment, type PaymentSettlement } from './settleProviderPayment';
