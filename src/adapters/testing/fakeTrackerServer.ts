import type { TrackerDevice } from '../../runtime/tracker/TrackerDevice';
import type { TrackerPosition } from '../../runtime/tracker/TrackerPosition';

/** One socket the page opened on the fake tracker server. */
export interface FakeSocket {
  url: string;
  closed: boolean;
  /** The server pushes a message (`{ positions }`, `{ devices }` or the keepalive `{}`). */
  push(message: { positions?: TrackerPosition[]; devices?: TrackerDevice[] }): void;
  /** The connection drops (server restart, network). */
  drop(): void;
}

/**
 * The tracker side of the server for browser tests: `fetch` answering `/api/session` (200, or `refuse`
 * for 401) and a `WebSocket` class whose sockets the test drives. Install with `vi.stubGlobal` or pass
 * them to createTrackerFeed.
 *
 * @example const server = fakeTrackerServer(); createTrackerFeed({ command, fetch: server.fetch, WebSocket: server.WebSocket });
 */
export function fakeTrackerServer() {
  const sockets: FakeSocket[] = [];
  const sessions: string[] = [];
  const state = { refuse: false };

  const fetch = (async (input: RequestInfo | URL) => {
    const url = String(input);
    sessions.push(url);
    const ok = !state.refuse && url.includes('/api/session?token=');
    return new Response(JSON.stringify(ok ? { id: 1, name: 'Campo' } : {}), { status: ok ? 200 : 401 });
  }) as typeof globalThis.fetch;

  class FakeWebSocket {
    onopen: ((event: Event) => void) | null = null;
    onmessage: ((event: MessageEvent) => void) | null = null;
    onclose: ((event: CloseEvent) => void) | null = null;
    onerror: ((event: Event) => void) | null = null;
    private readonly socket: FakeSocket;
    constructor(readonly url: string) {
      const socket: FakeSocket = {
        url,
        closed: false,
        push: (message) => {
          if (!socket.closed) this.onmessage?.({ data: JSON.stringify(message) } as MessageEvent);
        },
        drop: () => {
          if (socket.closed) return;
          socket.closed = true;
          this.onclose?.({} as CloseEvent);
        },
      };
      this.socket = socket;
      sockets.push(socket);
      queueMicrotask(() => this.onopen?.({} as Event));
    }
    close() {
      this.socket.closed = true;
    }
  }

  return {
    fetch,
    WebSocket: FakeWebSocket as unknown as typeof globalThis.WebSocket,
    sockets,
    /** The session URLs asked, in order. */
    sessions,
    state,
  };
}
