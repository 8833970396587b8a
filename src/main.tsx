import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createHashRouter } from 'react-router';
import { createHttpAdapter } from './adapters/http/createHttpAdapter';
import { createRuntime } from './runtime/app/createRuntime';
import { CHANNEL_NAME, createWindowChannel } from './runtime/channel/createWindowChannel';
import { handleChannelMessage } from './runtime/channel/handleChannelMessage';
import { buildAppMetadata } from './runtime/metadata/buildAppMetadata';
import { bundledMetadataFiles } from './runtime/metadata/bundledMetadataFiles';
import { App } from './renderers/app/App';
import { createAppRoutes } from './renderers/app/createAppRoutes';
import { defaultLayouts } from './renderers/registry/defaultLayouts';
import { defaultScreens } from './renderers/registry/defaultScreens';

// Boot: validate the bundled metadata (a broken file stops here with file and JSON path named), wire the
// runtime around the HTTP adapter, check a stored token so a reload keeps the session, then render.
const metadata = buildAppMetadata(bundledMetadataFiles());
const timeouts = Object.fromEntries(
  Object.entries(metadata.commands).map(([name, c]) => [name, c.timeoutMs]),
);
const runtime = createRuntime({
  metadata,
  storage: window.localStorage,
  connectivity: window,
  makeCommand: (deps) => createHttpAdapter({ ...deps, timeouts }),
});
void runtime.session.getState().restore();
// The cross-window channel: other tabs (BroadcastChannel) and embedded frames (same-origin messages).
const channel = createWindowChannel(
  window,
  typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL_NAME) : null,
  (message, source) => handleChannelMessage(message, source, runtime),
);
// A logout here logs out the other tabs too.
runtime.session.subscribe((state, previous) => {
  if (previous.token && !state.token) channel.broadcast({ type: 'LOGOUT' });
});
const router = createHashRouter(createAppRoutes(metadata.routes, defaultScreens, defaultLayouts));

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <App runtime={runtime} router={router} />
  </StrictMode>,
);
