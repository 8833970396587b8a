/**
 * The messages of the cross-window channel (spec 000 section 4): between tabs of the app
 * (BroadcastChannel) and between the app and the frames it embeds (window messages).
 */
export type ChannelMessage =
  | { type: 'SET_TOKEN'; token: string }
  | { type: 'FRAME_READY' }
  | { type: 'PUT_TOKEN'; token: string }
  | { type: 'UPDATE_ENTITY'; entity: string; id?: string | number }
  | { type: 'CLOSE_OLD_MODEL_EDITION'; modelId?: string | number }
  | { type: 'UPDATE_TRIAL_USER' }
  | { type: 'UPDATE_MODEL_TEMPLATES_LIST' }
  | { type: 'LOGOUT' };

export const CHANNEL_MESSAGE_TYPES: ReadonlySet<string> = new Set([
  'SET_TOKEN',
  'FRAME_READY',
  'PUT_TOKEN',
  'UPDATE_ENTITY',
  'CLOSE_OLD_MODEL_EDITION',
  'UPDATE_TRIAL_USER',
  'UPDATE_MODEL_TEMPLATES_LIST',
  'LOGOUT',
]);

/** A well-formed channel message, or null for anything else that happens to be posted. */
export function asChannelMessage(data: unknown): ChannelMessage | null {
  if (!data || typeof data !== 'object') return null;
  const type = (data as { type?: unknown }).type;
  if (typeof type !== 'string' || !CHANNEL_MESSAGE_TYPES.has(type)) return null;
  if (
    (type === 'SET_TOKEN' || type === 'PUT_TOKEN') &&
    typeof (data as { token?: unknown }).token !== 'string'
  )
    return null;
  if (type === 'UPDATE_ENTITY' && typeof (data as { entity?: unknown }).entity !== 'string') return null;
  return data as ChannelMessage;
}
