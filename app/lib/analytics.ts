// The analytics queue of spec §4 ("Events are queued until statistics consent, then flushed")
// and §9 ("Analytics currency always EUR"). Code anywhere in the browser tracks events here;
// nothing leaves the page until a sink is connected — the consent banner connects the tag manager's data
// layer once the shopper has given statistics consent. Events keep their order.

export interface AnalyticsItem {
  item_id: string;
  item_name: string;
  /** euros, converted back from the storefront currency */
  price: number;
  quantity: number;
  /** position in a list (view_item_list) */
  index?: number;
}

export interface AnalyticsEvent {
  event: string;
  ecommerce?: {
    currency: "EUR";
    value: number;
    items: AnalyticsItem[];
    transaction_id?: string;
    [key: string]: unknown;
  };
}

type Sink = (event: AnalyticsEvent) => void;

const queue: AnalyticsEvent[] = [];
let sink: Sink | null = null;

/** Queues an event, or hands it straight to the sink once one is connected. */
export function trackEvent(event: AnalyticsEvent) {
  if (sink) sink(event);
  else queue.push(event);
}

/** Connects the sink (after statistics consent) and flushes the queue into it, in order. */
export function connectAnalytics(next: Sink) {
  sink = next;
  while (queue.length > 0) next(queue.shift() as AnalyticsEvent);
}

/** Disconnects the sink (consent withdrawn): later events wait in the queue again. */
export function disconnectAnalytics() {
  sink = null;
}

/** The events waiting for consent (a copy). */
export function queuedEvents(): readonly AnalyticsEvent[] {
  return [...queue];
}
