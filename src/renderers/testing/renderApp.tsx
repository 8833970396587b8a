import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { createMemoryAdapter, type MemoryHandler } from '../../adapters/memory/createMemoryAdapter';
import type { Level } from '../../runtime/access/Level';
import type { CampoRuntime } from '../../runtime/app/CampoRuntime';
import type { AppMetadata } from '../../runtime/metadata/AppMetadata';
import { createRuntime, type RuntimeOptions } from '../../runtime/app/createRuntime';
import { buildAppMetadata } from '../../runtime/metadata/buildAppMetadata';
import { bundledMetadataFiles } from '../../runtime/metadata/bundledMetadataFiles';
import type { LoggedUser } from '../../runtime/session/LoggedUser';
import { App } from '../app/App';
import { createAppRoutes } from '../app/createAppRoutes';
import { defaultLayouts } from '../registry/defaultLayouts';
import { defaultScreens } from '../registry/defaultScreens';

const bundled = buildAppMetadata(bundledMetadataFiles());

/** A Map-backed TokenStorage so tests never share a token. */
function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

export interface RenderAppOptions {
  path: string;
  handlers?: Record<string, MemoryHandler>;
  /** Signed in as this user (skips the login flow). */
  user?: LoggedUser;
  functionalities?: Record<string, Level>;
  /** Let the guided tour open for the owner (off by default: it would pop up in long tests). */
  tour?: boolean;
  /** Other metadata than the bundled one (a fixture entity added, for instance). */
  metadata?: AppMetadata;
  /** Start with no catalogue and load them with this, as the browser does (shell part first). */
  loadMessages?: RuntimeOptions['loadMessages'];
}

/**
 * Renders the whole app (guard, layouts, lazy screens) at a path over a memory adapter: what a user sees
 * for the given session and server answers. Photos answer an empty non-image by default.
 *
 * @example const { runtime, router } = renderApp({ path: '/profile', user: fixtureUser, handlers });
 */
export function renderApp(options: RenderAppOptions) {
  const handlers: Record<string, MemoryHandler> = {
    ConsultarFotoPessoa: () => new Blob([], { type: 'application/octet-stream' }),
    Logout: () => ({}),
    ...options.handlers,
  };
  let adapter: ReturnType<typeof createMemoryAdapter> | undefined;
  const given = options.metadata ?? bundled;
  const metadata = options.loadMessages ? { ...given, messages: {} } : given;
  const runtime: CampoRuntime = createRuntime({
    metadata,
    loadMessages: options.loadMessages,
    storage: memoryStorage(),
    connectivity: window,
    makeCommand: (deps) => (adapter = createMemoryAdapter(handlers, deps)),
  });
  if (options.user) {
    runtime.session.setState({
      status: 'authenticated',
      token: 'tok',
      user: options.user,
      functionalities: options.functionalities ?? {},
      tourSettings: options.tour ? '' : '{"tours":{"main":{"done":true}}}',
    });
  }
  const app = createAppRoutes(metadata.routes, defaultScreens, defaultLayouts, options.path.split('?')[0]!);
  const router = createMemoryRouter(app.routes, {
    initialEntries: [options.path],
    patchRoutesOnNavigation: app.patchRoutesOnNavigation,
  });
  const view = render(<App runtime={runtime} router={router} />);
  return { ...view, runtime, router, calls: adapter?.calls ?? [], metadata };
}
