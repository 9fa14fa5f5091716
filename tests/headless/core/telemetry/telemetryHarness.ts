import { createPaymentClient, type PaymentClient } from '../../../../headless/core/client/createPaymentClient';
import type { PaymentClientSession } from '../../../../headless/core/session/sessionSchema';
import { telemetryReporter, type TelemetryReporterDeps } from '../../../../headless/core/telemetry/reportTelemetry';
import type { TelemetryEntry } from '../../../../headless/core/telemetry/telemetryEntry';
import { testInitResponse, testSession } from '../../../support/session';

export const TELEMETRY_LINK = 'http://localhost:4000/v1/executions/exe_1/telemetry';
export const PAGE_ORIGIN = 'https://shop.example';
export const NOW = 1_700_000_000_000;

/** A client whose telemetry goes to a recording transport; `hide()` is the page being hidden. */
export function telemetryClient(options: Record<string, unknown> = {}, session: Partial<PaymentClientSession> = {}, deps: Partial<TelemetryReporterDeps> = {}) {
  const beacons: { url: string; body: string }[] = [];
  const fetches: { url: string; init: RequestInit }[] = [];
  const hideListeners: (() => void)[] = [];
  let loads = 0;
  let beaconAccepts = true;
  const report = telemetryReporter('npm', {
    transport: {
      sendBeacon: (url, body) => {
        if (beaconAccepts) beacons.push({ url, body });
        return beaconAccepts;
      },
      fetch: async (url, init) => {
        fetches.push({ url, init });
      },
      onPageHide: (flush) => hideListeners.push(flush),
    },
    now: () => NOW,
    random: () => 0,
    pageOrigin: () => PAGE_ORIGIN,
    ...deps,
  });
  const client: PaymentClient = createPaymentClient(
    testInitResponse({ links: { ...testSession().links, telemetry: TELEMETRY_LINK }, ...session }),
    { environment: 'TEST', ...options },
    async () => {
      loads += 1;
      return report;
    },
  );
  /** Lets the loader's promise settle, then hides the page. */
  async function hide() {
    await new Promise((resolve) => setTimeout(resolve, 0));
    for (const flush of hideListeners) flush();
  }
  const bodies = () => [...beacons.map((beacon) => beacon.body), ...fetches.map((sent) => String(sent.init.body))];
  const entries = (): TelemetryEntry[] => bodies().flatMap((body) => (JSON.parse(body) as { entries: TelemetryEntry[] }).entries);
  return {
    client,
    hide,
    beacons,
    fetches,
    bodies,
    entries,
    loads: () => loads,
    refuseBeacons() {
      beaconAccepts = false;
    },
  };
}
