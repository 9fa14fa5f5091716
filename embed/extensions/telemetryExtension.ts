import { telemetryReporter } from '../../headless/core/telemetry/reportTelemetry';
import { registerExtension } from './registerExtension';

/**
 * `payment-client.telemetry.js`: batches, samples and sends logged errors, loaded on the first
 * line a client logs, so the main bundle carries only the call that loads it.
 */
export const telemetryExtension = telemetryReporter('script-tag');
export type TelemetryExtension = typeof telemetryExtension;

registerExtension('telemetry', telemetryExtension);
