import { asChannelMessage, type ChannelMessage } from './ChannelMessage';

/** The bits of `window` the channel needs; a fake in tests. */
export interface ChannelWindow {
  location: { origin: string };
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

/** The bits of BroadcastChannel the channel needs. */
export interface ChannelBroadcast {
  postMessage(message: unknown): void;
  close(): void;
  onmessage: ((event: MessageEvent) => void) | null;
}

/** Where a message came from, so FRAME_READY can be answered to the frame that sent it. */
export interface ChannelSource {
  reply?: (message: ChannelMessage) => void;
}

export interface WindowChannel {
  /** Tells the other tabs of the app. */
  broadcast: (message: ChannelMessage) => void;
  close: () => void;
}

export const CHANNEL_NAME = 'campo';

/**
 * Listens to the cross-window channel: BroadcastChannel messages (same origin by construction) and window
 * `message` events, accepted only from the app's own origin (the trusted-origin check). Anything that is
 * not a known message is ignored.
 *
 * @example
 * const channel = createWindowChannel(window, new BroadcastChannel(CHANNEL_NAME), (m) => console.log(m.type));
 */
export function createWindowChannel(
  win: ChannelWindow,
  broadcast: ChannelBroadcast | null,
  onMessage: (message: ChannelMessage, source: ChannelSource) => void,
): WindowChannel {
  const onWindowMessage = (event: MessageEvent) => {
    if (event.origin !== win.location.origin) return;
    const message = asChannelMessage(event.data);
    if (!message) return;
    const source = event.source as { postMessage?: (m: unknown, origin: string) => void } | null;
    onMessage(message, {
      reply: source?.postMessage ? (m) => source.postMessage?.(m, win.location.origin) : undefined,
    });
  };
  win.addEventListener('message', onWindowMessage);
  if (broadcast) {
    broadcast.onmessage = (event) => {
      const message = asChannelMessage(event.data);
      if (message) onMessage(message, {});
    };
  }
  return {
    broadcast: (message) => broadcast?.postMessage(message),
    close: () => {
      win.removeEventListener('message', onWindowMessage);
      broadcast?.close();
    },
  };
}
