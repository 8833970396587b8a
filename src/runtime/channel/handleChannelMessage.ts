import type { EventBus } from '../events/createEventBus';
import type { SessionStore } from '../session/createSessionStore';
import type { ChannelMessage } from './ChannelMessage';
import type { ChannelSource } from './createWindowChannel';

/**
 * What the app does with each channel message: tokens are adopted (SET_TOKEN from another tab,
 * PUT_TOKEN from the parent window), a frame that says FRAME_READY gets the token back (PUT_TOKEN),
 * LOGOUT ends the session here too, the trial user is checked again, and entity / model events reach the
 * screens through the event bus.
 *
 * @example createWindowChannel(window, bc, (m, src) => handleChannelMessage(m, src, { session, events }));
 */
export function handleChannelMessage(
  message: ChannelMessage,
  source: ChannelSource,
  deps: { session: SessionStore; events: EventBus },
): void {
  (HANDLERS[message.type] as Handler<ChannelMessage>)(message, source, deps);
}

type Deps = { session: SessionStore; events: EventBus };
type Handler<M> = (message: M, source: ChannelSource, deps: Deps) => void;
type Handlers = { [T in ChannelMessage['type']]: Handler<Extract<ChannelMessage, { type: T }>> };

/** One entry per message type, so a new message is one line (and the compiler asks for it). */
const HANDLERS: Handlers = {
  SET_TOKEN: (m, _s, { session }) => void session.getState().adoptToken(m.token),
  PUT_TOKEN: (m, _s, { session }) => void session.getState().adoptToken(m.token),
  FRAME_READY: (_m, source, { session }) => {
    const token = session.getState().token;
    if (token) source.reply?.({ type: 'PUT_TOKEN', token });
  },
  LOGOUT: (_m, _s, { session }) => {
    if (session.getState().token) session.getState().clear();
  },
  UPDATE_TRIAL_USER: (_m, _s, { session }) => void session.getState().refreshUser(),
  UPDATE_ENTITY: (m, _s, { events }) => events.emit({ type: 'UPDATE_ENTITY', entity: m.entity, id: m.id }),
  CLOSE_OLD_MODEL_EDITION: (m, _s, { events }) =>
    events.emit({ type: 'CLOSE_OLD_MODEL_EDITION', modelId: m.modelId }),
  UPDATE_MODEL_TEMPLATES_LIST: (_m, _s, { events }) => events.emit({ type: 'UPDATE_MODEL_TEMPLATES_LIST' }),
};
