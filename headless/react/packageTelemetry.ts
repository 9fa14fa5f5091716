import { telemetryReporter } from '../core/telemetry/reportTelemetry';

/** The npm package's telemetry reporter: a chunk of its own, imported on the first line a client logs. */
export const reportPackageTelemetry = telemetryReporter('npm');
