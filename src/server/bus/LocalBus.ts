import type { Bus, BusHandler } from './Bus';
import { Subscribers } from './Subscribers';

/**
 * The bus of a process alone (the embedded PGlite: one process owns the database). Delivery is
 * asynchronous, as over PostgreSQL, so a publisher never runs its subscribers inside its own call.
 */
export class LocalBus implements Bus {
  private readonly subscribers: Subscribers;
  private closed = false;

  constructor(onError: (error: unknown, topic: string) => void) {
    this.subscribers = new Subscribers(onError);
  }

  async publish(topic: string, ...payloads: unknown[]): Promise<void> {
    if (this.closed) return;
    // Through JSON, as over PostgreSQL: a subscriber never shares the publisher's objects.
    const texts = payloads.map((p) => JSON.stringify(p));
    setImmediate(() => {
      for (const text of texts) this.subscribers.deliver(topic, JSON.parse(text));
    });
  }

  subscribe(topic: string, handler: BusHandler): () => void {
    return this.subscribers.add(topic, handler);
  }

  async ready(): Promise<void> {}

  async close(): Promise<void> {
    this.closed = true;
  }
}
