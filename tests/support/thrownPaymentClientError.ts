import { PaymentClientError } from '../../headless/core/errors/PaymentClientError';

/** The PaymentClientError `run` throws; any other outcome (no throw, another error) fails the test. */
export function thrownPaymentClientError(run: () => unknown): PaymentClientError {
  try {
    run();
  } catch (error) {
    if (error instanceof PaymentClientError) return error;
    throw error;
  }
  throw new Error('expected a PaymentClientError');
}
