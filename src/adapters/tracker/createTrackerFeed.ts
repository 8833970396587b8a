import { TIMING } from '../../runtime/constants/TIMING';
import type { CommandFn } from '../../runtime/protocol/CommandFn';
import type { TrackerDevice } from '../../runtime/tracker/TrackerDevice';
import type { TrackerFeed, TrackerFeedListener } from '../../runtime/tracker/TrackerFeed';
import type { TrackerPosition } from '../../runtime/tracker/TrackerPosition';

export interface TrackerFeedDeps {
  command: CommandFn;
  /** The page's address (`window.location`): the session and socket are on the app's own origin. */
  location?: Pick<Location, 'protocol' | 'host'>;
  fetch?: typeof fetch;
  WebSocket?: typeof WebSocket;
  /** Wait before trying again after a failure (spec 000 §9: 30 s). */
  retryMs?: number;
}

/** A message of the socket: the devices, the positions, or the keepalive `{}`. */
interface SocketMessage {
  devices?: TrackerDevice[];
  positions?: TrackerPosition[];
}

/**
 * The live tracker feed (spec 000 §7 "Other channels"), Traccar's way: GetCompanyTraccarToken gives a
 * short-lived token, `GET /api/session?token=` (credentials included) turns it into the session cookie,
 * then the websocket `/api/socket` pushes `{ devices }` and `{ positions }`. Any failure (token, session,
 * socket closed) waits 30 s and starts over from the token, which may have expired meanwhile.
 *
 * @example const close = createTrackerFeed({ command })({ positions: (p) => draw(p) }); // later: close()
 */
export function createTrackerFeed(deps: TrackerFeedDeps): TrackerFeed {
  return (listener: TrackerFeedListener) => {
    const doFetch = deps.fetch ?? globalThis.fetch.bind(globalThis);
    const Socket = deps.WebSocket ?? globalThis.WebSocket;
    const where = deps.location ?? globalThis.location;
    const retryMs = deps.retryMs ?? TIMING.trackerReconnect;
    let closed = false;
    let socket: WebSocket | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const retry = () => {
      socket = undefined;
      if (closed || timer) return;
      listener.status?.('retrying');
      timer = setTimeout(() => {
        timer = undefined;
        void open();
      }, retryMs);
    };

    const onMessage = (event: MessageEvent) => {
      let message: SocketMessage;
      try {
        message = JSON.parse(String(event.data)) as SocketMessage;
      } catch {
        return;
      }
      if (message.devices?.length) listener.devices?.(message.devices);
      if (message.positions?.length) listener.positions(message.positions);
    };

    async function open() {
      listener.status?.('connecting');
      try {
        const { token } = await deps.command<{ token: string }>(
          'GetCompanyTraccarToken',
          {},
          { silent: true },
        );
        const session = await doFetch(`/api/session?token=${encodeURIComponent(token)}`, {
          credentials: 'include',
        });
        if (!session.ok) throw new Error(`tracker session ${session.status}`);
      } catch {
        return retry();
      }
      if (closed) return;
      const scheme = where.protocol === 'https:' ? 'wss:' : 'ws:';
      const ws = new Socket(`${scheme}//${where.host}/api/socket`);
      socket = ws;
      ws.onopen = () => listener.status?.('live');
      ws.onmessage = onMessage;
      // A failed socket fires error then close: one retry, from close.
      ws.onclose = () => socket === ws && retry();
    }

    void open();
    return () => {
      closed = true;
      if (timer) clearTimeout(timer);
      const ws = socket;
      socket = undefined;
      ws?.close();
    };
  };
}
