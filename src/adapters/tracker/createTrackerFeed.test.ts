import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryAdapter } from '../memory/createMemoryAdapter';
import { fakeTrackerServer } from '../testing/fakeTrackerServer';
import type { TrackerFeedStatus } from '../../runtime/tracker/TrackerFeed';
import type { TrackerPosition } from '../../runtime/tracker/TrackerPosition';
import { createTrackerFeed } from './createTrackerFeed';

const POSITION: TrackerPosition = {
  id: 1,
  deviceId: 7,
  latitude: -23.55,
  longitude: -46.63,
  speed: 10,
  course: 90,
  fixTime: '2026-11-26T12:00:00.000Z',
};
const location = { protocol: 'https:', host: 'campo.example' };

function setup(tokenFails = false) {
  const server = fakeTrackerServer();
  let tokens = 0;
  const command = createMemoryAdapter({
    GetCompanyTraccarToken: () => {
      tokens += 1;
      if (tokenFails && tokens === 1) throw new Error('down');
      return { token: `t${tokens}`, expiryDate: '2026-11-26T13:00:00Z' };
    },
  });
  const feed = createTrackerFeed({
    command,
    location,
    fetch: server.fetch,
    WebSocket: server.WebSocket,
  });
  const positions: TrackerPosition[][] = [];
  const statuses: TrackerFeedStatus[] = [];
  const close = feed({ positions: (p) => positions.push(p), status: (s) => statuses.push(s) });
  return { server, positions, statuses, close, tokens: () => tokens };
}

afterEach(() => void vi.useRealTimers());

describe('createTrackerFeed', () => {
  it('opens the session with the company token, then hands over what the socket pushes', async () => {
    const { server, positions, statuses, close } = setup();
    await vi.waitFor(() => expect(server.sockets).toHaveLength(1));
    expect(server.sessions).toEqual(['/api/session?token=t1']);
    expect(server.sockets[0]!.url).toBe('wss://campo.example/api/socket');
    server.sockets[0]!.push({ positions: [POSITION] });
    server.sockets[0]!.push({});
    expect(positions).toEqual([[POSITION]]);
    await vi.waitFor(() => expect(statuses).toEqual(['connecting', 'live']));
    close();
    expect(server.sockets[0]!.closed).toBe(true);
  });

  it('after the socket drops or the token fails, starts over from a new token 30 s later', async () => {
    vi.useFakeTimers();
    const { server, statuses, tokens, close } = setup(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(server.sockets).toHaveLength(0);
    expect(statuses).toEqual(['connecting', 'retrying']);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(tokens()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.sockets).toHaveLength(1);
    expect(server.sessions).toEqual(['/api/session?token=t2']);

    server.sockets[0]!.drop();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(server.sockets).toHaveLength(2);
    expect(tokens()).toBe(3);

    // Closed: no more attempts.
    server.sockets[1]!.drop();
    close();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.sockets).toHaveLength(2);
  });
});
