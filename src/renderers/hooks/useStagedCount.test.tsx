import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useStagedCount } from './useStagedCount';

describe('useStagedCount', () => {
  afterEach(() => vi.useRealTimers());

  it('draws the first rows with the render that brings them, then one step more per task', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ total }) => useStagedCount(total, 8, 3), {
      initialProps: { total: 0 },
    });
    expect(result.current).toBe(0);
    rerender({ total: 20 });
    expect(result.current).toBe(8);
    // Never the whole rest in one task: each timer adds one step.
    const steps: number[] = [];
    for (let task = 0; task < 5; task++) {
      act(() => vi.advanceTimersToNextTimer());
      steps.push(result.current);
    }
    expect(steps).toEqual([11, 14, 17, 20, 20]);
    // The next page keeps the rows already drawn and adds its own after, a step at a time.
    rerender({ total: 25 });
    expect(result.current).toBe(20);
    act(() => vi.advanceTimersToNextTimer());
    expect(result.current).toBe(23);
    act(() => vi.advanceTimersToNextTimer());
    expect(result.current).toBe(25);
  });

  it('stages again once the list has emptied (other filters)', async () => {
    const { result, rerender } = renderHook(({ total }) => useStagedCount(total, 8, 3), {
      initialProps: { total: 3 },
    });
    expect(result.current).toBe(3);
    rerender({ total: 0 });
    await waitFor(() => expect(result.current).toBe(0));
    rerender({ total: 20 });
    expect(result.current).toBe(8);
    await waitFor(() => expect(result.current).toBe(20));
  });
});
