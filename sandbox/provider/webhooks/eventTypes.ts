/** Every event a webhook endpoint can receive; an endpoint subscribes to some or all of them. */
export const WEBHOOK_EVENT_TYPES = [
  'payment.pending',
  'payment.authorized',
  'payment.failed',
  'payment.captured',
  'payment.voided',
  'payment.refunded',
  'payout.succeeded',
  'payout.failed',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** Subscriptions name event types, or a family such as `payout.*`. */
export const WEBHOOK_SUBSCRIPTIONS = [...WEBHOOK_EVENT_TYPES, 'payment.*', 'payout.*', '*'] as const;
export type WebhookSubscription = (typeof WEBHOOK_SUBSCRIPTIONS)[number];

export function subscribes(subscriptions: readonly string[], type: WebhookEventType): boolean {
  const family = `${type.split('.')[0]}.*`;
  return subscriptions.some((subscription) => subscription === '*' || subscription === type || subscription === family);
}
