import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useTaskListQuery } from './useTaskListQuery';

function wrapper({ children }: { children: ReactNode }) {
  return <MemoryRouter initialEntries={['/tasks?estado=late']}>{children}</MemoryRouter>;
}

function useQueryAndLocation() {
  const [query, update] = useTaskListQuery();
  return { query, update, search: useLocation().search };
}

describe('useTaskListQuery', () => {
  it('a tab change immediately followed by a search change keeps both', () => {
    const { result } = renderHook(useQueryAndLocation, { wrapper });
    // The debounced search fires before the tab change has rendered, with the update of that render.
    const update = result.current.update;
    act(() => {
      update({ tab: 'history', states: [] });
      update({ search: 'bomba' });
    });
    expect(result.current.query.tab).toBe('history');
    expect(result.current.query.search).toBe('bomba');
    expect(result.current.query.states).toEqual([]);
  });

  it('a change computed from the query applies to the pending one, not the rendered one', () => {
    const { result } = renderHook(useQueryAndLocation, { wrapper });
    const update = result.current.update;
    act(() => {
      update({ search: 'bomba' });
      update((current) => ({ tab: 'history', states: current.states.filter((s) => s !== 'late') }));
    });
    expect(result.current.query).toMatchObject({ tab: 'history', search: 'bomba', states: [] });
  });

  it('a stale update after the render still starts from the rendered query', () => {
    const { result } = renderHook(useQueryAndLocation, { wrapper });
    const stale = result.current.update;
    act(() => result.current.update({ tab: 'history' }));
    act(() => stale({ search: 'poço' }));
    expect(result.current.query).toMatchObject({ tab: 'history', search: 'poço' });
  });
});
