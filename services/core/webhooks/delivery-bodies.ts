/**
 * Delivery bodies `{"event","payload","sent_at"}`, byte for byte what JSON.stringify makes of them, with the part
 * before `sent_at` serialised once per payload object: the deliveries of one event to its subscribers share their
 * payload, so an event is serialised once rather than once per subscriber.
 */
export class DeliveryBodies {
  private readonly heads = new WeakMap<object, { event: string; head: string }>();

  of(event: string, payload: Record<string, unknown>, sentAt: Date): string {
    let known = this.heads.get(payload);
    if (known?.event !== event) {
      known = { event, head: JSON.stringify({ event, payload }).slice(0, -1) };
      this.heads.set(payload, known);
    }
    return `${known.head},"sent_at":"${sentAt.toISOString()}"}`;
  }
}
