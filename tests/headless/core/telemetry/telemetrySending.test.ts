import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bundledParts } from '../../../../headless/core/checkout/bundledParts';
import { createPaymentClient } from '../../../../headless/core/client/createPaymentClient';
import { createDropIn } from '../../../../headless/core/dropIn/createDropIn';
import { parseDropInOptions } from '../../../../headless/core/dropIn/dropInOptions';
import { PaymentClientError } from '../../../../headless/core/errors/PaymentClientError';
import { TELEMETRY_BATCH_SIZE, TELEMETRY_FLUSH_DELAY_MS } from '../../../../headless/core/telemetry/telemetryConstants';
import type { TelemetryEntry } from '../../../../headless/core/telemetry/telemetryEntry';
import { createTelemetrySender } from '../../../../headless/core/telemetry/telemetrySender';
import { testInitResponse, testSession } from '../../../support/session';
import { TELEMETRY_LINK, telemetryClient } from './telemetryHarness';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'info').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('telemetry sending', () => {
  it('holds entries until the page hides, then sends them as one beacon to the session link', async () => {
    const telemetry = telemetryClient();
    telemetry.client.log('ERROR', 'NETWORK_ERROR: one');
    telemetry.client.log('ERROR', 'two');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(telemetry.beacons).toEqual([]);
    await telemetry.hide();
    expect(telemetry.beacons).toHaveLength(1);
    expect(telemetry.beacons[0]!.url).toBe(TELEMETRY_LINK);
    expect(telemetry.entries().map((entry) => entry.code)).toEqual(['NETWORK_ERROR', null]);
    expect(telemetry.loads()).toBe(2);
  });

  it('sends a full batch without waiting for the page to hide', async () => {
    const telemetry = telemetryClient();
    for (let index = 0; index < TELEMETRY_BATCH_SIZE; index += 1) telemetry.client.log('ERROR', 'again');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(telemetry.beacons).toHaveLength(1);
    expect(telemetry.entries()).toHaveLength(TELEMETRY_BATCH_SIZE);
  });

  it('sends what it holds a short while after the first entry, the page still open', () => {
    vi.useFakeTimers();
    try {
      const beacons: string[] = [];
      const sender = createTelemetrySender('https://provider.test/telemetry', true, { sendBeacon: (_url, body) => beacons.push(body) > 0, onPageHide: () => {} });
      const entry = { level: 'ERROR', code: null, messageKey: 'other' } as unknown as TelemetryEntry;
      sender.add(entry);
      vi.advanceTimersByTime(TELEMETRY_FLUSH_DELAY_MS - 1);
      sender.add(entry);
      expect(beacons).toEqual([]);
      vi.advanceTimersByTime(1);
      // One batch with both: the second entry did not start a wait of its own.
      expect(beacons.map((body) => (JSON.parse(body) as { entries: unknown[] }).entries.length)).toEqual([2]);
      vi.advanceTimersByTime(TELEMETRY_FLUSH_DELAY_MS * 2);
      expect(beacons).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('falls back to a keepalive fetch when the beacon is refused', async () => {
    const telemetry = telemetryClient();
    telemetry.refuseBeacons();
    telemetry.client.log('ERROR', 'refused');
    await telemetry.hide();
    expect(telemetry.fetches).toHaveLength(1);
    expect(telemetry.fetches[0]!.init).toMatchObject({ method: 'POST', keepalive: true });
  });

  it('sends only what is logged at or above logLevel, and only errors and warnings', async () => {
    const errorsOnly = telemetryClient();
    errorsOnly.client.log('WARN', 'a warning');
    await errorsOnly.hide();
    expect(errorsOnly.bodies()).toEqual([]);
    expect(errorsOnly.loads()).toBe(0);

    const verbose = telemetryClient({ logLevel: 'DEBUG' });
    verbose.client.log('WARN', 'a warning');
    verbose.client.log('INFO', 'information');
    verbose.client.log('DEBUG', 'detail');
    await verbose.hide();
    expect(verbose.entries().map((entry) => entry.level)).toEqual(['WARN']);
  });

  it('with telemetry: false, loads and sends nothing', async () => {
    const telemetry = telemetryClient({ telemetry: false });
    telemetry.client.log('ERROR', 'NETWORK_ERROR: off');
    await telemetry.hide();
    expect(telemetry.loads()).toBe(0);
    expect(telemetry.bodies()).toEqual([]);
  });

  it('sends nothing for a session without a telemetry link', async () => {
    const telemetry = telemetryClient({}, { links: testSession().links });
    telemetry.client.log('ERROR', 'no link');
    await telemetry.hide();
    expect(telemetry.bodies()).toEqual([]);
  });

  it('sends nothing from a page load left out of the PRODUCTION sample', async () => {
    const unsampled = telemetryClient({ environment: 'PRODUCTION' }, {}, { random: () => 0.99 });
    unsampled.client.log('ERROR', 'not sampled');
    await unsampled.hide();
    expect(unsampled.bodies()).toEqual([]);

    const sampled = telemetryClient({ environment: 'PRODUCTION' }, {}, { random: () => 0.01 });
    sampled.client.log('ERROR', 'sampled');
    await sampled.hide();
    expect(sampled.entries()).toHaveLength(1);
  });

  it.each([['no'], [0], [null]])('refuses telemetry: %j, naming the option, before anything happens', (value) => {
    const onClientInitialized = vi.fn();
    let thrown: unknown;
    try {
      createPaymentClient(testInitResponse(), { telemetry: value, events: { onClientInitialized } });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(PaymentClientError);
    expect((thrown as PaymentClientError).fields).toEqual(['options.telemetry']);
    expect(onClientInitialized).not.toHaveBeenCalled();
  });

  it("a drop-in's method without an integration type reaches telemetry as a malformed client config", async () => {
    const telemetry = telemetryClient({}, { paymentMethods: [{ paymentMethodCode: 'card', clientConfig: { flow: 'api' } }, { paymentMethodCode: 'bankAccount', clientConfig: {} }] });
    createDropIn(telemetry.client, parseDropInOptions(undefined, telemetry.client), { parts: bundledParts });
    await telemetry.hide();
    expect(telemetry.entries()).toEqual([expect.objectContaining({ level: 'ERROR', messageKey: 'malformedClientConfig' })]);
  });
});
