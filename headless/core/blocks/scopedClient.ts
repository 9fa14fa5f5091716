import type { PaymentClient } from '../client/createPaymentClient';
import type { PaymentClientSession } from '../session/sessionSchema';

/** Which of the session's methods and stored instruments a block offers. */
export type SessionScope = (session: PaymentClientSession) => Pick<PaymentClientSession, 'paymentMethods' | 'storedInstruments'>;

/**
 * The client as a block sees it: the same session (token, links, amount, refreshes) listing only
 * the block's methods and stored instruments, so the drop-in's machinery offers that option alone.
 */
export function scopedClient(client: PaymentClient, scope: SessionScope): PaymentClient {
  // One scoped session per session, so what compares sessions by identity sees one change per refresh.
  let seen: PaymentClientSession | undefined;
  let scoped: PaymentClientSession | undefined;
  const session = () => {
    if (client.session !== seen) {
      seen = client.session;
      scoped = { ...seen, ...scope(seen) };
    }
    return scoped!;
  };
  return Object.create(client, {
    session: { get: session },
    onSessionChange: { value: (listener: (next: PaymentClientSession) => void) => client.onSessionChange(() => listener(session())) },
  }) as PaymentClient;
}
