import { useState } from 'react';
import type { ClientOptionsInput } from '../core/client/clientOptions';
import { createPaymentClient, type PaymentClient } from '../core/client/createPaymentClient';
import type { InitResponse } from '../core/session/sessionSchema';

/**
 * Creates the payment client once per component. Bad input throws `PaymentClientError`
 * during render, so an error boundary shows it and nothing mounts.
 */
export function usePaymentClient(initResponse: InitResponse, options?: ClientOptionsInput): PaymentClient {
  const [client] = useState(() => createPaymentClient(initResponse, options));
  return client;
}
