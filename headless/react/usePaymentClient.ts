import { useEffect, useState } from 'react';
import type { ClientOptions } from '../core/client/clientOptions';
import { preparePaymentClient, type PaymentClient } from '../core/client/createPaymentClient';
import type { InitResponse } from '../core/session/sessionSchema';
import type { LoadTelemetry } from '../core/telemetry/reportTelemetry';
import { addPackageCatalogs } from './packageParts';
import { useOptionChangeWarning } from './useOptionChangeWarning';

const loadPackageTelemetry: LoadTelemetry = () => import('./packageTelemetry').then((module) => module.reportPackageTelemetry);

/**
 * Creates the payment client once per component, from the first render's init response and
 * options. Bad input throws `PaymentClientError` during render, so an error boundary shows it
 * and nothing mounts. `onClientInitialized` is called once mounted, once.
 */
export function usePaymentClient(initResponse: InitResponse, options?: ClientOptions): PaymentClient {
  const [prepared] = useState(() => {
    const created = preparePaymentClient(initResponse, options, loadPackageTelemetry);
    addPackageCatalogs(created.client.locale);
    return created;
  });
  useEffect(() => prepared.announce(), [prepared]);
  useOptionChangeWarning('usePaymentClient', options);
  return prepared.client;
}
