/** A message's handler: the payload as published (JSON). */
export type BusHandler = (payload: unknown) => void;

/**
 * A publish/subscribe bus between the server's processes (docs/tracker.md, "The bus"): a topic and a
 * JSON payload, delivered to every subscriber of the topic in every process on the same database, the
 * publisher's own included. At most once, in order per publisher; nothing is kept for a process that was
 * not listening. A payload must stay under MAX_BUS_PAYLOAD_BYTES once serialised (PostgreSQL NOTIFY's
 * limit): publish big sets in chunks.
 */
export interface Bus {
  /** Sends one payload per element of `payloads` to `topic`, in order, in one round trip. */
  publish(topic: string, ...payloads: unknown[]): Promise<void>;
  /** Calls `handler` for each payload of `topic`; answers the unsubscribe function. */
  subscribe(topic: string, handler: BusHandler): () => void;
  /** Resolves once the bus hears messages (the LISTEN is in place). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

/** Largest serialised message (topic and payload): NOTIFY refuses 8000 bytes and more. */
export const MAX_BUS_PAYLOAD_BYTES = 7900;
