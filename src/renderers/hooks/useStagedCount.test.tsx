import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useStagedCount } from './useStagedCount';

describe('useStagedCount', () => {
  it('draws the first rows with the render that brings them and all of them right after', async () => {
    const { result, rerender } = renderHook(({ total }) => useStagedCount(total, 8), {
      initialProps: { total: 0 },
    });
    expect(result.current).toBe(0);
    rerender({ total: 50 });
    expect(result.current).toBe(8);
    await waitFor(() => expect(result.current).toBe(50));
    // The next page keeps the rows already drawn and adds its own after.
    rerender({ total: 100 });
    expect(result.current).toBe(50);
    await waitFor(() => expect(result.current).toBe(100));
  });

  it('stages again once the list has emptied (other filters)', async () => {
    const { result, rerender } = renderHook(({ total }) => useStagedCount(total, 8), {
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
