import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Bus } from '../bus/Bus';
import type { Database } from '../db/Database';
import { DeviceDirectory } from './DeviceDirectory';
import { PositionWriter } from './PositionWriter';
import { DEVICES_TOPIC, type DevicesMessage } from './trackerTopics';

/** How often the refused-report count is logged (when it changed). */
const REFUSED_LOG_MS = 60_000;

/**
 * The tracker server of a process (docs/tracker.md): who the identifiers are, the batched position
 * writer, and the count of reports refused for an unknown identifier (logged once a minute as
 * `tracker: reports from unknown devices refused`, and in `stats()`).
 */
export class Tracker {
  readonly directory: DeviceDirectory;
  readonly writer: PositionWriter;
  private refused = 0;
  private refusedLogged = 0;
  private readonly refusedSample = new Set<string>();
  private timer: NodeJS.Timeout | null = null;
  private readonly unsubscribe: () => void;

  constructor(
    db: Kysely<Database>,
    readonly bus: Bus,
    options: { cacheTtlMs: number; maxAccuracyM: number },
    private readonly log: () => FastifyBaseLogger,
  ) {
    this.directory = new DeviceDirectory(db, options.cacheTtlMs);
    this.writer = new PositionWriter(db, bus, options.maxAccuracyM, (err) =>
      this.log().error({ err }, 'tracker: positions not published'),
    );
    this.unsubscribe = bus.subscribe(DEVICES_TOPIC, (payload) =>
      this.directory.forget((payload as DevicesMessage).uniqueIds ?? []),
    );
  }

  /** Counts a report refused for an unknown identifier (never stored). */
  refuse(identifier: string | null): void {
    this.refused++;
    if (this.refusedSample.size < 5 && identifier) this.refusedSample.add(identifier.slice(0, 40));
    this.timer ??= setTimeout(() => this.logRefused(), REFUSED_LOG_MS).unref();
  }

  private logRefused(): void {
    this.timer = null;
    if (this.refused === this.refusedLogged) return;
    this.log().warn(
      {
        refused: this.refused - this.refusedLogged,
        refusedTotal: this.refused,
        identifiers: [...this.refusedSample],
      },
      'tracker: reports from unknown devices refused',
    );
    this.refusedLogged = this.refused;
    this.refusedSample.clear();
  }

  stats(): { refusedUnknown: number } {
    return { refusedUnknown: this.refused };
  }

  async close(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.logRefused();
    this.unsubscribe();
  }
}
