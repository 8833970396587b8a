import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { WebSocket } from 'ws';
import type { Bus } from '../bus/Bus';
import type { Database } from '../db/Database';
import { loadLatestPositions, loadTrackerDevices } from './loadTrackerFeed';
import type { TraccarPosition } from './TraccarPosition';
import type { TrackerAudience } from './TrackerAudience';
import { DEVICES_TOPIC, POSITIONS_TOPIC, type DevicesMessage, type PositionsMessage } from './trackerTopics';

/** One open /api/socket: whose it is, which devices it may hear about, what waits for its first answer. */
interface Feed {
  socket: WebSocket;
  audience: TrackerAudience;
  visible: Set<number>;
  /** Positions heard while the first devices and positions were being read; sent right after them. */
  early: TraccarPosition[] | null;
}

/**
 * The websockets of this process (/api/socket, Traccar's AsyncSocket): each gets `{devices}` and
 * `{positions}` (the current position of every device it sees) when it opens, then every new current
 * position of those devices as the bus brings it from any process, `{devices}` again when its company's
 * devices change, and `{}` every `keepaliveMs` (55 s) so proxies keep it open. Only the audience's company
 * and employees: a socket never hears another company's positions.
 */
export class TrackerHub {
  private readonly feeds = new Map<number, Set<Feed>>();
  private readonly unsubscribe: Array<() => void>;
  private readonly keepalive: NodeJS.Timeout;

  constructor(
    private readonly db: Kysely<Database>,
    bus: Bus,
    keepaliveMs: number,
    private readonly log: () => FastifyBaseLogger,
  ) {
    this.unsubscribe = [
      bus.subscribe(POSITIONS_TOPIC, (payload) => this.onPositions(payload as PositionsMessage)),
      bus.subscribe(DEVICES_TOPIC, (payload) => void this.onDevices(payload as DevicesMessage)),
    ];
    this.keepalive = setInterval(() => {
      for (const feeds of this.feeds.values()) for (const feed of feeds) send(feed.socket, {});
    }, keepaliveMs).unref();
  }

  /** Follows a socket until it closes: its first devices and positions, then what comes. */
  async open(socket: WebSocket, audience: TrackerAudience): Promise<void> {
    const feed: Feed = { socket, audience, visible: new Set(), early: [] };
    const company = this.feeds.get(audience.companyId) ?? new Set<Feed>();
    company.add(feed);
    this.feeds.set(audience.companyId, company);
    socket.on('close', () => {
      company.delete(feed);
      if (company.size === 0 && this.feeds.get(audience.companyId) === company)
        this.feeds.delete(audience.companyId);
    });
    try {
      const devices = await loadTrackerDevices(this.db, audience);
      feed.visible = new Set(devices.map((d) => d.id));
      const positions = await loadLatestPositions(this.db, audience.companyId, [...feed.visible]);
      send(socket, { devices });
      send(socket, { positions });
      const early = feed.early!.filter((p) => feed.visible.has(p.deviceId));
      feed.early = null;
      if (early.length) send(socket, { positions: early });
    } catch (err) {
      this.log().error({ err }, 'tracker: socket feed failed');
      socket.close(1011);
    }
  }

  private onPositions(message: PositionsMessage): void {
    for (const feed of this.feeds.get(message.c) ?? []) {
      if (feed.early) {
        feed.early.push(...message.positions);
        continue;
      }
      const positions = message.positions.filter((p) => feed.visible.has(p.deviceId));
      if (positions.length) send(feed.socket, { positions });
    }
  }

  private async onDevices(message: DevicesMessage): Promise<void> {
    for (const feed of this.feeds.get(message.c) ?? []) {
      if (feed.early) continue;
      try {
        const devices = await loadTrackerDevices(this.db, feed.audience);
        feed.visible = new Set(devices.map((d) => d.id));
        send(feed.socket, { devices });
      } catch (err) {
        this.log().error({ err }, 'tracker: socket devices not refreshed');
      }
    }
  }

  /** Sockets open in this process (tests, metrics). */
  size(): number {
    let n = 0;
    for (const feeds of this.feeds.values()) n += feeds.size;
    return n;
  }

  close(): void {
    clearInterval(this.keepalive);
    for (const stop of this.unsubscribe) stop();
    for (const feeds of this.feeds.values()) for (const feed of feeds) feed.socket.close(1001);
    this.feeds.clear();
  }
}

function send(socket: WebSocket, message: unknown): void {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
}
