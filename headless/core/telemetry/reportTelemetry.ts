import type { LogLevel } from '../client/clientConstants';
import type { PaymentClient } from '../client/createPaymentClient';
import { TELEMETRY_SAMPLE_RATE } from './telemetryConstants';
import { isTelemetryLevel, telemetryEntry, type TelemetryIntegration } from './telemetryEntry';
import { browserTelemetryTransport, createTelemetrySender, type TelemetrySender, type TelemetryTransport } from './telemetrySender';

/** What a client's `log` hands to telemetry once its script has loaded. */
export type ReportTelemetry = (client: Pick<PaymentClient, 'session' | 'options'>, level: LogLevel, message: string) => void;

/** How an entry loads the reporter: beside the script tag, or as a chunk of the npm package. */
export type LoadTelemetry = () => Promise<ReportTelemetry>;

export interface TelemetryReporterDeps {
  transport?: TelemetryTransport;
  now?: () => number;
  random?: () => number;
  pageOrigin?: () => string;
}

/**
 * The reporter of one build: each client gets its own sender, for its session's telemetry link
 * (none, nothing is sent) and its environment's sample rate.
 */
export function telemetryReporter(integration: TelemetryIntegration, deps: TelemetryReporterDeps = {}): ReportTelemetry {
  const { now = Date.now, random = Math.random, pageOrigin = () => location.origin } = deps;
  const senders = new WeakMap<object, TelemetrySender | null>();
  return (client, level, message) => {
    if (!client.options.telemetry || !isTelemetryLevel(level)) return;
    let sender = senders.get(client);
    if (sender === undefined) {
      const endpoint = client.session.links.telemetry;
      // A server render has no page to send from.
      const transport = deps.transport ?? (typeof window === 'undefined' ? null : browserTelemetryTransport(window));
      sender = endpoint && transport ? createTelemetrySender(endpoint, random() < TELEMETRY_SAMPLE_RATE[client.options.environment], transport) : null;
      senders.set(client, sender);
    }
    sender?.add(telemetryEntry(level, message, { integration, timestamp: now(), pageOrigin: pageOrigin() }));
  };
}
