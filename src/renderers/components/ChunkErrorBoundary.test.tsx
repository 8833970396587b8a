import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_KEY } from '../registry/loadChunk';
import { lazyScreen } from '../registry/lazyScreen';
import { renderWithRuntime } from '../testing/renderWithRuntime';
import { ChunkErrorBoundary } from './ChunkErrorBoundary';

describe('ChunkErrorBoundary', () => {
  afterEach(() => {
    window.sessionStorage.clear();
    vi.restoreAllMocks();
  });

  it('after the one reload, a screen whose code still fails shows the message and a reload button', async () => {
    window.sessionStorage.setItem(`${CHUNK_RELOAD_KEY}broken`, '1');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = lazyScreen('broken', () => Promise.reject(new TypeError('Failed to fetch')));
    renderWithRuntime(
      <ChunkErrorBoundary>
        <Suspense fallback="carregando">
          <Broken />
        </Suspense>
      </ChunkErrorBoundary>,
    );
    expect(await screen.findByRole('heading', { name: 'Não foi possível carregar esta tela' })).toBeTruthy();
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    await userEvent.click(screen.getByRole('button', { name: 'Recarregar página' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('lets other errors through to the boundary above', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Crash = () => {
      throw new Error('bug');
    };
    expect(() =>
      renderWithRuntime(
        <ChunkErrorBoundary>
          <Crash />
        </ChunkErrorBoundary>,
      ),
    ).toThrow('bug');
  });
});
