import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRuntime } from '../testing/renderWithRuntime';
import { NotificationsView } from './NotificationsView';

afterEach(() => vi.useRealTimers());

describe('NotificationsView (toasts)', () => {
  it('stacks several toasts in one column that stays inside the window and scrolls when full', () => {
    const { runtime } = renderWithRuntime(<NotificationsView />);
    act(() => {
      for (const message of ['Primeiro aviso', 'Segundo aviso', 'Terceiro aviso'])
        runtime.notifications.getState().notify('error', message);
    });
    const toasts = screen.getAllByRole('alert');
    expect(toasts.map((a) => a.textContent)).toEqual(['Primeiro aviso', 'Segundo aviso', 'Terceiro aviso']);
    const column = toasts[0]!.parentElement!;
    expect(toasts.every((a) => a.parentElement === column)).toBe(true);
    const style = getComputedStyle(column);
    expect(style.flexDirection).toBe('column');
    expect(style.overflowY).toBe('auto');
    expect(style.position).toBe('fixed');
    expect(style.maxHeight).toBe('calc(100dvh - 16px)');
    expect(style.maxWidth).toBe('calc(100vw - 16px)');
    expect(getComputedStyle(toasts[0]!).flexShrink).toBe('0');
    // One under the other with a gap (a row would have no top margin).
    expect(getComputedStyle(toasts[1]!).marginTop).toBe('8px');
  });

  it('each toast closes on its own clock: a newer toast does not keep the older ones open', () => {
    vi.useFakeTimers();
    const { runtime } = renderWithRuntime(<NotificationsView />);
    const notify = runtime.notifications.getState().notify;
    act(() => void notify('error', 'Antigo'));
    act(() => vi.advanceTimersByTime(4000));
    act(() => void notify('success', 'Novo'));
    act(() => vi.advanceTimersByTime(2100));
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['Novo']);
    act(() => vi.advanceTimersByTime(4000));
    expect(screen.queryAllByRole('alert')).toEqual([]);
  });
});
