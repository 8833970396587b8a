import type { BusHandler } from './Bus';

/** The handlers of a process by topic, shared by both buses; a failing handler does not stop the others. */
export class Subscribers {
  private readonly byTopic = new Map<string, Set<BusHandler>>();

  constructor(private readonly onError: (error: unknown, topic: string) => void) {}

  add(topic: string, handler: BusHandler): () => void {
    const set = this.byTopic.get(topic) ?? new Set<BusHandler>();
    set.add(handler);
    this.byTopic.set(topic, set);
    return () => {
      set.delete(handler);
      if (set.size === 0) this.byTopic.delete(topic);
    };
  }

  deliver(topic: string, payload: unknown): void {
    for (const handler of this.byTopic.get(topic) ?? []) {
      try {
        handler(payload);
      } catch (error) {
        this.onError(error, topic);
      }
    }
  }
}
