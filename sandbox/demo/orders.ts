/** How the shop learned that an order is paid: its own read of the payment, or a signed webhook. */
export type Confirmation = 'read' | 'webhook';

export interface Order {
  executionId: string;
  merchantReference: string;
  /** The payment's status as last confirmed. */
  status: string;
  confirmedBy: Confirmation[];
}

/**
 * The demo shop's orders, in memory (a real shop keeps them in its database). Webhooks arrive
 * at least once, so each event id is handled once.
 */
export class OrderBook {
  readonly #orders = new Map<string, Order>();
  readonly #seenEvents = new Set<string>();

  open(executionId: string, merchantReference: string): void {
    if (!this.#orders.has(executionId)) this.#orders.set(executionId, { executionId, merchantReference, status: 'open', confirmedBy: [] });
  }

  /** Records what the provider said about the payment; false when this event was handled before. */
  confirm(executionId: string, merchantReference: string, status: string, via: Confirmation, eventId?: string): boolean {
    if (eventId !== undefined) {
      if (this.#seenEvents.has(eventId)) return false;
      this.#seenEvents.add(eventId);
    }
    this.open(executionId, merchantReference);
    const order = this.#orders.get(executionId)!;
    order.status = status;
    if (!order.confirmedBy.includes(via)) order.confirmedBy.push(via);
    return true;
  }

  find(executionId: string): Order | undefined {
    const order = this.#orders.get(executionId);
    return order && { ...order, confirmedBy: [...order.confirmedBy] };
  }
}
