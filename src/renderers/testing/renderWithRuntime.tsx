import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import {
  createMemoryAdapter,
  type MemoryAdapter,
  type MemoryHandler,
} from '../../adapters/memory/createMemoryAdapter';
import { createRuntime } from '../../runtime/app/createRuntime';
import { buildAppMetadata } from '../../runtime/metadata/buildAppMetadata';
import { bundledMetadataFiles } from '../../runtime/metadata/bundledMetadataFiles';
import { RuntimeContext } from '../app/RuntimeContext';
import { fixtureUser } from './fixtureUser';

const metadata = buildAppMetadata(bundledMetadataFiles());

/**
 * Renders a component inside the app runtime (signed in as the fixture user) over a memory adapter,
 * without routes or layout: for components tested on their own. `calls` records the commands sent.
 *
 * @example const { calls, runtime } = renderWithRuntime(<TaskDownloadsMenu ids={[1]} />, { SolicitarDownload: () => ({ ID: 1 }) });
 */
export function renderWithRuntime(ui: ReactNode, handlers: Record<string, MemoryHandler> = {}) {
  let adapter: MemoryAdapter | undefined;
  const runtime = createRuntime({
    metadata,
    storage: { getItem: () => null, setItem: () => undefined, removeItem: () => undefined },
    connectivity: window,
    makeCommand: (deps) => (adapter = createMemoryAdapter(handlers, deps)),
  });
  runtime.session.setState({ status: 'authenticated', token: 'tok', user: fixtureUser, functionalities: {} });
  const view = render(
    <RuntimeContext.Provider value={runtime}>
      <I18nextProvider i18n={runtime.i18n}>{ui}</I18nextProvider>
    </RuntimeContext.Provider>,
  );
  return { ...view, runtime, calls: adapter!.calls };
}
