import { describe, expect, it, vi } from 'vitest';
import { createEventBus, type AppEvent } from '../events/createEventBus';
import { fakeSession, testUser } from '../testing/fakeSession';
import type { ChannelMessage } from './ChannelMessage';
import { createWindowChannel, type ChannelBroadcast } from './createWindowChannel';
import { handleChannelMessage } from './handleChannelMessage';

const ORIGIN = 'https://campo.example';

function setup() {
  let listener: ((e: MessageEvent) => void) | undefined;
  const win = {
    location: { origin: ORIGIN },
    addEventListener: (_t: 'message', l: (e: MessageEvent) => void) => void (listener = l),
    removeEventListener: () => void (listener = undefined),
  };
  const broadcast: ChannelBroadcast & { sent: unknown[] } = {
    sent: [],
    postMessage(m) {
      this.sent.push(m);
    },
    close: () => undefined,
    onmessage: null,
  };
  const { session, calls } = fakeSession({
    handlers: { ConsultarUsuarioLogado: () => ({ USUARIO_LOGADO: { ...testUser, name: 'Outra Pessoa' } }) },
  });
  const events = createEventBus();
  const seen: AppEvent[] = [];
  events.on((e) => seen.push(e));
  const channel = createWindowChannel(win, broadcast, (m, s) =>
    handleChannelMessage(m, s, { session, events }),
  );
  const post = (data: ChannelMessage | unknown, origin = ORIGIN, source?: unknown) =>
    listener?.({ data, origin, source } as MessageEvent);
  const fromTab = (data: ChannelMessage) => broadcast.onmessage?.({ data } as MessageEvent);
  return { session, calls, seen, channel, broadcast, post, fromTab };
}

describe('cross-window channel (spec 000 section 4)', () => {
  it('SET_TOKEN from another tab: adopts the token and checks the user', async () => {
    const { session, fromTab } = setup();
    fromTab({ type: 'SET_TOKEN', token: 'new-token' });
    await vi.waitFor(() => expect(session.getState().user?.name).toBe('Outra Pessoa'));
    expect(session.getState().token).toBe('new-token');
  });

  it('PUT_TOKEN from the parent window: adopts the token', async () => {
    const { session, post } = setup();
    post({ type: 'PUT_TOKEN', token: 'frame-token' });
    await vi.waitFor(() => expect(session.getState().token).toBe('frame-token'));
  });

  it('FRAME_READY: answers the frame with PUT_TOKEN', () => {
    const { post } = setup();
    const frame = { postMessage: vi.fn() };
    post({ type: 'FRAME_READY' }, ORIGIN, frame);
    expect(frame.postMessage).toHaveBeenCalledWith({ type: 'PUT_TOKEN', token: 'tok' }, ORIGIN);
  });

  it('UPDATE_ENTITY reaches the screens through the event bus', () => {
    const { post, seen } = setup();
    post({ type: 'UPDATE_ENTITY', entity: 'client', id: 4 });
    expect(seen).toEqual([{ type: 'UPDATE_ENTITY', entity: 'client', id: 4 }]);
  });

  it('CLOSE_OLD_MODEL_EDITION becomes the forced model-edition event', () => {
    const { fromTab, seen } = setup();
    fromTab({ type: 'CLOSE_OLD_MODEL_EDITION', modelId: 9 });
    expect(seen).toEqual([{ type: 'CLOSE_OLD_MODEL_EDITION', modelId: 9 }]);
  });

  it('UPDATE_TRIAL_USER checks the user again', async () => {
    const { post, calls } = setup();
    post({ type: 'UPDATE_TRIAL_USER' });
    await vi.waitFor(() => expect(calls.map((c) => c.name)).toContain('ConsultarUsuarioLogado'));
  });

  it('UPDATE_MODEL_TEMPLATES_LIST is announced', () => {
    const { post, seen } = setup();
    post({ type: 'UPDATE_MODEL_TEMPLATES_LIST' });
    expect(seen).toEqual([{ type: 'UPDATE_MODEL_TEMPLATES_LIST' }]);
  });

  it('LOGOUT ends the session here too', () => {
    const { session, fromTab } = setup();
    fromTab({ type: 'LOGOUT' });
    expect(session.getState().status).toBe('anonymous');
    expect(session.getState().token).toBeNull();
  });

  it('ignores messages from another origin and unknown messages', () => {
    const { session, post, seen } = setup();
    post({ type: 'LOGOUT' }, 'https://evil.example');
    post({ type: 'SET_TOKEN', token: 'x' }, 'https://evil.example');
    post({ type: 'NOPE' });
    post('LOGOUT');
    post({ type: 'SET_TOKEN' });
    expect(session.getState().token).toBe('tok');
    expect(seen).toEqual([]);
  });

  it('broadcasts to the other tabs and stops listening when closed', () => {
    const { channel, broadcast, post, session } = setup();
    channel.broadcast({ type: 'LOGOUT' });
    expect(broadcast.sent).toEqual([{ type: 'LOGOUT' }]);
    channel.close();
    post({ type: 'LOGOUT' });
    expect(session.getState().token).toBe('tok');
  });
});
