import { vi } from 'vitest';
import type {
  CollectElementEvent,
  CollectFrame,
  CollectFramePort,
  CollectFrameSetup,
  CollectRequest,
  CollectResponse,
} from '../../../../headless/core/collect/collectFramePort';

export const COLLECTED: CollectResponse = { records: [{ table: 'cards', skyflowID: 'sky-1', fields: { card_number: 'tok-1' } }] };

/** Plays the secure frame: records every call and lets a test send element events. */
export function fakeCollectPort(options: { ready?: () => Promise<void> } = {}) {
  const frames: ReturnType<typeof fakeFrame>[] = [];
  const mountFrame = vi.fn((target: HTMLElement, setup: CollectFrameSetup): CollectFrame => {
    const fake = fakeFrame(setup, options.ready?.() ?? Promise.resolve());
    frames.push(fake);
    return fake.frame;
  });
  const port: CollectFramePort = { mountFrame };
  return { port, mountFrame, frames, frame: (index = 0) => frames[index]! };
}

function fakeFrame(setup: CollectFrameSetup, ready: Promise<void>) {
  const listeners = new Set<(event: CollectElementEvent) => void>();
  const stopListening = vi.fn();
  const frame = {
    ready,
    onElementEvent: vi.fn((listener: (event: CollectElementEvent) => void) => {
      listeners.add(listener);
      return () => {
        stopListening();
        listeners.delete(listener);
      };
    }),
    updateElement: vi.fn(),
    setValue: vi.fn(),
    clearValue: vi.fn(),
    reset: vi.fn(),
    reportBearerTokenFailure: vi.fn(),
    validate: vi.fn(async () => ({ isValid: false, invalidElements: ['cvv'] })),
    collect: vi.fn(async (_request: CollectRequest) => COLLECTED),
    destroy: vi.fn(),
  } satisfies CollectFrame;
  return {
    setup,
    frame,
    stopListening,
    listenerCount: () => listeners.size,
    emit(event: CollectElementEvent) {
      for (const listener of [...listeners]) listener(event);
    },
  };
}
