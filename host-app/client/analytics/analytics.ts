import { DEFAULT_DEVICE_OS, PAGE_VIEW_EVENT_NAME } from './analyticsConstants';
import type { AnalyticsEvent, AnalyticsProps, AnalyticsSink } from './analyticsEvent';
import type { AnalyticsEventName, ScreenName } from './analyticsEvents';
import type { AnalyticsIdentity, IdentityTracker } from './analyticsIdentity';
import type { HeartbeatStore } from './heartbeatStore';

/** The signed-in user as far as analytics cares. */
export interface AnalyticsUser {
  id: string | number;
}

export interface Analytics {
  trackPageView(screenName: ScreenName, props?: AnalyticsProps): void;
  track(event: AnalyticsEventName, props?: AnalyticsProps): void;
  /** The signed-in user, or null after logout (the user id becomes GUEST). */
  identify(user: AnalyticsUser | null): void;
  /** Adds a destination; returns its removal. */
  addSink(sink: AnalyticsSink): () => void;
  /** Sends every sink's queue ('beacon' when the page is going away); settles once the sends have. */
  flush(mode: 'now' | 'beacon'): Promise<void>;
  /** Turns sending on or off (remote config); events while off are dropped. */
  setEnabled(enabled: boolean): void;
  identity(): AnalyticsIdentity;
}

export interface AnalyticsOptions {
  identity: IdentityTracker;
  heartbeats: HeartbeatStore;
  now: () => number;
  os?: string;
  /** Where a failing sink is reported; analytics itself never throws into the page. */
  onSinkError?: (sink: string, error: unknown) => void;
}

export function createAnalytics({ identity, heartbeats, now, os = DEFAULT_DEVICE_OS, onSinkError }: AnalyticsOptions): Analytics {
  const sinks = new Set<AnalyticsSink>();
  let enabled = true;
  let screen: string | null = null;

  function each(action: (sink: AnalyticsSink) => void) {
    for (const sink of [...sinks]) {
      try {
        action(sink);
      } catch (error) {
        onSinkError?.(sink.name, error);
      }
    }
  }

  function record(kind: AnalyticsEvent['kind'], name: string, props: AnalyticsProps) {
    if (!enabled) return;
    const at = now();
    heartbeats.record(at);
    const event: AnalyticsEvent = { kind, name, screen, props, occurredAt: new Date(at).toISOString(), os, ...identity.current() };
    each((sink) => sink.receive(event));
  }

  return {
    trackPageView(screenName, props = {}) {
      screen = screenName;
      record('page_view', PAGE_VIEW_EVENT_NAME, props);
    },
    track: (event, props = {}) => record('event', event, props),
    identify(user) {
      identity.setUser(user === null ? null : String(user.id));
    },
    addSink(sink) {
      sinks.add(sink);
      return () => {
        sinks.delete(sink);
        sink.dispose?.();
      };
    },
    async flush(mode) {
      const sends: Promise<void>[] = [];
      each((sink) => {
        const sent = sink.flush?.(mode);
        if (sent) sends.push(sent.catch((error: unknown) => onSinkError?.(sink.name, error)));
      });
      await Promise.all(sends);
    },
    setEnabled(value) {
      enabled = value;
    },
    identity: () => identity.current(),
  };
}
