import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CommandParams } from '../../../runtime/protocol/CommandFn';
import { allFunctionalities } from '../../testing/allFunctionalities';
import { fixtureUser } from '../../testing/fixtureUser';
import { renderApp } from '../../testing/renderApp';
import { setViewportWidth } from '../../testing/setViewportWidth';
import { fakeTaskList } from './taskListFixtures';
import { skeletonRows } from './TaskSkeletons';

/** The list command held until the test lets it answer, to look at the page while it loads. */
function heldList() {
  const answer = fakeTaskList();
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  return { release: () => release(), handler: async (p: CommandParams) => (await gate, answer(p)) };
}

function renderHeld() {
  const held = heldList();
  renderApp({
    path: '/tasks',
    user: fixtureUser,
    functionalities: allFunctionalities,
    handlers: { ConsultarAtividadesFlowV2: held.handler, SaveListColumns: () => ({}) },
  });
  return held;
}

describe('task list keeps its place while loading (CLS)', () => {
  let restore: (() => void) | undefined;
  afterEach(() => restore?.());

  it('table: placeholder rows and every summary chip are there before the answer, then give way to rows', async () => {
    const held = renderHeld();
    // Cheap queries: role queries over the whole list page are slow in jsdom.
    const skeletons = await screen.findAllByTestId('task-skeleton');
    expect(skeletons).toHaveLength(skeletonRows());
    const table = skeletons[0]!.closest('table')!;
    expect(table.getAttribute('aria-label')).toBe('Atividades');
    const summary = screen.getByLabelText('Resumo por estado');
    const chipsWhileLoading = summary.querySelectorAll('button').length;
    expect(chipsWhileLoading).toBeGreaterThan(0);
    expect(screen.queryByText(/Nenhuma atividade encontrada/)).toBeNull();

    held.release();
    expect(await within(table).findByText('Atividade 001')).toBeTruthy();
    expect(within(table).queryAllByTestId('task-skeleton')).toHaveLength(0);
    expect(summary.querySelectorAll('button')).toHaveLength(chipsWhileLoading);
    expect(within(summary).getByText('Atrasada: 2')).toBeTruthy();
  });

  it('phone: placeholder cards, then the cards', async () => {
    restore = setViewportWidth(360);
    const held = renderHeld();
    await waitFor(() => expect(screen.getAllByTestId('task-skeleton')).toHaveLength(skeletonRows()));
    held.release();
    expect(await screen.findByText('Atividade 001')).toBeTruthy();
    expect(screen.queryAllByTestId('task-skeleton')).toHaveLength(0);
  });
});
