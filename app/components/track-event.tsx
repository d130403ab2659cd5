import { useEffect } from "react";
import { type AnalyticsEvent, trackEvent } from "~/lib/analytics";

/**
 * Tracks an analytics event once per `eventKey` (a page view of that product or listing page):
 * into the queue, which waits for statistics consent (spec §4 Analytics).
 */
export function TrackEvent({ eventKey, event }: { eventKey: string; event: AnalyticsEvent }) {
  // once per key, not per render (the event object is new on every render)
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => trackEvent(event), [eventKey]);
  return null;
}
