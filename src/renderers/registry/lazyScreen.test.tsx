import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyScreen } from './lazyScreen';

const Page = (props: { title: string }) => <h1>{props.title}</h1>;

describe('lazyScreen', () => {
  it('suspends on the first render when its code is not in yet, then shows the screen', async () => {
    const Lazy = lazyScreen('page', () => Promise.resolve({ default: Page }));
    render(
      <Suspense fallback="carregando">
        <Lazy title="Atividades" />
      </Suspense>,
    );
    expect(screen.getByText('carregando')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Atividades' })).toBeTruthy();
  });

  it('once preloaded, draws the screen in the first render, without the spinner', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Page }));
    const Lazy = lazyScreen('page', load);
    await Lazy.preload();
    render(
      <Suspense fallback="carregando">
        <Lazy title="Formulários" />
      </Suspense>,
    );
    expect(screen.getByRole('heading', { name: 'Formulários' })).toBeTruthy();
    expect(screen.queryByText('carregando')).toBeNull();
    // One download, however many asked.
    await Lazy.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks again after a failed download', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Page }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce({ default: Page });
    const Lazy = lazyScreen('page', load);
    await Lazy.preload();
    await Lazy.preload();
    expect(load).toHaveBeenCalledTimes(2);
    render(<Lazy title="Clientes" />);
    expect(screen.getByRole('heading', { name: 'Clientes' })).toBeTruthy();
  });
});
