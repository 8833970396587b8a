import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryAdapter, type MemoryHandler } from '../../adapters/memory/createMemoryAdapter';
import { createRuntime } from '../../runtime/app/createRuntime';
import { buildAppMetadata } from '../../runtime/metadata/buildAppMetadata';
import { bundledMetadataFiles } from '../../runtime/metadata/bundledMetadataFiles';
import { RuntimeContext } from '../app/RuntimeContext';
import type { FieldRendererMap } from '../fields/FieldRendererMap';
import { FieldRenderersContext } from '../fields/FieldRenderersContext';
import { fixtureUser } from './fixtureUser';
import { FormFiller, type FormFillerProps } from '../forms/fill/FormFiller';

const metadata = buildAppMetadata(bundledMetadataFiles());

/**
 * Renders a FormFiller alone (runtime, translations, a signed-in user) over a memory adapter, for the
 * filler's tests: faster than the whole app. `rerender` takes new props; `renderers` replace the default
 * field renderers from outside, as an app could.
 *
 * @example const { engine } = renderFiller({ model });
 */
export function renderFiller(
  props: FormFillerProps,
  handlers: Record<string, MemoryHandler> = {},
  renderers?: FieldRendererMap,
) {
  const runtime = createRuntime({
    metadata,
    storage: { getItem: () => null, setItem: () => undefined, removeItem: () => undefined },
    connectivity: window,
    makeCommand: (deps) => createMemoryAdapter(handlers, deps),
  });
  runtime.session.setState({ status: 'authenticated', token: 'tok', user: fixtureUser, functionalities: {} });
  const engineRef = props.engineRef ?? { current: null };
  const tree = (p: FormFillerProps) => (
    <RuntimeContext.Provider value={runtime}>
      <I18nextProvider i18n={runtime.i18n}>
        <FieldRenderersContext.Provider value={renderers ?? null}>
          <FormFiller {...p} engineRef={engineRef} />
        </FieldRenderersContext.Provider>
      </I18nextProvider>
    </RuntimeContext.Provider>
  );
  const view = render(tree(props));
  return { ...view, engineRef, rerender: (next: FormFillerProps) => view.rerender(tree(next)) };
}
