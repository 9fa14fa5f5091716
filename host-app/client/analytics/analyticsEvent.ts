import type { AnalyticsIdentity } from './analyticsIdentity';

export type AnalyticsPropValue = string | number | boolean | null;
export type AnalyticsProps = Readonly<Record<string, AnalyticsPropValue>>;

/** One recorded page view or event, with who, where and when; the unit every sink receives. */
export interface AnalyticsEvent extends AnalyticsIdentity {
  kind: 'page_view' | 'event';
  /** The event name; page views are named PAGE_VIEW_EVENT_NAME. */
  name: string;
  /** The screen of a page view, or the last screen viewed before an event. */
  screen: string | null;
  props: AnalyticsProps;
  /** ISO 8601 time the event happened. */
  occurredAt: string;
  os: string;
}

/** A third-party destination (or the product API) for analytics events. */
export interface AnalyticsSink {
  readonly name: string;
  receive(event: AnalyticsEvent): void;
  /** Sends what is queued: 'now' by fetch (settles when sent), 'beacon' when the page is going away. */
  flush?(mode: 'now' | 'beacon'): void | Promise<void>;
  dispose?(): void;
}
