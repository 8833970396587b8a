import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import type { Database } from '../db/Database';
import type { PostgresServer } from '../db/createDatabase';
import { MAX_BUS_PAYLOAD_BYTES, type Bus, type BusHandler } from './Bus';
import { Subscribers } from './Subscribers';

/** Wait before listening again after the dedicated connection broke. */
const RECONNECT_MS = 1000;

/**
 * The bus over PostgreSQL's LISTEN/NOTIFY: one dedicated connection per process listens on one channel
 * (`campo_bus`, or `campo_bus_<schema>` when the database lives in a schema of its own, as tests do, so two
 * schemas on one server never hear each other); messages are `{t: topic, p: payload}` sent with
 * pg_notify through the pool. A broken listening connection is opened again after a second; what was
 * published meanwhile is not heard by this process.
 */
export class PgBus implements Bus {
  private readonly subscribers: Subscribers;
  private readonly channel: string;
  private client: pg.Client | null = null;
  private closed = false;
  /** The latest attempt to listen; never rejects (a failure schedules the next). */
  private listening: Promise<void>;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly server: PostgresServer,
    private readonly onError: (error: unknown, topic: string) => void,
  ) {
    this.subscribers = new Subscribers(onError);
    const schema = server.searchPath
      ?.split(',')[0]
      ?.trim()
      .toLowerCase()
      .replace(/[^a-z0-9_]/g, '');
    this.channel = (schema ? `campo_bus_${schema}` : 'campo_bus').slice(0, 63);
    this.listening = this.listen();
  }

  private async listen(): Promise<void> {
    const client = new pg.Client({ connectionString: this.server.connectionString });
    client.on('notification', (message) => {
      if (message.channel !== this.channel || !message.payload) return;
      let parsed: { t?: unknown; p?: unknown };
      try {
        parsed = JSON.parse(message.payload) as { t?: unknown; p?: unknown };
      } catch (error) {
        this.onError(error, '(unreadable)');
        return;
      }
      if (typeof parsed.t === 'string') this.subscribers.deliver(parsed.t, parsed.p);
    });
    const again = (error: unknown) => {
      if (this.client !== client) return;
      this.client = null;
      client.end().catch(() => undefined);
      if (this.closed) return;
      this.onError(error, '(connection)');
      setTimeout(() => {
        if (!this.closed) this.listening = this.listen();
      }, RECONNECT_MS).unref();
    };
    client.on('error', again);
    client.on('end', () => again(new Error('bus connection ended')));
    this.client = client;
    try {
      await client.connect();
      await client.query(`listen ${this.channel}`);
    } catch (error) {
      again(error);
    }
  }

  async publish(topic: string, ...payloads: unknown[]): Promise<void> {
    if (this.closed || payloads.length === 0) return;
    const texts = payloads.map((p) => {
      const text = JSON.stringify({ t: topic, p });
      if (Buffer.byteLength(text) > MAX_BUS_PAYLOAD_BYTES)
        throw new Error(`bus message on ${topic} too large (${Buffer.byteLength(text)} bytes)`);
      return text;
    });
    // unnest keeps the array's order; NOTIFY delivers in the order sent.
    await sql`select pg_notify(${this.channel}, m) from unnest(${texts}::text[]) as m`.execute(this.db);
  }

  subscribe(topic: string, handler: BusHandler): () => void {
    return this.subscribers.add(topic, handler);
  }

  ready(): Promise<void> {
    return this.listening;
  }

  async close(): Promise<void> {
    this.closed = true;
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }
}
