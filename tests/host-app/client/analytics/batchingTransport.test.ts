import { describe, expect, it } from 'vitest';
import type { AnalyticsEvent } from '../../../../host-app/client/analytics/analyticsEvent';
import { createBatchingTransport } from '../../../../host-app/client/analytics/batchingTransport';
import { sampleEvent } from './events';
import { createManualTimers, settle } from './manualTimers';

function setup(options: { batchSize?: number; flushIntervalMs?: number; maxQueued?: number; sendFails?: boolean; beaconRefuses?: boolean } = {}) {
  const timers = createManualTimers();
  const sent: string[][] = [];
  const beacons: string[][] = [];
  let sendFails = options.sendFails ?? false;
  const transport = createBatchingTransport({
    timers,
    batchSize: options.batchSize ?? 3,
    flushIntervalMs: options.flushIntervalMs ?? 10_000,
    maxQueued: options.maxQueued,
    send: async (events: readonly AnalyticsEvent[]) => {
      if (sendFails) throw new Error('offline');
      sent.push(events.map((event) => event.name));
    },
    beacon: (events) => {
      if (options.beaconRefuses) return false;
      beacons.push(events.map((event) => event.name));
      return true;
    },
  });
  return { transport, timers, sent, beacons, setSendFails: (value: boolean) => (sendFails = value) };
}

describe('batching transport', () => {
  it('sends as soon as the queue reaches the batch size', async () => {
    const { transport, sent } = setup({ batchSize: 3 });
    transport.enqueue(sampleEvent('a'));
    transport.enqueue(sampleEvent('b'));
    await settle();
    expect(sent).toEqual([]);
    transport.enqueue(sampleEvent('c'));
    await settle();
    expect(sent).toEqual([['a', 'b', 'c']]);
    expect(transport.pending()).toBe(0);
  });

  it('sends a partial batch when the interval after the first event passes', async () => {
    const { transport, timers, sent } = setup({ flushIntervalMs: 10_000 });
    transport.enqueue(sampleEvent('a'));
    timers.advance(4_000);
    transport.enqueue(sampleEvent('b'));
    timers.advance(5_999);
    await settle();
    expect(sent).toEqual([]);
    timers.advance(1);
    await settle();
    expect(sent).toEqual([['a', 'b']]);
    expect(timers.pending()).toBe(0);
  });

  it('keeps undelivered events, in order, and retries them at the next interval', async () => {
    const { transport, timers, sent, setSendFails } = setup({ batchSize: 10, flushIntervalMs: 1_000, sendFails: true });
    transport.enqueue(sampleEvent('a'));
    transport.enqueue(sampleEvent('b'));
    timers.advance(1_000);
    await settle();
    transport.enqueue(sampleEvent('c'));
    expect(transport.pending()).toBe(3);
    setSendFails(false);
    timers.advance(1_000);
    await settle();
    expect(sent).toEqual([['a', 'b', 'c']]);
  });

  it('drops the oldest events beyond the queue limit', () => {
    const { transport, beacons } = setup({ batchSize: 100, maxQueued: 2 });
    for (const name of ['a', 'b', 'c']) transport.enqueue(sampleEvent(name));
    expect(transport.pending()).toBe(2);
    transport.flushWithBeacon();
    expect(beacons).toEqual([['b', 'c']]);
  });

  it('hands the whole queue to beacons, one batch each, and cancels the interval', () => {
    const timers = createManualTimers();
    const beacons: string[][] = [];
    const transport = createBatchingTransport({
      timers,
      batchSize: 2,
      // The first batch stays in flight, so later events wait in the queue.
      send: () => new Promise(() => {}),
      beacon: (events) => (beacons.push(events.map((event) => event.name)), true),
    });
    for (const name of ['a', 'b', 'c', 'd', 'e']) transport.enqueue(sampleEvent(name));
    expect(transport.pending()).toBe(3);
    transport.flushWithBeacon();
    expect(beacons).toEqual([['c', 'd'], ['e']]);
    expect(transport.pending()).toBe(0);
    expect(timers.pending()).toBe(0);
  });

  it('keeps the events a refused beacon could not take', () => {
    const { transport } = setup({ batchSize: 10, beaconRefuses: true });
    transport.enqueue(sampleEvent('a'));
    transport.flushWithBeacon();
    expect(transport.pending()).toBe(1);
  });

  it('sends nothing more after dispose', async () => {
    const { transport, timers, sent } = setup({ batchSize: 3 });
    transport.enqueue(sampleEvent('a'));
    transport.dispose();
    transport.enqueue(sampleEvent('b'));
    timers.advance(60_000);
    await settle();
    expect(sent).toEqual([]);
  });
});

describe('batching transport batch keys', () => {
  it('never puts events of two sessions in one batch', async () => {
    const sent: string[][] = [];
    const transport = createBatchingTransport({
      timers: createManualTimers(),
      batchSize: 3,
      batchKey: (event) => event.sessionId,
      send: async (events) => void sent.push(events.map((event) => `${event.sessionId}:${event.name}`)),
      beacon: () => true,
    });
    transport.enqueue({ ...sampleEvent('a'), sessionId: 's1' });
    transport.enqueue({ ...sampleEvent('b'), sessionId: 's2' });
    transport.enqueue({ ...sampleEvent('c'), sessionId: 's2' });
    await settle();
    await transport.flush();
    expect(sent).toEqual([['s1:a'], ['s2:b', 's2:c']]);
  });
});
