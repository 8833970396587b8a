import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMemoryAdapter, type MemoryAdapter } from '../../../adapters/memory/createMemoryAdapter';
import { createRuntime } from '../../../runtime/app/createRuntime';
import { buildAppMetadata } from '../../../runtime/metadata/buildAppMetadata';
import { bundledMetadataFiles } from '../../../runtime/metadata/bundledMetadataFiles';
import { taskPageParams } from '../../../runtime/tasks/taskPageParams';
import { RuntimeContext } from '../../app/RuntimeContext';
import { fixtureUser } from '../../testing/fixtureUser';
import { fakeTaskList } from './taskListFixtures';
import { useTaskPages } from './useTaskPages';

const PARAMS = { ESTADOS: ['planned'], ORDENAR: { field: 'due', direction: 'asc' } };

/** Renders useTaskPages and records what each render saw (rows, loaded). */
function renderPages(prefetchFirst: boolean) {
  let adapter: MemoryAdapter | undefined;
  const runtime = createRuntime({
    metadata: buildAppMetadata(bundledMetadataFiles()),
    storage: { getItem: () => null, setItem: () => undefined, removeItem: () => undefined },
    connectivity: window,
    makeCommand: (deps) =>
      (adapter = createMemoryAdapter({ ConsultarAtividadesFlowV2: fakeTaskList() }, deps)),
  });
  runtime.session.setState({ status: 'authenticated', token: 'tok', user: fixtureUser, functionalities: {} });
  if (prefetchFirst) runtime.prefetch.start('ConsultarAtividadesFlowV2', taskPageParams(PARAMS, 1));
  const renders: Array<{ rows: number; loaded: boolean }> = [];
  function Probe() {
    const pages = useTaskPages(PARAMS);
    renders.push({ rows: pages.items.length, loaded: pages.loaded });
    return null;
  }
  const mount = () =>
    render(
      <RuntimeContext.Provider value={runtime}>
        <Probe />
      </RuntimeContext.Provider>,
    );
  return {
    renders,
    mount,
    calls: () => adapter!.calls.filter((c) => c.name === 'ConsultarAtividadesFlowV2'),
  };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('useTaskPages', () => {
  it("renders the start page's prefetched first page in its first render and asks nothing more", async () => {
    const pages = renderPages(true);
    await settled();
    pages.mount();
    await settled();
    expect(pages.renders[0]).toEqual({ rows: 50, loaded: true });
    expect(pages.calls()).toHaveLength(1);
  });

  it('without a prefetched answer, renders loading first and then asks the first page', async () => {
    const pages = renderPages(false);
    pages.mount();
    await settled();
    expect(pages.renders[0]).toEqual({ rows: 0, loaded: false });
    expect(pages.renders.at(-1)).toEqual({ rows: 50, loaded: true });
    expect(pages.calls()).toHaveLength(1);
  });
});
